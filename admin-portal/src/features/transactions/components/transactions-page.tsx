import { Box, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import {
  DataList,
  getErrorMessage,
  openFetchedFile,
  PageHeader,
  paymentItemName,
  RefundNote,
  RenewalMark,
  showResult,
  StatusBadge,
  useActionDialogs,
  usePageParams,
  usePageTitle,
  type DataColumn,
} from '@alumni/shared';
import { formatDateTime, formatMoney } from '@alumni/shared/format';
import { DEFAULT_PAGE_SIZE, type Transaction, type TransactionApprove } from '@alumni/shared/contracts';
import { Check, FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { associationPath } from '../../../components/association-paths';
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

function ApproveCell({ transaction, onApprove }: { transaction: Transaction; onApprove: (t: Transaction) => void }) {
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="flex-end"
      align={{ base: 'flex-end', md: 'center' }}
      gap="1"
    >
      <ProofLink transaction={transaction} />
      {transaction.status === 'pending' ? (
        <Button size="xs" onClick={() => onApprove(transaction)} aria-label={`Approve ${transaction.transaction_id}`}>
          <Check /> Approve
        </Button>
      ) : (
        <Text as="span" color="fg.muted" fontSize="sm" px="2">
          N/A
        </Text>
      )}
    </Stack>
  );
}

const columns: DataColumn<Transaction>[] = [
  {
    header: 'User name',
    cell: (t) => (
      <>
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to={`/user/${t.user.public_handle}`}>{nameOf(t)}</Link>
        </ChakraLink>
        <Text fontSize="xs" color="fg.muted">
          {paymentItemName(t)}
          <RenewalMark transaction={t} />
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
      </>
    ),
    cellProps: { whiteSpace: 'normal', minW: { lg: '36' } },
  },
  {
    header: 'Email',
    hideBelow: 'lg',
    cell: (t) => t.user.email,
    cellProps: { whiteSpace: 'normal', overflowWrap: 'anywhere', maxW: '56' },
  },
  {
    header: 'Transaction id',
    hideBelow: 'lg',
    cell: (t) => (
      <>
        {t.transaction_id}
        {t.platform_transaction_id && <Text color="fg.muted">{`Ref: ${t.platform_transaction_id}`}</Text>}
      </>
    ),
    cellProps: { fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'normal', wordBreak: 'break-all', maxW: '40' },
  },
  {
    header: 'Date and time',
    hideBelow: 'lg',
    cell: (t) => formatDateTime(t.created_at),
    cellProps: { whiteSpace: 'normal', minW: '28' },
  },
  {
    header: 'Amount',
    hideBelow: 'md',
    align: 'end',
    cell: (t) => formatMoney(t.amount),
    cellProps: { whiteSpace: 'nowrap' },
  },
  {
    header: 'Status',
    hideBelow: 'md',
    cell: (t) => (
      <>
        <StatusBadge kind="transaction" of={t} />
        <RefundNote transaction={t} mt="1" />
      </>
    ),
    cellProps: { whiteSpace: 'normal', maxW: '56' },
  },
];

/** The offline list adds the Action column: the proof and Approve for a pending payment. */
const offlineColumns = (onApprove: (t: Transaction) => void): DataColumn<Transaction>[] => [
  ...columns,
  {
    header: 'Action',
    headerProps: { textAlign: 'end' },
    cell: (t) => <ApproveCell transaction={t} onApprove={onApprove} />,
  },
];

/** Online or offline membership payments of the association; offline ones are approved here. */
export function TransactionsPage({ offline }: { offline: boolean }) {
  const title = offline ? 'Offline Transactions' : 'Online Transactions';
  usePageTitle(title);
  const associationId = useAssociationId();
  const paging = usePageParams(DEFAULT_PAGE_SIZE.transactions);
  // ?status=pending (the dashboard's link): only the offline payments waiting for approval.
  const [searchParams] = useSearchParams();
  const pendingOnly = offline && searchParams.get('status') === 'pending';
  const query = useTransactions({ associationId, offline, ...paging, pendingOnly });
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
        actions={
          offline && (
            <Button asChild size="sm" variant="outline">
              <Link to={associationPath(associationId, 'transactions/offline/reconcile')}>
                <FileSpreadsheet /> Reconcile a statement
              </Link>
            </Button>
          )
        }
      />
      {pendingOnly && (
        <Text mb="4" fontSize="sm" color="fg.muted">
          Showing the payments waiting for approval.{' '}
          <ChakraLink asChild color="brand.fg">
            <Link to={associationPath(associationId, 'transactions/offline')}>Show all</Link>
          </ChakraLink>
        </Text>
      )}
      <DataList
        query={query}
        paging={paging}
        what="The transactions"
        columns={offline ? offlineColumns(setApproving) : columns}
        empty={
          pendingOnly
            ? 'No offline payment is waiting for approval.'
            : `No ${offline ? 'offline' : 'online'} transaction yet.`
        }
      />
      <ApproveDialog transaction={approving} onClose={() => setApproving(null)} onApprove={onApprove} />
    </Box>
  );
}
