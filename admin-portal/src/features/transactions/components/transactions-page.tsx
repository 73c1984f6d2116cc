import { Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import {
  getErrorMessage,
  ListPage,
  openFetchedFile,
  paymentItemName,
  RefundNote,
  RenewalMark,
  showResult,
  StatusBadge,
  useActionDialogs,
  useLanguage,
  usePagedQuery,
  usePortalCatalog,
  type DataColumn,
} from '@alumni/shared';
import type { Language } from '@alumni/shared/i18n';
import { formatDateTime, formatMoney } from '@alumni/shared/format';
import { DEFAULT_PAGE_SIZE, type Transaction, type TransactionApprove } from '@alumni/shared/contracts';
import { Check, FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { ADMIN_CATALOGS, type AdminText } from '../../../i18n/catalogs/admin';
import { useAssociationId } from '../../associations';
import { getProofDocument, transactionsQuery, useApproveTransaction } from '../api/transactions';
import { ApproveDialog } from './approve-dialog';

const nameOf = (t: Transaction) => `${t.user.first_name} ${t.user.last_name}`.trim() || t.user.email;

function ProofLink({ transaction }: { transaction: Transaction }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const [isOpening, setOpening] = useState(false);
  if (!transaction.proof_document) return null;
  const path = transaction.proof_document;
  const open = async () => {
    setOpening(true);
    try {
      await openFetchedFile(() => getProofDocument(path), `proof-${transaction.transaction_id}.pdf`);
    } catch (e) {
      await showResult({ status: 'error', title: t('common.error'), text: getErrorMessage(e, t('common.errorText')) });
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
      aria-label={t('transactions.proofOf', { id: transaction.transaction_id })}
    >
      <FileText /> {t('transactions.proof')}
    </Button>
  );
}

function ApproveCell({ transaction, onApprove }: { transaction: Transaction; onApprove: (t: Transaction) => void }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  return (
    <Stack
      direction={{ base: 'column', md: 'row' }}
      justify="flex-end"
      align={{ base: 'flex-end', md: 'center' }}
      gap="1"
    >
      <ProofLink transaction={transaction} />
      {transaction.status === 'pending' ? (
        <Button
          size="xs"
          onClick={() => onApprove(transaction)}
          aria-label={t('transactions.approveLabel', { id: transaction.transaction_id })}
        >
          <Check /> {t('transactions.approve')}
        </Button>
      ) : (
        <Text as="span" color="fg.muted" fontSize="sm" px="2">
          {t('transactions.notApplicable')}
        </Text>
      )}
    </Stack>
  );
}

const columnsOf = (text: AdminText, language: Language): DataColumn<Transaction>[] => [
  {
    header: text('transactions.userName'),
    cell: (t) => (
      <>
        <ChakraLink asChild color="brand.fg" fontWeight="medium" overflowWrap="anywhere">
          <Link to={`/user/${t.user.public_handle}`}>{nameOf(t)}</Link>
        </ChakraLink>
        <Text fontSize="xs" color="fg.muted">
          {paymentItemName(t)}
          <RenewalMark transaction={t} />
        </Text>
        <Text hideFrom="lg" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {`${t.user.email} · ${formatDateTime(t.created_at, language)}`}
          <br />
          {t.transaction_id}
        </Text>
        <HStack hideFrom="md" gap="2" mt="1">
          <Text fontSize="sm">{formatMoney(t.amount, { language })}</Text>
          <StatusBadge kind="transaction" of={t} />
        </HStack>
        <RefundNote transaction={t} hideFrom="md" mt="1" />
      </>
    ),
    cellProps: { whiteSpace: 'normal', minW: { lg: '36' } },
  },
  {
    header: text('common.email'),
    hideBelow: 'lg',
    cell: (t) => t.user.email,
    cellProps: { whiteSpace: 'normal', overflowWrap: 'anywhere', maxW: '56' },
  },
  {
    header: text('transactions.id'),
    hideBelow: 'lg',
    cell: (t) => (
      <>
        {t.transaction_id}
        {t.platform_transaction_id && (
          <Text color="fg.muted">{text('transactions.ref', { ref: t.platform_transaction_id })}</Text>
        )}
      </>
    ),
    cellProps: { fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'normal', wordBreak: 'break-all', maxW: '40' },
  },
  {
    header: text('transactions.dateTime'),
    hideBelow: 'lg',
    cell: (t) => formatDateTime(t.created_at, language),
    cellProps: { whiteSpace: 'normal', minW: '28' },
  },
  {
    header: text('common.amount'),
    hideBelow: 'md',
    align: 'end',
    cell: (t) => formatMoney(t.amount, { language }),
    cellProps: { whiteSpace: 'nowrap' },
  },
  {
    header: text('common.status'),
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
const offlineColumns = (
  text: AdminText,
  language: Language,
  onApprove: (t: Transaction) => void,
): DataColumn<Transaction>[] => [
  ...columnsOf(text, language),
  {
    header: text('common.action'),
    headerProps: { textAlign: 'end' },
    cell: (t) => <ApproveCell transaction={t} onApprove={onApprove} />,
  },
];

/** Online or offline membership payments of the association; offline ones are approved here. */
export function TransactionsPage({ offline }: { offline: boolean }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  const title = t(offline ? 'transactions.offline' : 'transactions.online');
  const associationId = useAssociationId();
  // ?status=pending (the dashboard's link): only the offline payments waiting for approval.
  const [searchParams] = useSearchParams();
  const pendingOnly = offline && searchParams.get('status') === 'pending';
  const list = usePagedQuery(DEFAULT_PAGE_SIZE.transactions, (paging) =>
    transactionsQuery({ associationId, offline, ...paging, pendingOnly }),
  );
  const approve = useApproveTransaction(associationId);
  const { runAction } = useActionDialogs();
  const [approving, setApproving] = useState<Transaction | null>(null);

  const onApprove = (transaction: Transaction, body: TransactionApprove) => {
    void runAction({
      action: () => approve.mutateAsync({ id: transaction.id, body }),
      successText: t('transactions.approved'),
      errorText: (e) => getErrorMessage(e, t('common.errorWas')),
    });
  };

  return (
    <ListPage
      title={title}
      description={t(offline ? 'transactions.offlineIntro' : 'transactions.onlineIntro')}
      actions={
        offline && (
          <Button asChild size="sm" variant="outline">
            <Link to={associationPath(associationId, 'transactions/offline/reconcile')}>
              <FileSpreadsheet /> {t('transactions.reconcile')}
            </Link>
          </Button>
        )
      }
      above={
        pendingOnly && (
          <Text mb="4" fontSize="sm" color="fg.muted">
            {t('transactions.showingPending')}{' '}
            <ChakraLink asChild color="brand.fg">
              <Link to={associationPath(associationId, 'transactions/offline')}>{t('transactions.showAll')}</Link>
            </ChakraLink>
          </Text>
        )
      }
      {...list}
      what={t('transactions.what')}
      columns={offline ? offlineColumns(t, language, setApproving) : columnsOf(t, language)}
      empty={
        pendingOnly ? t('transactions.noPending') : t(offline ? 'transactions.noOffline' : 'transactions.noOnline')
      }
      below={<ApproveDialog transaction={approving} onClose={() => setApproving(null)} onApprove={onApprove} />}
    />
  );
}
