import { Box, Table } from '@chakra-ui/react';
import type { Key, ReactNode } from 'react';
import type { DataColumn } from './columns';
import { StackedItem, StackedList } from './stacked-list';

export type DataTableProps<T> = {
  rows: readonly T[];
  columns: readonly DataColumn<T>[];
  /** Names the table (and the phone's list) for assistive technology and tests. */
  label?: string;
  /** A row's key; by default its `id`. */
  rowKey?: (row: T) => Key;
  /**
   * The phone layout: one card per row below md, the table from md up. Without it the table shows on
   * every screen and its columns hide below their `hideBelow`.
   */
  card?: (row: T) => ReactNode;
  size?: 'sm' | 'md';
  /** The position of the first row (a later page starts further on). */
  firstPosition?: number;
  isBusy?: boolean;
};

const idOf = (row: unknown): Key => (row as { id: Key }).id;

/** The one table of the dashboards: a table on a wide screen, a stacked list or fewer columns on a phone. */
export function DataTable<T>({
  rows,
  columns,
  label,
  rowKey = idOf,
  card,
  size = 'sm',
  firstPosition = 1,
  isBusy,
}: DataTableProps<T>) {
  const table = (
    <Table.Root size={size} aria-label={label} aria-busy={isBusy} interactive={!card}>
      <Table.Header>
        <Table.Row bg={card ? 'bg.muted' : undefined}>
          {columns.map((column, index) => (
            <Table.ColumnHeader
              key={index}
              hideBelow={column.hideBelow}
              textAlign={column.align}
              {...column.headerProps}
            >
              {column.header}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row, index) => (
          <Table.Row key={rowKey(row)}>
            {columns.map((column, at) => (
              <Table.Cell key={at} hideBelow={column.hideBelow} textAlign={column.align} {...column.cellProps}>
                {column.cell(row, { position: firstPosition + index })}
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
  if (!card) {
    return (
      <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
        {table}
      </Table.ScrollArea>
    );
  }
  return (
    <>
      <StackedList label={label}>
        {rows.map((row) => (
          <StackedItem key={rowKey(row)}>{card(row)}</StackedItem>
        ))}
      </StackedList>
      <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflow="hidden" hideBelow="md">
        <Table.ScrollArea>{table}</Table.ScrollArea>
      </Box>
    </>
  );
}
