import { Alert, Badge, Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Checkbox } from '@chakra-ui/react/checkbox';
import {
  confirmAction,
  DataList,
  getErrorMessage,
  hideDialog,
  PageHeader,
  PaginationBar,
  QueryState,
  showProcessing,
  showResult,
  useLanguage,
  usePageParams,
  usePageTitle,
  usePortalCatalog,
  type DataColumn,
} from '@alumni/shared';
import { formatCount, formatDate, formatMoney } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { type Reconciliation, type StatementLine, type StatementMatch } from '@alumni/shared/contracts';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { ADMIN_CATALOGS, type AdminText } from '../../../i18n/catalogs/admin';
import { useAssociationId } from '../../associations';
import { useBulkApprove, useReconciliation } from '../api/reconcile';
import { StatementProgress } from './statement-progress';

const UNMATCHED_PAGE = 50;
// A statement's row number as the file counts it: no grouping ("Row 1204"), in the page's digits.
const rowNumber = (row: number, language: Language) => formatCount(row, language).replace(/,/g, '');

const KIND_LABEL = {
  reference: 'reconcile.kind.reference',
  amount_date_phone: 'reconcile.kind.amountDatePhone',
} as const;

const nameOf = (m: StatementMatch) =>
  `${m.transaction.user.first_name} ${m.transaction.user.last_name}`.trim() || m.transaction.user.email;

function ClaimCell({ match }: { match: StatementMatch }) {
  const text = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  const { transaction: t } = match;
  const claimed = [
    t.claim.method,
    t.claim.reference,
    t.claim.paid_on && text('reconcile.paid', { date: formatDate(t.claim.paid_on, language) }),
    t.claim.phone,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Text fontWeight="medium">{nameOf(match)}</Text>
      <Text fontSize="xs" color="fg.muted">{`${t.membership_type} · ${formatMoney(t.amount, { language })}`}</Text>
      <Text fontSize="xs" color="fg.muted" fontFamily="mono" overflowWrap="anywhere">
        {t.transaction_id}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {claimed ? text('reconcile.claimed', { details: claimed }) : text('reconcile.noClaim')}
      </Text>
    </>
  );
}

