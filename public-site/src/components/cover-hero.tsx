import { Box, Container, Heading, type BoxProps, type HeadingProps } from '@chakra-ui/react';
import { DEFAULT_COVER_URL, MediaImage } from '@alumni/shared';
import type { ReactNode } from 'react';
import { BANGLA_HEADING } from './bangla-text';

export type CoverHeroProps = {
  cover: string | null;
  alt: string;
  /** The box's height from `md` up (200px on a phone). */
  mdHeight: string;
  /** How dark the shade under the text is at the bottom. */
  shade: BoxProps['gradientFrom'];
  children: ReactNode;
};

/**
 * A details page's cover photo with its title over the bottom. The cover is the largest thing on the first
 * screen: fetched first, in a box of fixed height (no shift).
 */
export function CoverHero({ cover, alt, mdHeight, shade, children }: CoverHeroProps) {
  return (
    <Box position="relative" h={{ base: '200px', md: mdHeight }} bg="brand.700" overflow="hidden">
      <MediaImage
        path={cover}
        fallback={DEFAULT_COVER_URL}
        alt={alt}
        w="full"
        h="full"
        objectFit="cover"
        fetchPriority="high"
      />
      <Box position="absolute" inset="0" bgGradient="to-t" gradientFrom={shade} gradientTo="transparent" />
      <Container maxW="6xl" position="absolute" bottom={{ base: '4', md: '8' }} left="0" right="0">
        {children}
      </Container>
    </Box>
  );
}

/** The page's h1 over the cover, white with a shadow. */
export function CoverTitle(props: HeadingProps) {
  return (
    <Heading
      as="h1"
      fontSize={{ base: 'xl', md: '4xl' }}
      color="white"
      lineHeight="1.2"
      textShadow="0 1px 3px rgba(0,0,0,0.5)"
      css={BANGLA_HEADING}
      {...props}
    />
  );
}
