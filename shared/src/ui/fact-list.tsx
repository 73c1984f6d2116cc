import { Box, Grid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type Fact = [label: string, value: ReactNode];

/** Label/value pairs of a details page: label above the value on a phone, beside it from `sm` up. */
export function FactList({ facts, labelWidth = '10rem' }: { facts: Fact[]; labelWidth?: string }) {
  return (
    <Grid
      as="dl"
      templateColumns={{ base: '1fr', sm: `${labelWidth} 1fr` }}
      columnGap="4"
      rowGap={{ base: '1', sm: '3' }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted" fontSize="sm" pt={{ base: '2', sm: '0.5' }}>
            {label}
          </Text>
          <Box as="dd" minW="0" overflowWrap="anywhere">
            {value === null || value === undefined || value === '' ? '—' : value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}
