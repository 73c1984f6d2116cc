import { Alert, Text, type TextProps } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import type { Health, Transaction } from '../contracts';
import { healthPaths } from '../contracts/health.paths';
import { formatMoney } from '../format/money';

/** How the site takes payments (GET /health): `test` while no money moves (the sandbox, a test store). */
export function usePaymentMode() {
  return useQuery({
    queryKey: ['health', 'payments'],
    queryFn: async () => (await api.get<Health>(healthPaths.health())).data.payments,
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
