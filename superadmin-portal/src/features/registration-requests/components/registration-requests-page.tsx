import { Box, Text } from '@chakra-ui/react';
import {
  DataList,
  PageHeader,
  positionColumn,
  RowLink,
  StatusBadge,
  usePageParams,
  usePageTitle,
  type DataColumn,
} from '@alumni/shared';
import { formatDateTime } from '@alumni/shared/format';
import { DEFAULT_PAGE_SIZE, type RegistrationRequest } from '@alumni/shared/contracts';
import { useRegistrationRequests } from '../api/registration-requests';

const columns: DataColumn<RegistrationRequest>[] = [
  positionColumn({ hideBelow: 'sm' }),
  {
    header: 'Name',
    cell: (r) => (
      <>
        <Text fontWeight="medium">{r.name}</Text>
        <Text hideFrom="md" fontSize="xs" color="fg.muted">
          {`Est. ${r.established_year} · ${r.address} · ${formatDateTime(r.created_at)}`}
        </Text>
      </>
    ),
    cellProps: { whiteSpace: 'normal', minW: { md: '48' } },
  },
  { header: 'Established', hideBelow: 'md', cell: (r) => r.established_year },
  { header: 'Address', hideBelow: 'md', cell: (r) => r.address, cellProps: { whiteSpace: 'normal', minW: '40' } },
  {
    header: 'Created',
    hideBelow: 'md',
    cell: (r) => formatDateTime(r.created_at),
    cellProps: { whiteSpace: 'nowrap' },
  },
  { header: 'Status', cell: (r) => <StatusBadge kind="registration-request" of={r} /> },
  {
    header: 'Details',
    align: 'end',
    cell: (r) => (
      <RowLink to={`/superAdmin/dashboard/associations/${r.id}`} label={`View ${r.name}`}>
        View
      </RowLink>
    ),
  },
];

/** All association registration requests, or only the pending ones, newest first. */
export function RegistrationRequestsPage({ pendingOnly }: { pendingOnly: boolean }) {
  const title = pendingOnly ? 'Pending Associations' : 'All Associations';
  usePageTitle(title);
  const paging = usePageParams(DEFAULT_PAGE_SIZE.registrationRequests);
  const query = useRegistrationRequests({ pendingOnly, ...paging });

  return (
    <Box>
      <PageHeader
        title={title}
        description={
          pendingOnly
            ? 'Registration requests waiting for your approval.'
            : 'Every association registration request, approved or not.'
        }
      />
      <DataList
        query={query}
        paging={paging}
        what="The registration requests"
        columns={columns}
        empty={pendingOnly ? 'No request is waiting for approval.' : 'No association has applied yet.'}
      />
    </Box>
  );
}
