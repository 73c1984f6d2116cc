import { Box, Text } from '@chakra-ui/react';
import type { MemberImportJob } from '@alumni/shared/contracts';

/** A large import's progress as the server reports it: rows checked of rows in all, then the save. */
export function ImportProgress({ job }: { job: MemberImportJob }) {
  const percent = job.rows_total > 0 ? Math.round((job.rows_done / job.rows_total) * 100) : 0;
  const label =
    job.status === 'queued'
      ? 'Waiting to start…'
      : job.rows_done < job.rows_total
        ? `Checked ${job.rows_done.toLocaleString('en-US')} of ${job.rows_total.toLocaleString('en-US')} rows`
        : 'Saving the members…';
  return (
    <Box>
      <Text mb="2" fontSize="sm" aria-live="polite">
        {label}
      </Text>
      <Box
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={job.rows_total}
        aria-valuenow={job.rows_done}
        h="3"
        rounded="full"
        bg="bg.muted"
        overflow="hidden"
      >
        <Box h="full" w={`${percent}%`} bg="brand.solid" transition="width 0.3s" />
      </Box>
    </Box>
  );
}
