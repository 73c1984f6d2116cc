import { Flex, Link as ChakraLink, Text } from '@chakra-ui/react';
import {
  DataList,
  PageHeader,
  positionColumn,
  StatusBadge,
  usePageParams,
  usePageTitle,
  type DataColumn,
} from '@alumni/shared';
import { formatDate } from '@alumni/shared/format';
import { DEFAULT_PAGE_SIZE, type RegistrationRequest } from '@alumni/shared/contracts';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { useRegistrationRequests } from '../api/registration-requests';

const detailsPath = (request: RegistrationRequest) => `/user/dashboard/association-requests/${request.id}`;

const columns: DataColumn<RegistrationRequest>[] = [
  positionColumn({ cellProps: { color: 'fg.muted' } }),
  { header: 'Name', cell: (r) => r.name, cellProps: { minW: '48', fontWeight: 'medium', whiteSpace: 'normal' } },
  { header: 'Established', cell: (r) => r.established_year },
  { header: 'Created', cell: (r) => formatDate(r.created_at), cellProps: { whiteSpace: 'nowrap' } },
  { header: 'Status', cell: (r) => <StatusBadge kind="registration-request" of={r} /> },
  {
    header: <Text srOnly>Details</Text>,
    cell: (r) => (
      <ChakraLink asChild color="brand.fg" fontWeight="medium">
        <Link to={detailsPath(r)} aria-label={`View ${r.name}`}>
          View
        </Link>
      </ChakraLink>
    ),
  },
];

function RequestCard({ request }: { request: RegistrationRequest }) {
  return (
    <>
      <Flex justify="space-between" gap="3" align="flex-start">
        <Text fontWeight="semibold" minW="0">
          {request.name}
        </Text>
        <StatusBadge kind="registration-request" of={request} />
      </Flex>
      <Text fontSize="sm" color="fg.muted" mt="1">
        Established {request.established_year} · Applied {formatDate(request.created_at)}
      </Text>
      <ChakraLink asChild color="brand.fg" fontWeight="medium" mt="2" display="inline-block">
        <Link to={detailsPath(request)} aria-label={`View ${request.name}`}>
          View details
        </Link>
      </ChakraLink>
    </>
  );
}

export function RegistrationRequestsPage() {
  usePageTitle('Association Requests');
  const paging = usePageParams(DEFAULT_PAGE_SIZE.registrationRequests);
  const query = useRegistrationRequests(paging.page, paging.limit);
  return (
    <>
      <PageHeader
        title="Association Requests"
        description="Your requests to register a new association."
        actions={
          <LinkButton to="/user/dashboard/associations/register">
            <Plus /> Apply for New Association
          </LinkButton>
        }
      />
      <DataList
        query={query}
        paging={paging}
        what="Your association requests"
        label="Your association requests"
        columns={columns}
        card={(request) => <RequestCard request={request} />}
        empty="You have not applied for an association yet."
        emptyPage="There are no requests on this page."
      />
    </>
  );
}
