import { Badge, Box, Flex, Text } from '@chakra-ui/react';
import {
  DataList,
  PageHeader,
  paymentAssociationName,
  paymentItemName,
  RefundNote,
  StatusBadge,
  TestPaymentsNotice,
  usePageParams,
  usePageTitle,
  type DataColumn,
} from '@alumni/shared';
import { formatDateTime, formatMoney } from '@alumni/shared/format';
import { DEFAULT_PAGE_SIZE, type Transaction } from '@alumni/shared/contracts';
import { useTransactions } from '../api/transactions';

const paymentKind = (t: Transaction) => <Badge variant="outline">{t.offline ? 'Offline' : 'Online'}</Badge>;

const columns: DataColumn<Transaction>[] = [
  {
    header: 'Transaction ID',
    cell: (t) => t.transaction_id,
    cellProps: { fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'normal', wordBreak: 'break-all', minW: '28' },
  },
  {
    header: 'Association',
    cell: (t) => paymentAssociationName(t),
    cellProps: { whiteSpace: 'normal', minW: '40' },
  },
  {
    header: 'Membership Type',
    cell: (t) => paymentItemName(t),
    headerProps: { whiteSpace: 'normal' },
    cellProps: { whiteSpace: 'normal' },
  },
  { header: 'Amount', align: 'end', cell: (t) => formatMoney(t.amount), cellProps: { whiteSpace: 'nowrap' } },
  {
    header: 'Date and Time',
    cell: (t) => formatDateTime(t.transaction_date ?? t.created_at),
    headerProps: { whiteSpace: 'normal' },
    cellProps: { whiteSpace: 'nowrap' },
  },
  { header: 'Payment', cell: paymentKind },
  {
    header: 'Status',
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
  return (
    <>
      <Flex justify="space-between" gap="3" align="flex-start">
        <Box minW="0">
          <Text fontWeight="semibold">{paymentAssociationName(transaction)}</Text>
          <Text fontSize="sm">{paymentItemName(transaction)}</Text>
        </Box>
        <Text fontWeight="semibold" whiteSpace="nowrap">
          {formatMoney(transaction.amount)}
        </Text>
      </Flex>
      <Text fontFamily="mono" fontSize="xs" color="fg.muted" mt="2" wordBreak="break-all">
        {transaction.transaction_id}
      </Text>
      <Flex justify="space-between" align="center" gap="2" mt="2" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {formatDateTime(transaction.transaction_date ?? transaction.created_at)}
        </Text>
        <Flex gap="2">
          {paymentKind(transaction)}
          <StatusBadge kind="transaction" of={transaction} />
        </Flex>
      </Flex>
      <RefundNote transaction={transaction} mt="2" />
    </>
  );
}

export function TransactionsPage() {
  usePageTitle('Your Transactions');
  const paging = usePageParams(DEFAULT_PAGE_SIZE.transactions);
  const query = useTransactions(paging.page, paging.limit);
  return (
    <>
      <PageHeader title="Your Transactions" description="Membership payments, online and offline." />
      <TestPaymentsNotice />
      <DataList
        query={query}
        paging={paging}
        what="Your transactions"
        label="Your transactions"
        columns={columns}
        card={(transaction) => <TransactionCard transaction={transaction} />}
        empty="You have no transactions yet."
        emptyPage="There are no transactions on this page."
      />
    </>
  );
}
