import { Badge, Text } from '@chakra-ui/react';
import { DataList, type DataColumn } from '@alumni/shared';
import type { MemberImportAction, MemberImportRow } from '@alumni/shared/contracts';

const ACTIONS: Record<MemberImportAction, { label: string; palette: string }> = {
  create: { label: 'Create', palette: 'green' },
  update: { label: 'Update', palette: 'blue' },
  unchanged: { label: 'Unchanged', palette: 'gray' },
  refuse: { label: 'Refused', palette: 'red' },
};

const columns: DataColumn<MemberImportRow>[] = [
  { header: 'Row', cell: (r) => r.row, cellProps: { fontFamily: 'mono' } },
  {
    header: 'Action',
    cell: (r) => (
      <Badge colorPalette={ACTIONS[r.action].palette} variant="subtle">
        {ACTIONS[r.action].label}
      </Badge>
    ),
  },
  {
    header: 'Member',
    cell: (r) => (
      <>
        <Text>{r.name || '—'}</Text>
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {r.email}
        </Text>
      </>
    ),
    cellProps: { whiteSpace: 'normal' },
  },
  { header: 'Serial', hideBelow: 'sm', cell: (r) => r.serial ?? '', cellProps: { fontFamily: 'mono' } },
  {
    header: 'Why',
    cell: (r) => r.reason ?? (r.invited ? 'New account: invited by e-mail to set a password' : ''),
    cellProps: { whiteSpace: 'normal' },
  },
];

/** What the import does (or did) with each row, and why it refuses one. */
export function ImportRowsTable({ rows }: { rows: MemberImportRow[] }) {
  return <DataList rows={rows} what="The rows" columns={columns} empty="The file has no data rows." />;
}
