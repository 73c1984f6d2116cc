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
  usePageParams,
  usePageTitle,
  type DataColumn,
} from '@alumni/shared';
import { formatDate, formatMoney } from '@alumni/shared/format';
import {
  STATEMENT_LAYOUT_LABELS,
  type Reconciliation,
  type StatementLine,
  type StatementMatch,
} from '@alumni/shared/contracts';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { useAssociationId } from '../../associations';
import { useBulkApprove, useReconciliation } from '../api/reconcile';
import { StatementProgress } from './statement-progress';

const UNMATCHED_PAGE = 50;
const n = (count: number) => count.toLocaleString('en-US');
const KIND_LABEL = { reference: 'Reference', amount_date_phone: 'Amount, date, phone' } as const;

const nameOf = (m: StatementMatch) =>
  `${m.transaction.user.first_name} ${m.transaction.user.last_name}`.trim() || m.transaction.user.email;

function ClaimCell({ match }: { match: StatementMatch }) {
  const { transaction: t } = match;
  const claimed = [
    t.claim.method,
    t.claim.reference,
    t.claim.paid_on && `paid ${formatDate(t.claim.paid_on)}`,
    t.claim.phone,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <Text fontWeight="medium">{nameOf(match)}</Text>
      <Text fontSize="xs" color="fg.muted">{`${t.membership_type} · ${formatMoney(t.amount)}`}</Text>
      <Text fontSize="xs" color="fg.muted" fontFamily="mono" overflowWrap="anywhere">
        {t.transaction_id}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        {claimed ? `Claimed: ${claimed}` : 'No details claimed'}
      </Text>
    </>
  );
}

function LineCell({ line }: { line: StatementLine }) {
  return (
    <>
      <Text fontWeight="medium">{`${formatMoney(line.amount)} · ${formatDate(line.paid_on)}`}</Text>
      <Text fontSize="xs" color="fg.muted" fontFamily="mono" overflowWrap="anywhere">
        {[line.trx_id, line.reference].filter(Boolean).join(' · ') || '—'}
      </Text>
      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
        {[`Row ${line.row}`, line.payer_phone, line.description].filter(Boolean).join(' · ')}
      </Text>
    </>
  );
}

function StateCell({ match, failure }: { match: StatementMatch; failure?: string }) {
  if (failure)
    return (
      <Text color="fg.error" fontSize="sm">
        {failure}
      </Text>
    );
  if (match.state === 'approved')
    return (
      <Badge colorPalette="green" variant="subtle">
        Approved
      </Badge>
    );
  if (match.state === 'stale')
    return (
      <Badge colorPalette="gray" variant="subtle">
        Settled otherwise
      </Badge>
    );
  return (
    <Badge colorPalette="orange" variant="subtle">
      Proposed
    </Badge>
  );
}

function WhyCell({ match }: { match: StatementMatch }) {
  return (
    <Box>
      <Badge variant="outline" colorPalette={match.kind === 'reference' ? 'green' : 'blue'}>
        {KIND_LABEL[match.kind]}
      </Badge>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {match.reason}
      </Text>
    </Box>
  );
}

type Selection = { selected: Set<number>; toggle: (line: number, on: boolean) => void };

