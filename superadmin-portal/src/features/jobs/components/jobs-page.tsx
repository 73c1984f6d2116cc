import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { DataList, PageHeader, useActionDialogs, usePageParams, usePageTitle, type DataColumn } from '@alumni/shared';
import { formatDateTime } from '@alumni/shared/format';
import type { Job, JobListState } from '@alumni/shared/contracts';
import { RotateCcw } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useJobs, useRetryJob } from '../api/jobs';
import { ScheduledJobs } from './scheduled-jobs';

const TABS: { state: JobListState; label: string; empty: string }[] = [
  { state: 'failed', label: 'Failed', empty: 'No job has failed.' },
  { state: 'queued', label: 'Queued', empty: 'No job is waiting.' },
  { state: 'active', label: 'Running', empty: 'No job is running.' },
];

const PAGE_SIZE = 20;

function stateOf(value: string | null): JobListState {
  return TABS.find((tab) => tab.state === value)?.state ?? 'failed';
}

/** When it happened, as this state sees it: failed when it ended, queued when it may run, running since. */
function whenOf(job: Job, state: JobListState): string {
  if (state === 'queued') return `Runs from ${formatDateTime(job.start_after)}`;
  if (state === 'active') return `Since ${formatDateTime(job.started_at ?? job.created_at)}`;
  return formatDateTime(job.completed_at ?? job.created_at);
}

const COLUMNS = (state: JobListState): DataColumn<Job>[] => [
  {
    header: 'Job',
    cell: (job) => (
      <>
        <Text fontWeight="medium">{job.name}</Text>
        <Text hideFrom="md" fontSize="xs" color="fg.muted">
          {whenOf(job, state)}
        </Text>
      </>
    ),
  },
  { header: 'When', hideBelow: 'md', cellProps: { whiteSpace: 'nowrap' }, cell: (job) => whenOf(job, state) },
  {
    header: 'Attempts',
    hideBelow: 'sm',
    cell: (job) => (
      <Badge variant="subtle" colorPalette={job.state === 'failed' ? 'red' : 'gray'}>
        {`${job.retry_count + 1} of ${job.retry_limit + 1}`}
      </Badge>
    ),
  },
  {
    header: 'Error',
    cellProps: { whiteSpace: 'normal', minW: '48', wordBreak: 'break-word' },
    cell: (job) => job.error ?? <Text color="fg.muted">—</Text>,
  },
];

const retryColumn = (onRetry: (job: Job) => void): DataColumn<Job> => ({
  header: 'Retry',
  align: 'end',
  cell: (job) => (
    <Button size="sm" variant="outline" onClick={() => onRetry(job)} aria-label={`Retry ${job.name}`}>
      <RotateCcw /> Retry
    </Button>
  ),
});

/** The background job queue: failed jobs with their error and Retry, queued and running ones. */
export function JobsPage() {
  usePageTitle('Jobs');
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateOf(searchParams.get('state'));
  const { page, limit } = usePageParams(PAGE_SIZE);
  const query = useJobs({ state, page, limit });
  const retry = useRetryJob();
  const { runAction } = useActionDialogs();
  const tab = TABS.find((t) => t.state === state)!;

  const onRetry = (job: Job) =>
    runAction({ action: () => retry.mutateAsync(job.id), confirm: false, successText: `${job.name} queued again.` });

  return (
    <Box>
      <PageHeader title="Jobs" description="Background work: mail delivery, refunds, housekeeping." />
      <HStack gap="2" mb="4" wrap="wrap" role="group" aria-label="Job state">
        {TABS.map((t) => (
          <Button
            key={t.state}
            size="sm"
            aria-pressed={t.state === state}
            variant={t.state === state ? 'solid' : 'outline'}
            onClick={() => setSearchParams({ state: t.state })}
          >
            {t.label}
          </Button>
        ))}
      </HStack>
      <DataList
        query={query}
        paging={{ page, limit }}
        what="The jobs"
        label={`${tab.label} jobs`}
        empty={tab.empty}
        columns={state === 'failed' ? [...COLUMNS(state), retryColumn(onRetry)] : COLUMNS(state)}
      />
      <ScheduledJobs />
    </Box>
  );
}
