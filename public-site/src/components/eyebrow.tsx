import { Text, type TextProps } from '@chakra-ui/react';

/** The small capitals over a heading; `isOnDark` over a coloured banner. */
export function Eyebrow({ isOnDark = false, ...props }: TextProps & { isOnDark?: boolean }) {
  return (
    <Text
      fontWeight="semibold"
      textTransform="uppercase"
      letterSpacing="wider"
      fontSize="sm"
      color={isOnDark ? 'whiteAlpha.800' : 'brand.fg'}
      {...props}
    />
  );
}
