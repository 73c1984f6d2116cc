import { Alert, Badge, Text, type TextProps } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import type { Transaction } from '../contracts';
import { healthPaths } from '../contracts/health.paths';
import { formatMoney } from '../format/money';

const healthKeys = { payments: ['health', 'payments'] as const };

/** How the site takes payments (GET /health): `test` while no money moves (the sandbox, a test store). */
export function usePaymentMode() {
  return useQuery({
    queryKey: healthKeys.payments,
    queryFn: async () => (await api.get(healthPaths.health())).data.payments,
    staleTime: Infinity,
  });
}

/** A visible warning where members pay, while payments are in test mode; nothing otherwise. */
export function TestPaymentsNotice() {
  const { data: mode } = usePaymentMode();
  if (mode !== 'test') return null;
  return (
    <Alert.Root status="warning" variant="surface" rounded="lg" mb="6" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Test payments</Alert.Title>
        <Alert.Description>
          This site takes payments in test mode: no money moves, and a payment made here is not a real one.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

type Refunded = Pick<Transaction, 'status' | 'refund'>;

/** "Refunded — ৳ 800.00, reference R123": what happened to a second payment given back; null for others. */
export function refundText({ status, refund }: Refunded): string | null {
  if (!refund) return null;
  const amount = formatMoney(refund.amount);
  const reference = refund.reference ? `, reference ${refund.reference}` : '';
  if (status === 'refunded') return `Refunded — ${amount}${reference}`;
  if (status === 'refund_failed')
    return `Refund of ${amount} failed${refund.reason ? `: ${refund.reason}` : ''}. The association will refund it.`;
  return `Paid twice: ${amount} is being refunded${reference}`;
}

/** The refund line under a transaction (member and admin lists). */
export function RefundNote({ transaction, ...props }: { transaction: Refunded } & TextProps) {
  const text = refundText(transaction);
  if (!text) return null;
  return (
    <Text fontSize="xs" color={transaction.status === 'refund_failed' ? 'fg.error' : 'fg.muted'} {...props}>
      {text}
    </Text>
  );
}

/** "Renewal" beside a payment that renews a membership (rather than a first application); nothing otherwise. */
export function RenewalMark({ transaction }: { transaction: Pick<Transaction, 'membership_request'> }) {
  if (!transaction.membership_request || transaction.membership_request.renewal_of === null) return null;
  return (
    <Badge colorPalette="blue" variant="outline" size="sm" ms="1">
      Renewal
    </Badge>
  );
}

/** What a payment paid for: the membership type's name, or "Event ticket: <title>" (issue 38). */
export function paymentItemName(transaction: Pick<Transaction, 'membership_request' | 'event'>): string {
  if (transaction.membership_request) return transaction.membership_request.membership_type.name;
  return `Event ticket: ${transaction.event?.title ?? ''}`;
}

/** The association a payment went to, whether a membership or an event ticket. */
export function paymentAssociationName(transaction: Pick<Transaction, 'membership_request' | 'event'>): string {
  return (transaction.membership_request ?? transaction.event)?.alumni_association.name ?? '';
}
