import { HStack, Text } from '@chakra-ui/react';
import { useLanguage, usePortalCatalog } from '@alumni/shared';
import type { MemberImportResult } from '@alumni/shared/contracts';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';
import { formatUngrouped } from '@alumni/shared/format';

/** Created, updated, unchanged and refused counts of a dry run or an import. */
export function ImportSummary({ result }: { result: MemberImportResult }) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const language = useLanguage();
  const count = (value: number) => ({ count: formatUngrouped(value, language) });
  const parts = [
    t(result.dry_run ? 'imports.wouldCreate' : 'imports.created', count(result.created)),
    t(result.dry_run ? 'imports.wouldUpdate' : 'imports.updated', count(result.updated)),
    t('imports.unchanged', count(result.unchanged)),
    t('imports.refused', count(result.refused.length)),
  ];
  return (
    <HStack gap="4" wrap="wrap" fontSize="sm">
      {parts.map((part) => (
        <Text key={part}>{part}</Text>
      ))}
      {result.invited > 0 && (
        <Text color="fg.muted">
          {t(result.invited === 1 ? 'imports.invitedOne' : 'imports.invitedOther', count(result.invited))}
        </Text>
      )}
    </HStack>
  );
}
