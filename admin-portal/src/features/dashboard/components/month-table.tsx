import { Box, Table } from '@chakra-ui/react';
import type { DashboardMonth } from '@alumni/shared/contracts';
import { formatMoney } from '@alumni/shared/format';
import { monthLabel } from './month-labels';

/** The chart's figures as a table (what a screen reader reads; the canvas is hidden from it), newest first. */
export function MonthTable({ months }: { months: DashboardMonth[] }) {
  return (
    <Box as="details" mt="4">
      <Box as="summary" cursor="pointer" fontSize="sm" color="fg.muted">
        Figures by month
      </Box>
      <Table.ScrollArea mt="2">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Month</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">New members</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...months].reverse().map((m) => (
              <Table.Row key={m.month}>
                <Table.Cell>{monthLabel(m.month, 'long')}</Table.Cell>
                <Table.Cell textAlign="end">{m.new_members}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(m.revenue)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
