import { Box, Text } from '@chakra-ui/react';
import { useLanguage, usePortalCatalog } from '@alumni/shared';
import type { MemberImportJob } from '@alumni/shared/contracts';
import { formatCount } from '@alumni/shared/format';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';

/** A large import's progress as the server reports it: rows checked of rows in all, then the save. */
export function ImportProgress({ job }: { job: MemberImportJob }) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const language = useLanguage();
  const percent = job.rows_total > 0 ? Math.round((job.rows_done / job.rows_total) * 100) : 0;
  const label =
    job.status === 'queued'
      ? t('imports.queued')
      : job.rows_done < job.rows_total
        ? t('imports.checked', {
            done: formatCount(job.rows_done, language),
            total: formatCount(job.rows_total, language),
          })
        : t('imports.saving');
  return (
    <Box>
      <Text mb="2" fontSize="sm" aria-live="polite">
        {label}
      </Text>
      <Box
        role="progressbar"
        aria-label={t('imports.progress')}
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
