import { Badge, Box, Button, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import {
  DataList,
  defaultErrorText,
  PageHeader,
  positionColumn,
  showResult,
  StatusBadge,
  usePageParams,
  usePageTitle,
  type DataColumn,
} from '@alumni/shared';
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
import { useAssociationId } from '../../associations';
import { exportMembersCsv } from '../api/export-members';
import { useMembers, type MemberFilter, type MemberSearchBy } from '../api/get-members';
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

const REMINDER_LABELS: Record<ReminderKind, string> = {
  '30_days': '30 days before',
  '7_days': '7 days before',
  end_day: 'on the day',
};

/** Only the parameters that are set, for the address. */
const paramsOf = (filter: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(filter).filter((e): e is [string, string] => Boolean(e[1])));

const columns: DataColumn<Membership>[] = [
  positionColumn({ hideBelow: 'sm' }),
  {
    header: 'Name',
    cell: (m) => (
      <>
        <ChakraLink asChild color="brand.fg" fontWeight="medium">
          <Link to={`/user/${m.user.public_handle}`}>
            {`${m.user.first_name} ${m.user.last_name}`.trim() || m.user.email}
          </Link>
        </ChakraLink>
        <Text hideFrom="md" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {`${m.user.email} · ${adminDurationLabel(m.membership_type.duration_month)} · batch ${m.batch} · roll ${m.roll_number}`}
          <StatusBadge kind="email" of={m.user} size="sm" ms="1" />
        </Text>
      </>
    ),
    cellProps: { whiteSpace: 'normal' },
  },
  {
    header: 'Email',
    hideBelow: 'md',
    cell: (m) => (
      <>
        <Text as="span">{m.user.email}</Text>
        <StatusBadge kind="email" of={m.user} size="sm" ms="2" />
      </>
    ),
  },
  {
    header: 'Serial',
    cell: (m) => (
      <>
        {formatMembershipSerial(m.membership_type.short_name, m.serial)}
        {m.source === 'imported' && (
          <Badge size="sm" variant="outline" ms="2" fontFamily="body">
            imported
          </Badge>
        )}
      </>
    ),
    cellProps: { fontFamily: 'mono', whiteSpace: 'nowrap' },
  },
  { header: 'Membership duration', hideBelow: 'md', cell: (m) => adminDurationLabel(m.membership_type.duration_month) },
  { header: 'Batch', hideBelow: 'md', cell: (m) => m.batch },
  { header: 'Roll number', hideBelow: 'md', cell: (m) => m.roll_number },
  {
    header: 'Ends',
    cell: (m) => (
      <>
        {m.end_date ? <Text as="span">{formatDate(m.end_date)}</Text> : null}
        <StatusBadge kind="membership" of={m} size="sm" ms={m.end_date ? '2' : undefined} />
        {m.reminders?.length ? (
          <Text fontSize="xs" color="fg.muted">
            {`Reminded ${m.reminders.map((r) => `${REMINDER_LABELS[r.kind]} (${formatDate(r.sent_at)})`).join(', ')}`}
          </Text>
        ) : null}
      </>
    ),
    cellProps: { whiteSpace: 'nowrap' },
  },
];

/** The association's members: search by name or batch, paged, and a CSV of the same selection. */
export function MembersPage() {
  usePageTitle('Members');
  const associationId = useAssociationId();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const paging = usePageParams(DEFAULT_PAGE_SIZE.members);
  const query = useMembers({ associationId, ...paging, ...filter });
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
      await showResult({ status: 'error', title: 'There is an error', text: defaultErrorText(e) });
    } finally {
      setExporting(false);
    }
  };

  return (
    <Box>
      <PageHeader
        title="Members"
        description={
          query.data
            ? `${query.data.count} member${query.data.count === 1 ? '' : 's'}${filter.searchValue ? ' found' : ''}`
            : undefined
        }
        actions={
          <HStack gap="2" wrap="wrap">
            <Button asChild variant="outline">
              <Link to="import">
                <Upload /> Import
              </Link>
            </Button>
            <Button variant="outline" onClick={onExport} loading={isExporting} loadingText="Exporting...">
              <Download /> Export CSV
            </Button>
          </HStack>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4" mb="6">
        <MemberSearchForm key={params.toString()} initial={filter} onSearch={search} />
        <MemberStatusFilter status={status} ordering={ordering} onChange={refine} />
        <ReminderSwitch associationId={associationId} />
        {filter.searchValue && (
          <HStack mt="3" gap="2" color="fg.muted" fontSize="sm" wrap="wrap">
            <Text>
              {`Showing members whose ${filter.searchBy === 'batch' ? 'batch is' : 'name contains'} “${filter.searchValue}”.`}
            </Text>
            <Button size="xs" variant="ghost" onClick={clear}>
              <X /> Clear search
            </Button>
          </HStack>
        )}
      </Box>
      <DataList
        query={query}
        paging={paging}
        what="The members"
        columns={columns}
        empty={filter.searchValue || status ? 'No member matches your search.' : 'This association has no members yet.'}
      />
    </Box>
  );
}