function SelectBox({ match, selection }: { match: StatementMatch; selection: Selection }) {
  if (match.state !== 'proposed') return null;
  return (
    <Checkbox.Root
      checked={selection.selected.has(match.line.id)}
      onCheckedChange={(d) => selection.toggle(match.line.id, d.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{`Select ${nameOf(match)}, row ${match.line.row}`}</Checkbox.Label>
    </Checkbox.Root>
  );
}

const matchColumns = (selection: Selection, failures: Map<number, string>): DataColumn<StatementMatch>[] => [
  { header: '', headerProps: { w: '10' }, cell: (m) => <SelectBox match={m} selection={selection} /> },
  { header: "Member's claim", cell: (m) => <ClaimCell match={m} />, cellProps: { whiteSpace: 'normal', minW: '48' } },
  {
    header: 'Statement line',
    cell: (m) => <LineCell line={m.line} />,
    cellProps: { whiteSpace: 'normal', minW: '48' },
  },
  { header: 'Why', cell: (m) => <WhyCell match={m} />, cellProps: { whiteSpace: 'normal', maxW: '64' } },
  {
    header: 'State',
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

const unmatchedColumns: DataColumn<StatementLine>[] = [
  { header: 'Row', cell: (l) => l.row, headerProps: { w: '14' } },
  { header: 'Date', cell: (l) => formatDate(l.paid_on), cellProps: { whiteSpace: 'nowrap' } },
  { header: 'Amount', align: 'end', cell: (l) => formatMoney(l.amount), cellProps: { whiteSpace: 'nowrap' } },
  {
    header: 'Transaction id / reference',
    cell: (l) => [l.trx_id, l.reference].filter(Boolean).join(' · ') || '—',
    cellProps: { fontFamily: 'mono', fontSize: 'xs', whiteSpace: 'normal', wordBreak: 'break-all' },
  },
  { header: 'Payer', hideBelow: 'md', cell: (l) => l.payer_phone ?? '—' },
  { header: 'Description', hideBelow: 'lg', cell: (l) => l.description ?? '', cellProps: { whiteSpace: 'normal' } },
];

const unmatchedCard = (l: StatementLine) => (
  <Stack gap="1">
    <Text fontWeight="medium">{`${formatMoney(l.amount)} · ${formatDate(l.paid_on)}`}</Text>
    <Text fontSize="xs" color="fg.muted" fontFamily="mono" overflowWrap="anywhere">
      {[l.trx_id, l.reference].filter(Boolean).join(' · ') || '—'}
    </Text>
    <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
      {[`Row ${l.row}`, l.payer_phone, l.description].filter(Boolean).join(' · ')}
    </Text>
  </Stack>
);

function Review({ reconciliation, associationId }: { reconciliation: Reconciliation; associationId: number }) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set());
  const [failures, setFailures] = useState<Map<number, string>>(() => new Map());
  const approve = useBulkApprove(associationId, reconciliation.id);
  const paging = usePageParams(UNMATCHED_PAGE);
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
    showProcessing('Approving...');
    try {
      const result = await approve.mutateAsync(chosen);
      hideDialog();
      setFailures(new Map(result.failed.map((f) => [f.line, f.message])));
      setSelected(new Set());
      await showResult({ status: result.failed.length ? 'error' : 'success', title: 'Approval', text: result.message });
    } catch (error) {
      hideDialog();
      await showResult({ status: 'error', title: 'Error', text: getErrorMessage(error, 'There was an error.') });
    }
  };

  const { counts } = reconciliation;
  const start = (paging.page - 1) * paging.limit;
  return (
    <Stack gap="8">
      <Text color="fg.muted" data-testid="reconcile-summary">
        {`${n(counts.lines)} incoming line${counts.lines === 1 ? '' : 's'} read · ${n(counts.matched)} matched · ${n(counts.unmatched)} match nothing`}
        {counts.settled_before > 0 && ` · ${n(counts.settled_before)} settled by an earlier upload`}
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
            Proposed matches
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
                <Checkbox.Label>Select all</Checkbox.Label>
              </Checkbox.Root>
            )}
            <Button size="sm" onClick={() => void onApprove()} disabled={chosen.length === 0}>
              <Check /> {`Approve selected (${chosen.length})`}
            </Button>
          </HStack>
        </Stack>
        <DataList
          rows={reconciliation.matches}
          rowKey={(m) => m.line.id}
          label="Proposed matches"
          columns={matchColumns(selection, failures)}
          card={matchCard(selection, failures)}
          empty="No pending offline payment matches a line of this statement."
        />
      </Box>
      <Box as="section" aria-labelledby="unmatched-heading">
        <Heading as="h2" size="lg" id="unmatched-heading" mb="3">
          Lines that match nothing
        </Heading>
        <DataList
          rows={reconciliation.unmatched.slice(start, start + paging.limit)}
          label="Lines that match nothing"
          columns={unmatchedColumns}
          card={unmatchedCard}
          empty="Every incoming line matches a payment."
        />
        <PaginationBar count={reconciliation.unmatched.length} limit={paging.limit} page={paging.page} />
      </Box>
    </Stack>
  );
}

/** One statement upload: the server's progress while it is read, then the matches to approve and the lines left over. */
export function ReconciliationPage() {
  usePageTitle('Statement reconciliation');
  const associationId = useAssociationId();
  const id = Number(useParams().reconciliationId);
  const query = useReconciliation(associationId, id);
  return (
    <Box>
      <PageHeader
        title="Statement reconciliation"
        description={
          query.data
            ? `${query.data.file_name || 'Statement'} · ${STATEMENT_LAYOUT_LABELS[query.data.layout]}`
            : undefined
        }
        actions={
          <Button asChild variant="outline" size="sm">
            <Link to={associationPath(associationId, 'transactions/offline/reconcile')}>Upload another</Link>
          </Button>
        }
      />
      <QueryState query={query} what="The statement">
        {(reconciliation) =>
          reconciliation.status === 'done' ? (
            <Review reconciliation={reconciliation} associationId={associationId} />
          ) : reconciliation.status === 'failed' ? (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{reconciliation.error ?? 'The statement could not be read.'}</Alert.Title>
            </Alert.Root>
          ) : (
            <StatementProgress reconciliation={reconciliation} />
          )
        }
      </QueryState>
      <Text mt="8" fontSize="sm">
        <ChakraLink asChild color="brand.fg">
          <Link to={associationPath(associationId, 'transactions/offline')}>Back to offline transactions</Link>
        </ChakraLink>
      </Text>
    </Box>
  );
}
