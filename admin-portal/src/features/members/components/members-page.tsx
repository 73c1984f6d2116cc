import { Box, Button, HStack, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import {
  defaultErrorText,
  PageHeader,
  PaginationBar,
  QueryState,
  showResult,
  StatusBadge,
  usePageParams,
  usePageTitle,
} from '@alumni/shared';
import { adminDurationLabel, formatMembershipSerial } from '@alumni/shared/format';
import { DEFAULT_PAGE_SIZE, type Membership } from '@alumni/shared/contracts';
import { Download, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAssociationId } from '../../associations';
import { exportMembersCsv } from '../api/export-members';
import { useMembers, type MemberFilter, type MemberSearchBy } from '../api/get-members';
import { MemberSearchForm } from './member-search-form';

const readFilter = (params: URLSearchParams): MemberFilter => {
  const searchBy = params.get('searchBy');
  const searchValue = params.get('searchValue')?.trim();
  return searchBy === 'name' || searchBy === 'batch' ? { searchBy, searchValue: searchValue || undefined } : {};
};

function MemberTable({ members, offset }: { members: Membership[]; offset: number }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
      <Table.Root size="sm" interactive>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader w="12" hideBelow="sm">
              #
            </Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">Email</Table.ColumnHeader>
            <Table.ColumnHeader>Serial</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">Membership duration</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">Batch</Table.ColumnHeader>
            <Table.ColumnHeader hideBelow="md">Roll number</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((m, index) => (
            <Table.Row key={m.id}>
              <Table.Cell hideBelow="sm">{offset + index + 1}</Table.Cell>
              <Table.Cell whiteSpace="normal">
                <ChakraLink asChild color="brand.fg" fontWeight="medium">
                  <Link to={`/user/${m.user.public_handle}`}>
                    {`${m.user.first_name} ${m.user.last_name}`.trim() || m.user.email}
                  </Link>
                </ChakraLink>
                <Text hideFrom="md" fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                  {`${m.user.email} · ${adminDurationLabel(m.membership_type.duration_month)} · batch ${m.batch} · roll ${m.roll_number}`}
                  <StatusBadge kind="email" of={m.user} size="sm" ms="1" />
                </Text>
              </Table.Cell>
              <Table.Cell hideBelow="md">
                <Text as="span">{m.user.email}</Text>
                <StatusBadge kind="email" of={m.user} size="sm" ms="2" />
              </Table.Cell>
              <Table.Cell fontFamily="mono">
                {formatMembershipSerial(m.membership_type.short_name, m.serial)}
              </Table.Cell>
              <Table.Cell hideBelow="md">{adminDurationLabel(m.membership_type.duration_month)}</Table.Cell>
              <Table.Cell hideBelow="md">{m.batch}</Table.Cell>
              <Table.Cell hideBelow="md">{m.roll_number}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The association's members: search by name or batch, paged, and a CSV of the same selection. */
export function MembersPage() {
  usePageTitle('Members');
  const associationId = useAssociationId();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const { page, limit } = usePageParams(DEFAULT_PAGE_SIZE.members);
  const query = useMembers({ associationId, page, limit, ...filter });
  const [isExporting, setExporting] = useState(false);

  const search = (next: { searchBy: MemberSearchBy; searchValue: string }) => setParams(next);
  const clear = () => setParams({});

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
          <Button variant="outline" onClick={onExport} loading={isExporting} loadingText="Exporting...">
            <Download /> Export CSV
          </Button>
        }
      />
      <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4" mb="6">
        <MemberSearchForm key={params.toString()} initial={filter} onSearch={search} />
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
      <QueryState query={query} what="The members">
        {(data) =>
          data.results.length === 0 ? (
            <Text color="fg.muted" py="10" textAlign="center">
              {filter.searchValue ? 'No member matches your search.' : 'This association has no members yet.'}
            </Text>
          ) : (
            <>
              <MemberTable members={data.results} offset={(page - 1) * limit} />
              <PaginationBar count={data.count} limit={limit} page={page} />
            </>
          )
        }
      </QueryState>
    </Box>
  );
}
