import { Box, Button, HStack, Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import {
  getErrorMessage,
  PageHeader,
  PaginationBar,
  QueryState,
  RefundNote,
  showResult,
  StatusBadge,
  useActionDialogs,
  usePageParams,
  usePageTitle,
} from '@alumni/shared';
import { formatDateTime, formatMoney } from '@alumni/shared/format';
import { DEFAULT_PAGE_SIZE, type Transaction, type TransactionApprove } from '@alumni/shared/contracts';
import { Check, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { openFetchedFile } from '../../../components/save-blob';
import { useAssociationId } from '../../associations';
import { getProofDocument, useApproveTransaction, useTransactions } from '../api/transactions';
import { ApproveDialog } from './approve-dialog';

const nameOf = (t: Transaction) => `${t.user.first_name} ${t.user.last_name}`.trim() || t.user.email;

function ProofLink({ transaction }: { transaction: Transaction }) {
  const [isOpening, setOpening] = useState(false);
  if (!transaction.proof_document) return null;
  const path = transaction.proof_document;
  const open = async () => {
    setOpening(true);
    try {
      await openFetchedFile(() => getProofDocument(path), `proof-${transaction.transaction_id}.pdf`);
    } catch (e) {
      await showResult({ status: 'error', title: 'Error', text: getErrorMessage(e, 'There is an error.') });
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="ghost"
      onClick={open}
      loading={isOpening}
      aria-label={`Proof of ${transaction.transaction_id}`}
    >
      <FileText /> Proof
    </Button>
  );
}

type TableProps = { transactions: Transaction[]; offline: boolean; onApprove: (t: Transaction) => void };

function TransactionTable({ transactions, offline, onApprove }: TableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>User name</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="lg">Email</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="lg">Transaction id</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="lg">Date and time</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md" textAlign="end">
              Amount
            </Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">Status</Table.ColumnHeader>
            {offline && <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {transactions.map((t) => (
            <Table.Row key={t.id}>
              <Table.Cell whiteSpace="normal" minW={{ lg: '36' }}>
                <ChakraLink asChild color="brand.fg" fontWeight="medium">
                  <Link to={`/user/${t.user.public_handle}`}>{nameOf(t)}</Link>
                </ChakraLink>
                <Text fontSize="xs" color="fg.muted">
                  {t.membership_request.membership_type.name}
                </Text>
                <Text hideFrom="lg" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  {`${t.user.email} · ${formatDateTime(t.created_at)}`}
                  <br />
                  {t.transaction_id}
                </Text>
                <HStack hideFrom="md" gap="2" mt="1">
                  <Text fontSize="sm">{formatMoney(t.amount)}</Text>
                  <StatusBadge kind="transaction" of={t} />
                </HStack>
                <RefundNote transaction={t} hideFrom="md" mt="1" />
              </Table.Cell>
              <Table.Cell hideBelow="lg" whiteSpace="normal" overflowWrap="anywhere" maxW="56">
                {t.user.email}
              </Table.Cell>
              <Table.Cell
                hideBelow="lg"
                fontFamily="mono"
                fontSize="xs"
                whiteSpace="normal"
                wordBreak="break-all"
                maxW="40"
              >
                {t.transaction_id}
                {t.platform_transaction_id && <Text color="fg.muted">{`Ref: ${t.platform_transaction_id}`}</Text>}
              </Table.Cell>
              <Table.Cell hideBelow="lg" whiteSpace="normal" minW="28">
                {formatDateTime(t.created_at)}
              </Table.Cell>
              <Table.Cell hideBelow="md" textAlign="end" whiteSpace="nowrap">
                {formatMoney(t.amount)}
              </Table.Cell>
              <Table.Cell hideBelow="md" whiteSpace="normal" maxW="56">
                <StatusBadge kind="transaction" of={t} />
                <RefundNote transaction={t} mt="1" />
              </Table.Cell>
              {offline && (
                <Table.Cell>
                  <Stack
                    direction={{ base: 'column', md: 'row' }}
                    justify="flex-end"
                    align={{ base: 'flex-end', md: 'center' }}
                    gap="1"
                  >
                    <ProofLink transaction={t} />
                    {t.status === 'pending' ? (
                      <Button size="xs" onClick={() => onApprove(t)} aria-label={`Approve ${t.transaction_id}`}>
                        <Check /> Approve
                      </Button>
                    ) : (
                      <Text as="span" color="fg.muted" fontSize="sm" px="2">
                        N/A
                      </Text>
                    )}
                  </Stack>
                </Table.Cell>
              )}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Online or offline membership payments of the association; offline ones are approved here. */
export function TransactionsPage({ offline }: { offline: boolean }) {
  const title = offline ? 'Offline Transactions' : 'Online Transactions';
  usePageTitle(title);
  const associationId = useAssociationId();
  const { page, limit } = usePageParams(DEFAULT_PAGE_SIZE.transactions);
  const query = useTransactions({ associationId, offline, page, limit });
  const approve = useApproveTransaction(associationId);
  const { runAction } = useActionDialogs();
  const [approving, setApproving] = useState<Transaction | null>(null);

  const onApprove = (transaction: Transaction, body: TransactionApprove) => {
    void runAction({
      action: () => approve.mutateAsync({ id: transaction.id, body }),
      successText: 'Transaction approved successfully.',
      errorText: (e) => getErrorMessage(e, 'There was an error.'),
    });
  };

  return (
    <Box>
      <PageHeader
        title={title}
        description={
          offline
            ? 'Payments made in cash or by transfer; approve them once the money arrived.'
            : 'Payments made through the payment gateway.'
        }
      />
      <QueryState query={query} what="The transactions">
        {(data) =>
          data.results.length === 0 ? (
            <Text color="fg.muted" py="10" textAlign="center">
              No {offline ? 'offline' : 'online'} transaction yet.
            </Text>
          ) : (
            <>
              <TransactionTable transactions={data.results} offline={offline} onApprove={setApproving} />
              <PaginationBar count={data.count} limit={limit} page={page} />
            </>
          )
        }
      </QueryState>
      <ApproveDialog transaction={approving} onClose={() => setApproving(null)} onApprove={onApprove} />
    </Box>
  );
}
