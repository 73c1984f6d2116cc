import { Badge, Box, Flex, Table, Text } from '@chakra-ui/react';
import {
  PageHeader,
  PaginationBar,
  QueryState,
  RefundNote,
  StatusBadge,
  TestPaymentsNotice,
  usePageParams,
  usePageTitle,
} from '@alumni/shared';
import { formatDateTime, formatMoney } from '@alumni/shared/format';
import { DEFAULT_PAGE_SIZE, type Transaction } from '@alumni/shared/contracts';
import { StackedItem, StackedList } from '../../../components/stacked-list';
import { useTransactions } from '../api/transactions';

function TransactionRow({ transaction }: { transaction: Transaction }) {
  const { membership_request: request } = transaction;
  return (
    <Table.Row>
      <Table.Cell fontFamily="mono" fontSize="xs" whiteSpace="normal" wordBreak="break-all" minW="28">
        {transaction.transaction_id}
      </Table.Cell>
      <Table.Cell whiteSpace="normal" minW="40">
        {request.alumni_association.name}
      </Table.Cell>
      <Table.Cell whiteSpace="normal">{request.membership_type.name}</Table.Cell>
      <Table.Cell textAlign="end" whiteSpace="nowrap">
        {formatMoney(transaction.amount)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {formatDateTime(transaction.transaction_date ?? transaction.created_at)}
      </Table.Cell>
      <Table.Cell>
        <Badge variant="outline">{transaction.offline ? 'Offline' : 'Online'}</Badge>
      </Table.Cell>
      <Table.Cell whiteSpace="normal" minW="32">
        <StatusBadge kind="transaction" of={transaction} />
        <RefundNote transaction={transaction} mt="1" />
      </Table.Cell>
    </Table.Row>
  );
}

function TransactionCard({ transaction }: { transaction: Transaction }) {
  const { membership_request: request } = transaction;
  return (
    <StackedItem>
      <Flex justify="space-between" gap="3" align="flex-start">
        <Box minW="0">
          <Text fontWeight="semibold">{request.alumni_association.name}</Text>
          <Text fontSize="sm">{request.membership_type.name}</Text>
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
          <Badge variant="outline">{transaction.offline ? 'Offline' : 'Online'}</Badge>
          <StatusBadge kind="transaction" of={transaction} />
        </Flex>
      </Flex>
      <RefundNote transaction={transaction} mt="2" />
    </StackedItem>
  );
}

export function TransactionsPage() {
  usePageTitle('Your Transactions');
  const { page, limit } = usePageParams(DEFAULT_PAGE_SIZE.transactions);
  const query = useTransactions(page, limit);
  return (
    <>
      <PageHeader title="Your Transactions" description="Membership payments, online and offline." />
      <TestPaymentsNotice />
      <QueryState query={query} what="Your transactions">
        {({ count, results }) =>
          results.length === 0 ? (
            <Text color="fg.muted">
              {count === 0 ? 'You have no transactions yet.' : 'There are no transactions on this page.'}
            </Text>
          ) : (
            <>
              <StackedList label="Your transactions">
                {results.map((transaction) => (
                  <TransactionCard key={transaction.id} transaction={transaction} />
                ))}
              </StackedList>
              <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflow="hidden" hideBelow="md">
                <Table.ScrollArea>
                  <Table.Root size="sm" aria-label="Your transactions" aria-busy={query.isFetching}>
                    <Table.Header>
                      <Table.Row bg="bg.muted">
                        <Table.ColumnHeader>Transaction ID</Table.ColumnHeader>
                        <Table.ColumnHeader>Association</Table.ColumnHeader>
                        <Table.ColumnHeader whiteSpace="normal">Membership Type</Table.ColumnHeader>
                        <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                        <Table.ColumnHeader whiteSpace="normal">Date and Time</Table.ColumnHeader>
                        <Table.ColumnHeader>Payment</Table.ColumnHeader>
                        <Table.ColumnHeader>Status</Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {results.map((transaction) => (
                        <TransactionRow key={transaction.id} transaction={transaction} />
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              </Box>
              <PaginationBar count={count} limit={limit} page={page} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
