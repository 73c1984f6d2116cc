import { Badge, Text } from '@chakra-ui/react';
import { DataList, useLanguage, usePortalCatalog, type DataColumn } from '@alumni/shared';
import type { MemberImportAction, MemberImportRow } from '@alumni/shared/contracts';
import type { Language } from '@alumni/shared/i18n';
import { ADMIN_EVENTS_CATALOGS, type AdminEventsMessageId } from '../../../i18n/catalogs/admin-events';
import { formatUngrouped } from '@alumni/shared/format';
import type { AdminEventsTexts } from '../../../i18n/admin-events-texts';

const ACTIONS: Record<MemberImportAction, { label: AdminEventsMessageId; palette: string }> = {
  create: { label: 'imports.action.create', palette: 'green' },
  update: { label: 'imports.action.update', palette: 'blue' },
  unchanged: { label: 'imports.action.unchanged', palette: 'gray' },
  refuse: { label: 'imports.action.refuse', palette: 'red' },
};

// A refused row's reason comes from the API, already in the page's language (Accept-Language).
const columnsOf = (t: AdminEventsTexts, language: Language): DataColumn<MemberImportRow>[] => [
  { header: t('imports.row'), cell: (r) => formatUngrouped(r.row, language), cellProps: { fontFamily: 'mono' } },
  {
    header: t('imports.action'),
    cell: (r) => (
      <Badge colorPalette={ACTIONS[r.action].palette} variant="subtle">
        {t(ACTIONS[r.action].label)}
      </Badge>
    ),
  },
  {
    header: t('imports.member'),
    cell: (r) => (
      <>
        <Text>{r.name || '—'}</Text>
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {r.email}
        </Text>
      </>
    ),
    cellProps: { whiteSpace: 'normal' },
  },
  {
    header: t('imports.serial'),
    hideBelow: 'sm',
    cell: (r) => (r.serial === null ? '' : formatUngrouped(r.serial, language)),
    cellProps: { fontFamily: 'mono' },
  },
  {
    header: t('imports.why'),
    cell: (r) => r.reason ?? (r.invited ? t('imports.invitedWhy') : ''),
    cellProps: { whiteSpace: 'normal' },
  },
];

/** What the import does (or did) with each row, and why it refuses one. */
export function ImportRowsTable({ rows }: { rows: MemberImportRow[] }) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const language = useLanguage();
  return (
    <DataList rows={rows} what={t('imports.theRows')} columns={columnsOf(t, language)} empty={t('imports.noRows')} />
  );
}
