import { Alert, Badge, Text, type TextProps } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';
import type { Transaction } from '../contracts';
import { healthPaths } from '../contracts/health.paths';
import { formatMoney } from '../format/money';
import { useLanguage, useShellText } from '../i18n/react';
import { shellText } from '../i18n/shell-text';
import type { Language } from '../i18n/languages';

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
  const t = useShellText();
  if (mode !== 'test') return null;
  return (
    <Alert.Root status="warning" variant="surface" rounded="lg" mb="6" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('payments.test.title')}</Alert.Title>
        <Alert.Description>{t('payments.test.text')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

type Refunded = Pick<Transaction, 'status' | 'refund'>;

/** "Refunded — ৳ 800.00, reference R123": what happened to a second payment given back; null for others. */
export function refundText({ status, refund }: Refunded, language: Language = 'en'): string | null {
  if (!refund) return null;
  const amount = formatMoney(refund.amount, { language });
  const reference = refund.reference ? shellText('payments.reference', { reference: refund.reference }, language) : '';
  if (status === 'refunded') return shellText('payments.refunded', { amount, reference }, language);
  if (status === 'refund_failed')
    return shellText('payments.refundFailed', { amount, reason: refund.reason ? `: ${refund.reason}` : '' }, language);
  return shellText('payments.refundPending', { amount, reference }, language);
}

/** The refund line under a transaction (member and admin lists). */
export function RefundNote({ transaction, ...props }: { transaction: Refunded } & TextProps) {
  const text = refundText(transaction, useLanguage());
  if (!text) return null;
  return (
    <Text fontSize="xs" color={transaction.status === 'refund_failed' ? 'fg.error' : 'fg.muted'} {...props}>
      {text}
    </Text>
  );
}

/** "Renewal" beside a payment that renews a membership (rather than a first application); nothing otherwise. */
export function RenewalMark({ transaction }: { transaction: Pick<Transaction, 'membership_request'> }) {
  const t = useShellText();
  if (!transaction.membership_request || transaction.membership_request.renewal_of === null) return null;
  return (
    <Badge colorPalette="blue" variant="outline" size="sm" ms="1">
      {t('payments.renewal')}
    </Badge>
  );
}

/** What a payment paid for: the membership type's name, or "Event ticket: <title>" (issue 38). */
export function paymentItemName(
  transaction: Pick<Transaction, 'membership_request' | 'event'>,
  language: Language = 'en',
): string {
  if (transaction.membership_request) return transaction.membership_request.membership_type.name;
  return shellText('payments.eventTicket', { title: transaction.event?.title ?? '' }, language);
}

/** The association a payment went to, whether a membership or an event ticket. */
export function paymentAssociationName(transaction: Pick<Transaction, 'membership_request' | 'event'>): string {
  return (transaction.membership_request ?? transaction.event)?.alumni_association.name ?? '';
}
