import { Badge, Box, Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import {
  defaultErrorText,
  ListPage,
  positionColumn,
  showResult,
  StatusBadge,
  useLanguage,
  usePagedQuery,
  usePortalCatalog,
  type DataColumn,
} from '@alumni/shared';
import type { Language } from '@alumni/shared/i18n';
import { adminDurationLabel, formatDate, formatMembershipSerial } from '@alumni/shared/format';
import {
  DEFAULT_PAGE_SIZE,
  MEMBER_ORDERINGS,
  MEMBERSHIP_STATUSES,
  type MemberOrdering,
  type Membership,
  type MembershipStatus,
  type ReminderKind,
} from '@alumni/shared/contracts';
import { Download, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ADMIN_CATALOGS, type AdminMessageId, type AdminText } from '../../../i18n/catalogs/admin';
import { figure } from '../../../components/figure';
import { useAssociationId } from '../../associations';
import { exportMembersCsv } from '../api/export-members';
import { membersQuery, type MemberFilter, type MemberSearchBy } from '../api/get-members';
import { MemberSearchForm } from './member-search-form';
import { MemberStatusFilter } from './member-status-filter';
import { ReminderSwitch } from './reminder-switch';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((v) => v === value);

const readFilter = (params: URLSearchParams): MemberFilter => {
  const searchBy = params.get('searchBy');
  const searchValue = params.get('searchValue')?.trim();
  const status = oneOf(MEMBERSHIP_STATUSES, params.get('status'));
  const ordering = oneOf(MEMBER_ORDERINGS, params.get('ordering'));
  const search: MemberFilter =
    searchBy === 'name' || searchBy === 'batch' ? { searchBy, searchValue: searchValue || undefined } : {};
  return { ...search, status, ordering };
};

const REMINDER_LABELS: Record<ReminderKind, AdminMessageId> = {
  '30_days': 'members.reminder30',
  '7_days': 'members.reminder7',
  end_day: 'members.reminderDay',
};

/** The header's count: one or more members, all of them or those a search found. */
const countId = (count: number, isSearch: boolean): AdminMessageId =>
  isSearch
    ? count === 1
      ? 'members.foundOne'
      : 'members.foundOther'
    : count === 1
      ? 'members.countOne'
      : 'members.countOther';

/** Only the parameters that are set, for the address. */
const paramsOf = (filter: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));

const columnsOf = (t: AdminText, language: Language): DataColumn<Membership>[] => [
  positionColumn({ hideBelow: 'sm' }),
  {
    header: t('common.name'),
    cell: (m) => (
      <>
        <ChakraLink asChild color="brand.fg" fontWeight="medium" overflowWrap="anywhere">
          <Link to={`/user/${m.user.public_handle}`}>
            {`${m.user.first_name} ${m.user.last_name}`.trim() || m.user.email}
          </Link>
        </ChakraLink>
        <Text hideFrom="md" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {t('members.brief', {
            email: m.user.email,
            duration: adminDurationLabel(m.membership_type.duration_month, language),
            batch: m.batch,
            roll: m.roll_number,
          })}
          <StatusBadge kind="email" of={m.user} size="sm" ms="1" />
        </Text>
      </>
    ),
    cellProps: { whiteSpace: 'normal' },
  },
  {
    header: t('common.email'),
    hideBelow: 'md',
    cell: (m) => (
      <>
        <Text as="span">{m.user.email}</Text>
        <StatusBadge kind="email" of={m.user} size="sm" ms="2" />
      </>
    ),
  },
  {
    header: t('members.serial'),
    cell: (m) => (
      <>
        {formatMembershipSerial(m.membership_type.short_name, m.serial)}
        {m.source === 'imported' && (
          <Badge size="sm" variant="outline" ms="2" fontFamily="body">
            {t('members.imported')}
          </Badge>
        )}
      </>
    ),
    cellProps: { fontFamily: 'mono', whiteSpace: 'nowrap' },
  },
  {
    header: t('members.duration'),
    hideBelow: 'md',
    cell: (m) => adminDurationLabel(m.membership_type.duration_month, language),
  },
  { header: t('members.batch'), hideBelow: 'md', cell: (m) => m.batch },
  { header: t('members.roll'), hideBelow: 'md', cell: (m) => m.roll_number },
  {
    header: t('members.ends'),
    cell: (m) => (
      <>
        {m.end_date ? <Text as="span">{formatDate(m.end_date, language)}</Text> : null}
        <StatusBadge kind="membership" of={m} size="sm" ms={m.end_date ? '2' : undefined} />
        {m.reminders?.length ? (
          <Text fontSize="xs" color="fg.muted">
            {t('members.reminded', {
              list: m.reminders
                .map((r) => `${t(REMINDER_LABELS[r.kind])} (${formatDate(r.sent_at, language)})`)
                .join(', '),
            })}
          </Text>
        ) : null}
      </>
    ),
    cellProps: { whiteSpace: 'nowrap' },
  },
];

/** The association's members: search by name or batch, paged, and a CSV of the same selection. */
export function MembersPage() {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  const associationId = useAssociationId();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const list = usePagedQuery(DEFAULT_PAGE_SIZE.members, (paging) =>
    membersQuery({ associationId, ...paging, ...filter }),
  );
  const [isExporting, setExporting] = useState(false);

  const { status, ordering } = filter;
  const search = (next: { searchBy: MemberSearchBy; searchValue: string }) =>
    setParams(paramsOf({ ...next, status, ordering }));
  const clear = () => setParams(paramsOf({ status, ordering }));
  const refine = (next: { status?: MembershipStatus; ordering?: MemberOrdering }) =>
    setParams(paramsOf({ searchBy: filter.searchBy, searchValue: filter.searchValue, ...next }));

  const onExport = async () => {
    setExporting(true);
    try {
      await exportMembersCsv(associationId, filter);
    } catch (e) {
      await showResult({ status: 'error', title: t('common.errorTitle'), text: defaultErrorText(e) });
    } finally {
      setExporting(false);
    }
  };

  const filters = (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4" mb="6">
      <MemberSearchForm key={params.toString()} initial={filter} onSearch={search} />
      <MemberStatusFilter status={status} ordering={ordering} onChange={refine} />
      <ReminderSwitch associationId={associationId} />
      {filter.searchValue && (
        <HStack mt="3" gap="2" color="fg.muted" fontSize="sm" wrap="wrap">
          <Text>
            {t(filter.searchBy === 'batch' ? 'members.showingBatch' : 'members.showingName', {
              value: filter.searchValue,
            })}
          </Text>
          <Button size="xs" variant="ghost" onClick={clear}>
            <X /> {t('members.clearSearch')}
          </Button>
        </HStack>
      )}
    </Box>
  );

  return (
    <ListPage
      title={t('members.title')}
      description={
        list.query.data
          ? t(countId(list.query.data.count, Boolean(filter.searchValue)), {
              count: figure(list.query.data.count, language),
            })
          : undefined
      }
      actions={
        <HStack gap="2" wrap="wrap">
          <Button asChild variant="outline">
            <Link to="import">
              <Upload /> {t('members.import')}
            </Link>
          </Button>
          <Button variant="outline" onClick={onExport} loading={isExporting} loadingText={t('members.exporting')}>
            <Download /> {t('members.export')}
          </Button>
        </HStack>
      }
      above={filters}
      {...list}
      what={t('members.what')}
      columns={columnsOf(t, language)}
      empty={filter.searchValue || status ? t('members.noMatch') : t('members.none')}
    />
  );
}
