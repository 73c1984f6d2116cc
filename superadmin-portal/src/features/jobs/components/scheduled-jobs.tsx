import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { QueryState, useActionDialogs } from '@alumni/shared';
import { Play } from 'lucide-react';
import { useRunJob, useScheduledJobs } from '../api/jobs';
import type { SuperadminMessageId } from '../../../i18n/catalogs/superadmin';
import { useSuperadminText } from '../../../i18n/use-superadmin-text';

/** What each scheduled job does, for the person who may run it now. */
const PURPOSES: Record<string, SuperadminMessageId> = {
  'mail-outbox-flush': 'jobs.purpose.mail',
  'payments-refund-settle': 'jobs.purpose.refunds',
  'auth-refresh-token-prune': 'jobs.purpose.sessions',
  'limits-sweep': 'jobs.purpose.limits',
  'reminders-send': 'jobs.purpose.reminders',
};

/** The jobs that run on a schedule, each with its schedule and a Run now button. */
export function ScheduledJobs() {
  const query = useScheduledJobs();
  const run = useRunJob();
  const { runAction } = useActionDialogs();
  const t = useSuperadminText();
  return (
    <Box as="section" aria-labelledby="scheduled-jobs" mt="8">
      <Heading as="h2" id="scheduled-jobs" size="md" mb="3">
        {t('jobs.scheduled')}
      </Heading>
      <QueryState query={query} what={t('jobs.scheduledWhat')}>
        {(jobs) => (
          <Stack gap="2">
            {jobs.map((job) => (
              <HStack key={job.name} borderWidth="1px" rounded="lg" bg="bg.panel" p="3" gap="3" justify="space-between">
                <Box minW="0">
                  <Text fontWeight="medium">{job.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t('jobs.schedule', { purpose: t(PURPOSES[job.name] ?? 'jobs.purpose.background') })}{' '}
                    <code>{job.cron}</code> {t('jobs.utc')}
                  </Text>
                </Box>
                <Button
                  size="sm"
                  variant="outline"
                  flexShrink={0}
                  aria-label={t('jobs.runNowNamed', { name: job.name })}
                  onClick={() =>
                    runAction({
                      action: () => run.mutateAsync(job.name),
                      confirm: false,
                      successText: t('jobs.queuedNow', { name: job.name }),
                    })
                  }
                >
                  <Play /> {t('jobs.runNow')}
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
