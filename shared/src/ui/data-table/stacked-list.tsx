import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The phone layout of a table: one card per row (the table shows from md up). */
export function StackedList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Stack as="ul" aria-label={label} gap="3" hideFrom="md" listStyleType="none">
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