function LineCell({ line }: { line: StatementLine }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  return (
    <>
      <Text fontWeight="medium">{`${formatMoney(line.amount, { language })} · ${formatDate(line.paid_on, language)}`}</Text>
      <Text fontSize="xs" color="fg.muted" fontFamily="mono" overflowWrap="anywhere">
        {[line.trx_id, line.reference].filter(Boolean).join(' · ') || '—'}
      </Text>
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        {[t('reconcile.row', { row: rowNumber(line.row, language) }), line.payer_phone, line.description]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </>
  );
}

function StateCell({ match, failure }: { match: StatementMatch; failure?: string }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  if (failure)
    return (
      <Text color="fg.error" fontSize="sm">
        {failure}
      </Text>
    );
  if (match.state === 'approved')
    return (
      <Badge colorPalette="green" variant="subtle">
        {t('reconcile.approved')}
      </Badge>
    );
  if (match.state === 'stale')
    return (
      <Badge colorPalette="gray" variant="subtle">
        {t('reconcile.stale')}
      </Badge>
    );
  return (
    <Badge colorPalette="orange" variant="subtle">
      {t('reconcile.proposed')}
    </Badge>
  );
}

function WhyCell({ match }: { match: StatementMatch }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  return (
    <Box>
      <Badge variant="outline" colorPalette={match.kind === 'reference' ? 'green' : 'blue'}>
        {t(KIND_LABEL[match.kind])}
      </Badge>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {match.reason}
      </Text>
    </Box>
  );
}

type Selection = { selected: Set<number>; toggle: (line: number, on: boolean) => void };

function SelectBox({ match, selection }: { match: StatementMatch; selection: Selection }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  if (match.state !== 'proposed') return null;
  return (
    <Checkbox.Root
      checked={selection.selected.has(match.line.id)}
      onCheckedChange={(d) => selection.toggle(match.line.id, d.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{t('reconcile.selectRow', { name: nameOf(match), row: match.line.row })}</Checkbox.Label>
    </Checkbox.Root>
  );
}

const matchColumns = (
  t: AdminText,
  selection: Selection,
  failures: Map<number, string>,
): DataColumn<StatementMatch>[] => [
  { header: '', headerProps: { w: '10' }, cell: (m) => <SelectBox match={m} selection={selection} /> },
  {
    header: t('reconcile.claim'),
    cell: (m) => <ClaimCell match={m} />,
    cellProps: { whiteSpace: 'normal', minW: '48' },
  },
  {
    header: t('reconcile.line'),
    cell: (m) => <LineCell line={m.line} />,
    cellProps: { whiteSpace: 'normal', minW: '48' },
  },
  { header: t('reconcile.why'), cell: (m) => <WhyCell match={m} />, cellProps: { whiteSpace: 'normal', maxW: '64' } },
  {
    header: t('reconcile.state'),
    cell: (m) => <StateCell match={m} failure={failures.get(m.line.id)} />,
    cellProps: { whiteSpace: 'normal' },
  },
];

const matchCard = (selection: Selection, failures: Map<number, string>) => (m: StatementMatch) => (
  <Stack gap="3">
    <HStack justify="space-between" align="flex-start">
      <HStack align="flex-start" gap="3">
        <SelectBox match={m} selection={selection} />
        <Box>
          <ClaimCell match={m} />
        </Box>
      </HStack>
      <StateCell match={m} failure={failures.get(m.line.id)} />
    </HStack>
    <Box borderTopWidth="1px" pt="2">
      <LineCell line={m.line} />
    </Box>
    <WhyCell match={m} />
  </Stack>
);

const unmatchedColumns = (t: AdminText, language: Language): DataColumn<StatementLine>[] => [
  { header: t('reconcile.rowHeader'), cell: (l) => rowNumber(l.row, language), headerProps: { w: '14' } },
  { header: t('common.date'), cell: (l) => formatDate(l.paid_on, language), cellProps: { whiteSpace: 'nowrap' } },
  {
    header: t('common.amount'),
    align: 'end',
    cell: (l) => formatMoney(l.amount, { language }),
    cellProps: { whiteSpace: 'nowrap' },
  },
  {
    header: t('reconcile.idOrReference'),
    cell: (l) => [l.trx_id, l.reference].filter(Boolean).join(' · ') || '—',
    cellProps: { fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'normal', wordBreak: 'break-all' },
  },
  { header: t('reconcile.payer'), hideBelow: 'md', cell: (l) => l.payer_phone ?? '—' },
  {
    header: t('common.description'),
    hideBelow: 'lg',
    cell: (l) => l.description ?? '',
    cellProps: { whiteSpace: 'normal' },
  },
];

const unmatchedCard = (l: StatementLine) => (
  <Stack gap="1">
    <LineCell line={l} />
  </Stack>
);

function Review({ reconciliation, associationId }: { reconciliation: Reconciliation; associationId: number }) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [failures, setFailures] = useState<Map<number, string>>(() => new Map());
  const approve = useBulkApprove(associationId, reconciliation.id);
  const paging = usePageParams(UNMATCHED_PAGE);
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  const n = (count: number) => formatCount(count, language);
  const proposed = reconciliation.matches.filter((m) => m.state === 'proposed');
  const chosen = proposed.filter((m) => selected.has(m.line.id)).map((m) => m.line.id);
  const selection: Selection = {
    selected,
    toggle: (line, on) =>
      setSelected((current) => {
        const next = new Set(current);
        if (on) next.add(line);
        else next.delete(line);
        return next;
      }),
  };
  const allOn = proposed.length > 0 && chosen.length === proposed.length;

  const onApprove = async () => {
    // The platform's one confirmation question (spec: every mutation confirms); the count is on the button.
    const confirmed = await confirmAction();
    if (!confirmed) return;
    showProcessing(t('reconcile.approving'));
    try {
      const result = await approve.mutateAsync(chosen);
      hideDialog();
      setFailures(new Map(result.failed.map((f) => [f.line, f.message])));
      setSelected(new Set());
      await showResult({
        status: result.failed.length ? 'error' : 'success',
        title: t('reconcile.approval'),
        text: result.message,
      });
    } catch (error) {
      hideDialog();
      await showResult({
        status: 'error',
        title: t('common.error'),
        text: getErrorMessage(error, t('common.errorWas')),
      });
    }
  };

  const { counts } = reconciliation;
  const start = (paging.page - 1) * paging.limit;
  return (
    <Stack gap="8">
      <Text color="fg.muted" data-testid="reconcile-summary">
        {t(counts.lines === 1 ? 'reconcile.summaryOne' : 'reconcile.summaryOther', {
          lines: n(counts.lines),
          matched: n(counts.matched),
          unmatched: n(counts.unmatched),
        })}
        {counts.settled_before > 0 && t('reconcile.settledBefore', { count: n(counts.settled_before) })}
      </Text>
      <Box as="section" aria-labelledby="matches-heading">
        <Stack
          direction={{ base: 'column', md: 'row' }}
          justify="space-between"
          align={{ md: 'center' }}
          mb="3"
          gap="3"
        >
          <Heading as="h2" size="lg" id="matches-heading">
            {t('reconcile.proposedMatches')}
          </Heading>
          <HStack gap="3" wrap="wrap">
            {proposed.length > 0 && (
              <Checkbox.Root
                checked={allOn ? true : chosen.length > 0 ? 'indeterminate' : false}
                onCheckedChange={(d) =>
                  setSelected(d.checked === true ? new Set(proposed.map((m) => m.line.id)) : new Set())
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t('reconcile.selectAll')}</Checkbox.Label>
              </Checkbox.Root>
            )}
            <Button size="sm" onClick={() => void onApprove()} disabled={chosen.length === 0}>
              <Check /> {t('reconcile.approveSelected', { count: n(chosen.length) })}
            </Button>
          </HStack>
        </Stack>
        <DataList
          rows={reconciliation.matches}
          rowKey={(m) => m.line.id}
          label={t('reconcile.proposedMatches')}
          columns={matchColumns(t, selection, failures)}
          card={matchCard(selection, failures)}
          empty={t('reconcile.noMatches')}
        />
      </Box>
      <Box as="section" aria-labelledby="unmatched-heading">
        <Heading as="h2" size="lg" id="unmatched-heading" mb="3">
          {t('reconcile.unmatched')}
        </Heading>
        <DataList
          rows={reconciliation.unmatched.slice(start, start + paging.limit)}
          label={t('reconcile.unmatched')}
          columns={unmatchedColumns(t, language)}
          card={unmatchedCard}
          empty={t('reconcile.allMatched')}
        />
        <PaginationBar count={reconciliation.unmatched.length} limit={paging.limit} page={paging.page} />
      </Box>
    </Stack>
  );
}

/** One statement upload: the server's progress while it is read, then the matches to approve and the lines left over. */
export function ReconciliationPage() {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  usePageTitle(t('reconcile.pageTitle'));
  const associationId = useAssociationId();
  const id = Number(useParams().reconciliationId);
  const query = useReconciliation(associationId, id);
  return (
    <Box>
      <PageHeader
        title={t('reconcile.pageTitle')}
        description={
          query.data
            ? `${query.data.file_name || t('reconcile.statement')} · ${t(`reconcile.layout.${query.data.layout}`)}`
            : undefined
        }
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={associationPath(associationId, 'transactions/offline/reconcile')}>
              {t('reconcile.uploadAnother')}
            </Link>
          </Button>
        }
      />
      <QueryState query={query} what={t('reconcile.what')}>
        {(reconciliation) =>
          reconciliation.status === 'done' ? (
            <Review reconciliation={reconciliation} associationId={associationId} />
          ) : reconciliation.status === 'failed' ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{reconciliation.error ?? t('reconcile.failed')}</Alert.Title>
            </Alert.Root>
          ) : (
            <StatementProgress reconciliation={reconciliation} />
          )
        }
      </QueryState>
      <Text mt="8" fontSize="sm">
        <ChakraLink asChild color="brand.fg">
          <Link to={associationPath(associationId, 'transactions/offline')}>{t('reconcile.back')}</Link>
        </ChakraLink>
      </Text>
    </Box>
  );
}
