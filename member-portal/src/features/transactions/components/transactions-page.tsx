import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import {
  ListPage,
  paymentAssociationName,
  paymentItemName,
  RefundNote,
  StatusBadge,
  TestPaymentsNotice,
  useLanguage,
  usePagedQuery,
  type DataColumn,
} from '@alumni/shared';
import { formatDateTime, formatMoney } from '@alumni/shared/format';
import { DEFAULT_PAGE_SIZE, type Transaction } from '@alumni/shared/contracts';
import type { Language } from '@alumni/shared/i18n';
import { useMemberText, type MemberText } from '../../../i18n/use-member-text';
import { transactionsQuery } from '../api/transactions';

const paymentKind = (t: Transaction, text: MemberText) => (
  <Badge variant="outline">{text(t.offline ? 'transactions.offline' : 'transactions.online')}</Badge>
);

const when = (t: Transaction, language: Language) => formatDateTime(t.transaction_date ?? t.created_at, language);

/** The table's columns in the page's language (headers from the catalog, amounts and dates in its digits). */
const columnsIn = (text: MemberText, language: Language): DataColumn<Transaction>[] => [
  {
    header: text('transactions.column.id'),
    cell: (t) => t.transaction_id,
    cellProps: { fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'normal', wordBreak: 'break-all', minW: '28' },
  },
  {
    header: text('transactions.column.association'),
    cell: (t) => paymentAssociationName(t),
    cellProps: { whiteSpace: 'normal', minW: '40' },
  },
  {
    header: text('transactions.column.type'),
    cell: (t) => paymentItemName(t),
    headerProps: { whiteSpace: 'normal' },
    cellProps: { whiteSpace: 'normal' },
  },
  {
    header: text('transactions.column.amount'),
    align: 'end',
    cell: (t) => formatMoney(t.amount, { language }),
    cellProps: { whiteSpace: 'nowrap' },
  },
  {
    header: text('transactions.column.date'),
    cell: (t) => when(t, language),
    headerProps: { whiteSpace: 'normal' },
    cellProps: { whiteSpace: 'nowrap' },
  },
  { header: text('transactions.column.payment'), cell: (t) => paymentKind(t, text) },
  {
    header: text('transactions.column.status'),
    cell: (t) => (
      <>
        <StatusBadge kind="transaction" of={t} />
        <RefundNote transaction={t} mt="1" />
      </>
    ),
    cellProps: { whiteSpace: 'normal', minW: '32' },
  },
];

function TransactionCard({ transaction }: { transaction: Transaction }) {
  const text = useMemberText();
  const language = useLanguage();
  return (
    <>
      <Flex justify="space-between" gap="3" align="flex-start">
        <Box minW="0">
          <Text fontWeight="semibold">{paymentAssociationName(transaction)}</Text>
          <Text fontSize="sm">{paymentItemName(transaction)}</Text>
        </Box>
        <Text fontWeight="semibold" whiteSpace="nowrap">
          {formatMoney(transaction.amount, { language })}
        </Text>
      </Flex>
      <Text fontFamily="mono" fontSize="xs" color="fg.muted" mt="2" wordBreak="break-all">
        {transaction.transaction_id}
      </Text>
      <Flex justify="space-between" align="center" gap="2" mt="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {when(transaction, language)}
        </Text>
        <Flex gap="2">
          {paymentKind(transaction, text)}
          <StatusBadge kind="transaction" of={transaction} />
        </Flex>
      </Flex>
      <RefundNote transaction={transaction} mt="2" />
    </>
  );
}

export function TransactionsPage() {
  const t = useMemberText();
  const language = useLanguage();
  const list = usePagedQuery(DEFAULT_PAGE_SIZE.transactions, transactionsQuery);
  return (
    <ListPage
      title={t('transactions.title')}
      description={t('transactions.description')}
      above={<TestPaymentsNotice />}
      {...list}
      what={t('transactions.what')}
      label={t('transactions.label')}
      columns={columnsIn(t, language)}
      card={(transaction) => <TransactionCard transaction={transaction} />}
      empty={t('transactions.empty')}
      emptyPage={t('transactions.emptyPage')}
    />
  );
}
