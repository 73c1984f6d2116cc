import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { QueryState, useActionDialogs } from '@alumni/shared';
import { Play } from 'lucide-react';
import { useRunJob, useScheduledJobs } from '../api/jobs';

/** What each scheduled job does, for the person who may run it now. */
const PURPOSES: Record<string, string> = {
  'mail-outbox-flush': 'Delivers the mail waiting in the outbox',
  'payments-refund-settle': 'Asks the payment gateway about open refunds',
  'auth-refresh-token-prune': 'Removes expired sign-in sessions',
  'limits-sweep': 'Clears expired rate-limit counters',
  'reminders-send': 'Mails renewal reminders due today',
};

/** The jobs that run on a schedule, each with its schedule and a Run now button. */
export function ScheduledJobs() {
  const query = useScheduledJobs();
  const run = useRunJob();
  const { runAction } = useActionDialogs();
  return (
    <Box as="section" aria-labelledby="scheduled-jobs" mt="8">
      <Heading as="h2" id="scheduled-jobs" size="md" mb="3">
        Scheduled jobs
      </Heading>
      <QueryState query={query} what="The scheduled jobs">
        {(jobs) => (
          <Stack gap="2">
            {jobs.map((job) => (
              <HStack key={job.name} borderWidth="1px" rounded="lg" bg="bg.panel" p="3" gap="3" justify="space-between">
                <Box minW="0">
                  <Text fontWeight="medium">{job.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {PURPOSES[job.name] ?? 'Background work'} · schedule <code>{job.cron}</code> (UTC)
                  </Text>
                </Box>
                <Button
                  size="sm"
                  variant="outline"
                  flexShrink={0}
                  aria-label={`Run ${job.name} now`}
                  onClick={() =>
                    runAction({
                      action: () => run.mutateAsync(job.name),
                      confirm: false,
                      successText: `${job.name} queued to run now.`,
                    })
                  }
                >
                  <Play /> Run now
                </Button>
              </HStack>
            ))}
          </Stack>
        )}
      </QueryState>
    </Box>
  );
}
