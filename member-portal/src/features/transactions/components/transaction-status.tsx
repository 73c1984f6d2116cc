import { Badge } from '@chakra-ui/react';
import type { Transaction } from '@alumni/shared/contracts';

const STATUS: Record<Transaction['status'], { label: string; palette: string }> = {
  success: { label: 'Approved', palette: 'green' },
  pending: { label: 'Pending', palette: 'orange' },
  failed: { label: 'Failed', palette: 'red' },
  cancelled: { label: 'Cancelled', palette: 'gray' },
};

/** Spec section 4: success is Approved, otherwise Pending; failed and cancelled payments say so. */
export function TransactionStatus({ transaction }: { transaction: Pick<Transaction, 'status' | 'success'> }) {
  const status = transaction.success ? STATUS.success : (STATUS[transaction.status] ?? STATUS.pending);
  return (
    <Badge colorPalette={status.palette} variant="subtle">
      {status.label}
    </Badge>
  );
}
