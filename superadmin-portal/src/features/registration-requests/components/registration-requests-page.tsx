import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { PageHeader, PaginationBar, QueryState, StatusBadge, usePageParams, usePageTitle } from '@alumni/shared';
import { formatDateTime } from '@alumni/shared/format';
import { DEFAULT_PAGE_SIZE } from '@alumni/shared/contracts';
import { Link } from 'react-router';
import { useRegistrationRequests } from '../api/registration-requests';

/** All association registration requests, or only the pending ones, newest first. */
export function RegistrationRequestsPage({ pendingOnly }: { pendingOnly: boolean }) {
  const title = pendingOnly ? 'Pending Associations' : 'All Associations';
  usePageTitle(title);
  const { page, limit } = usePageParams(DEFAULT_PAGE_SIZE.registrationRequests);
  const query = useRegistrationRequests({ pendingOnly, page, limit });

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
      <QueryState query={query} what="The registration requests">
        {(data) =>
          data.results.length === 0 ? (
            <Text color="fg.muted" py="10" textAlign="center">
              {pendingOnly ? 'No request is waiting for approval.' : 'No association has applied yet.'}
            </Text>
          ) : (
            <>
              <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
                <Table.Root size="sm" interactive>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader w="12" hideBelow="sm">
                        #
                      </Table.ColumnHeader>
                      <Table.ColumnHeader>Name</Table.ColumnHeader>
                      <Table.ColumnHeader hideBelow="md">Established</Table.ColumnHeader>
                      <Table.ColumnHeader hideBelow="md">Address</Table.ColumnHeader>
                      <Table.ColumnHeader hideBelow="md">Created</Table.ColumnHeader>
                      <Table.ColumnHeader>Status</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Details</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {data.results.map((request, index) => (
                      <Table.Row key={request.id}>
                        <Table.Cell hideBelow="sm">{(page - 1) * limit + index + 1}</Table.Cell>
                        <Table.Cell whiteSpace="normal" minW={{ md: '48' }}>
                          <Text fontWeight="medium">{request.name}</Text>
                          <Text hideFrom="md" fontSize="xs" color="fg.muted">
                            {`Est. ${request.established_year} · ${request.address} · ${formatDateTime(request.created_at)}`}
                          </Text>
                        </Table.Cell>
                        <Table.Cell hideBelow="md">{request.established_year}</Table.Cell>
                        <Table.Cell hideBelow="md" whiteSpace="normal" minW="40">
                          {request.address}
                        </Table.Cell>
                        <Table.Cell hideBelow="md" whiteSpace="nowrap">
                          {formatDateTime(request.created_at)}
                        </Table.Cell>
                        <Table.Cell>
                          <StatusBadge kind="registration-request" of={request} />
                        </Table.Cell>
                        <Table.Cell>
                          <HStack justify="flex-end">
                            <Button asChild size="sm" variant="outline">
                              <Link
                                to={`/superAdmin/dashboard/associations/${request.id}`}
                                aria-label={`View ${request.name}`}
                              >
                                View
                              </Link>
                            </Button>
                          </HStack>
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
              <PaginationBar count={data.count} limit={limit} page={page} />
            </>
          )
        }
      </QueryState>
    </Box>
  );
}
