import { HStack, Text, type StackProps } from '@chakra-ui/react';
import { PRODUCT_NAME } from './product';

/** The mark alone: a mortarboard on a rounded tile. With a `title` it is an image with that name. */
export function ProductMark({ size = 32, title }: { size?: number; title?: string }) {
  const a11y = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" focusable="false" {...a11y}>
      <rect width="32" height="32" rx="8" fill="var(--chakra-colors-brand-600)" />
      <path d="M6 13l10-5 10 5-10 5z" fill="white" />
      <path d="M10 16v5c0 1.5 3 3 6 3s6-1.5 6-3v-5l-6 3z" fill="white" opacity="0.85" />
      <path d="M25 13.5v6" stroke="var(--chakra-colors-accent-400)" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export type ProductLogoProps = StackProps & {
  size?: number;
  hideText?: boolean;
  /** A breakpoint below which only the mark shows (a crowded bar on a phone; the link around names it). */
  textHideBelow?: 'sm' | 'md';
};

/** Mark plus product name; wrap it in a link where it should lead somewhere. */
export function ProductLogo({ size = 32, hideText = false, textHideBelow, ...rest }: ProductLogoProps) {
  return (
    <HStack gap="2" {...rest}>
      <ProductMark size={size} title={hideText ? PRODUCT_NAME : undefined} />
      {!hideText && (
        <Text
          as="span"
          fontWeight="bold"
          fontSize={size > 32 ? 'xl' : 'lg'}
          letterSpacing="tight"
          whiteSpace="nowrap"
          hideBelow={textHideBelow}
        >
          Alumni{' '}
          <Text as="span" color="brand.fg">
            Connect
          </Text>
        </Text>
      )}
    </HStack>
  );
}
