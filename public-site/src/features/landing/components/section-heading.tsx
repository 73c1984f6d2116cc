import { Box, Container, Heading, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BANGLA_HEADING } from '../../../components/bangla-text';
import { Eyebrow } from '../../../components/eyebrow';

/** Eyebrow, title and lead text every landing section starts with. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  align = 'center',
}: {
  id: string;
  eyebrow?: string;
  title: string;
  text?: string;
  align?: 'center' | 'start';
}) {
  return (
    <Stack
      gap="3"
      mb={{ base: '8', md: '12' }}
      textAlign={align}
      align={align === 'center' ? 'center' : 'flex-start'}
      maxW="3xl"
      mx={align === 'center' ? 'auto' : undefined}
    >
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Heading id={id} as="h2" fontSize={{ base: '2xl', md: '4xl' }} letterSpacing="tight" css={BANGLA_HEADING}>
        {title}
      </Heading>
      {text && (
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {text}
        </Text>
      )}
    </Stack>
  );
}

/** A landing section, labelled by its heading `<name>-title`, its content in a centred container. */
export function LandingSection({
  name,
  maxW = '7xl',
  children,
  ...box
}: { name: string; maxW?: string; children: ReactNode } & Omit<BoxProps, 'children' | 'maxW'>) {
  return (
    <Box as="section" aria-labelledby={`${name}-title`} py={{ base: '14', md: '20' }} {...box}>
      <Container maxW={maxW}>{children}</Container>
    </Box>
  );
}
