import { Box, Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The phone layout of a table: one card per row (the table shows from md up). */
export function StackedList({ label, children, ...rest }: StackProps & { label: string; children: ReactNode }) {
  return (
    <Stack as="ul" aria-label={label} gap="3" hideFrom="md" listStyleType="none" {...rest}>
      {children}
    </Stack>
  );
}

export function StackedItem({ children }: { children: ReactNode }) {
  return (
    <Box as="li" bg="bg.panel" borderWidth="1px" borderRadius="lg" p="4">
      {children}
    </Box>
  );
}
