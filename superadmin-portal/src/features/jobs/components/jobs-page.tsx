import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { ListPage, useActionDialogs, useLanguage, usePagedQuery, type DataColumn } from '@alumni/shared';
import { formatCount, formatDateTime } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import type { Job, JobListState } from '@alumni/shared/contracts';
import { RotateCcw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { jobsQuery, useRetryJob } from '../api/jobs';
import { ScheduledJobs } from './scheduled-jobs';
import type { SuperadminMessageId } from '../../../i18n/catalogs/superadmin';
import { useSuperadminText, type SuperadminText } from '../../../i18n/use-superadmin-text';

type Tab = { state: JobListState; label: SuperadminMessageId; list: SuperadminMessageId; empty: SuperadminMessageId };

const TABS: Tab[] = [
  { state: 'failed', label: 'jobs.tab.failed', list: 'jobs.label.failed', empty: 'jobs.empty.failed' },
  { state: 'queued', label: 'jobs.tab.queued', list: 'jobs.label.queued', empty: 'jobs.empty.queued' },
  { state: 'active', label: 'jobs.tab.active', list: 'jobs.label.active', empty: 'jobs.empty.active' },
];

const PAGE_SIZE = 20;

function stateOf(value: string | null): JobListState {
  return TABS.find((tab) => tab.state === value)?.state ?? 'failed';
}

/** When it happened, as this state sees it: failed when it ended, queued when it may run, running since. */
function whenOf(job: Job, state: JobListState, t: SuperadminText, language: Language): string {
  if (state === 'queued') return t('jobs.runsFrom', { date: formatDateTime(job.start_after, language) });
  if (state === 'active') return t('jobs.since', { date: formatDateTime(job.started_at ?? job.created_at, language) });
  return formatDateTime(job.completed_at ?? job.created_at, language);
}

const COLUMNS = (state: JobListState, t: SuperadminText, language: Language): DataColumn<Job>[] => [
  {
    header: t('jobs.column.job'),
    cell: (job) => (
      <>
        <Text fontWeight="medium">{job.name}</Text>
        <Text hideFrom="md" fontSize="xs" color="fg.muted">
          {whenOf(job, state, t, language)}
        </Text>
      </>
    ),
  },
  {
    header: t('jobs.column.when'),
    hideBelow: 'md',
    cellProps: { whiteSpace: 'nowrap' },
    cell: (job) => whenOf(job, state, t, language),
  },
  {
    header: t('jobs.column.attempts'),
    hideBelow: 'sm',
    cell: (job) => (
      <Badge variant="subtle" colorPalette={job.state === 'failed' ? 'red' : 'gray'}>
        {t('jobs.attempts', {
          attempt: formatCount(job.retry_count + 1, language),
          limit: formatCount(job.retry_limit + 1, language),
        })}
      </Badge>
    ),
  },
  {
    header: t('jobs.column.error'),
    cellProps: { whiteSpace: 'normal', minW: '48', wordBreak: 'break-word' },
    cell: (job) => job.error ?? <Text color="fg.muted">—</Text>,
  },
];

const retryColumn = (onRetry: (job: Job) => void, t: SuperadminText): DataColumn<Job> => ({
  header: t('jobs.column.retry'),
  align: 'end',
  cell: (job) => (
    <Button
      size="sm"
      variant="outline"
      onClick={() => onRetry(job)}
      aria-label={t('jobs.retryNamed', { name: job.name })}
    >
      <RotateCcw /> {t('jobs.retry')}
    </Button>
  ),
});

/** The background job queue: failed jobs with their error and Retry, queued and running ones. */
export function JobsPage() {
  const t = useSuperadminText();
  const language = useLanguage();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateOf(searchParams.get('state'));
  const list = usePagedQuery(PAGE_SIZE, (paging) => jobsQuery({ state, ...paging }));
  const retry = useRetryJob();
  const { runAction } = useActionDialogs();
  const tab = TABS.find((each) => each.state === state)!;

  const onRetry = (job: Job) =>
    runAction({
      action: () => retry.mutateAsync(job.id),
      confirm: false,
      successText: t('jobs.retried', { name: job.name }),
    });

  return (
    <ListPage
      title={t('jobs.title')}
      description={t('jobs.description')}
      above={
        <HStack gap="2" mb="4" wrap="wrap" role="group" aria-label={t('jobs.state')}>
          {TABS.map((each) => (
            <Button
              key={each.state}
              size="sm"
              aria-pressed={each.state === state}
              variant={each.state === state ? 'solid' : 'outline'}
              onClick={() => setSearchParams({ state: each.state })}
            >
              {t(each.label)}
            </Button>
          ))}
        </HStack>
      }
      {...list}
      what={t('jobs.what')}
      label={t(tab.list)}
      empty={t(tab.empty)}
      columns={
        state === 'failed' ? [...COLUMNS(state, t, language), retryColumn(onRetry, t)] : COLUMNS(state, t, language)
      }
      below={<ScheduledJobs />}
    />
  );
}
