import { Badge } from '@chakra-ui/react';
import type { Transaction } from '@alumni/shared/contracts';

const STATUS = {
  success: { label: 'Approved', palette: 'green' },
  pending: { label: 'Pending', palette: 'orange' },
  failed: { label: 'Failed', palette: 'red' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
} as const;

export function TransactionStatusBadge({ status }: { status: Transaction['status'] }) {
  const { label, palette } = STATUS[status] ?? STATUS.pending;
  return (
    <Badge colorPalette={palette} variant="subtle">
      {label}
    </Badge>
  );
}
