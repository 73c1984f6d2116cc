import { Box, Text } from '@chakra-ui/react';
import { useLanguage, usePortalCatalog } from '@alumni/shared';
import type { Reconciliation } from '@alumni/shared/contracts';
import { formatCount } from '@alumni/shared/format';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';

/**
 * The server's progress of a statement being read: rows done of rows in all, on the browser's own
 * progress bar (a native element: no Chakra part to load; accent-color gives it the theme's color).
 */
export function StatementProgress({ reconciliation }: { reconciliation: Reconciliation }) {
  const { rows_done: done, rows_total: total, status } = reconciliation;
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  const label = t(status === 'queued' ? 'reconcile.waiting' : 'reconcile.readingNow');
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }} maxW="2xl">
      <Text fontWeight="medium" id="statement-progress-label">
        {label}
      </Text>
      <Box
        asChild
        w="full"
        h="3"
        mt="3"
        css={{ accentColor: 'var(--chakra-colors-brand-solid, var(--chakra-colors-blue-solid))' }}
      >
        <progress aria-labelledby="statement-progress-label" value={done} max={Math.max(total, 1)} />
      </Box>
      <Text mt="2" fontSize="sm" color="fg.muted" data-testid="statement-progress">
        {t('reconcile.rows', { done: formatCount(done, language), total: formatCount(total, language) })}
      </Text>
    </Box>
  );
}
