import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One labelled fact of a details page (an address, a date), its icon before it. */
export function IconFact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <HStack align="flex-start" gap="3">
      <Box color="brand.solid" pt="0.5" aria-hidden="true">
        {icon}
      </Box>
      <Stack gap="0" minW="0">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Box wordBreak="break-word">{children}</Box>
      </Stack>
    </HStack>
  );
}
