import { Box, Flex, Link as ChakraLink, Table, Text } from '@chakra-ui/react';
import { PageHeader, PaginationBar, QueryState, StatusBadge, usePageParams, usePageTitle } from '@alumni/shared';
import { formatDate } from '@alumni/shared/format';
import { DEFAULT_PAGE_SIZE } from '@alumni/shared/contracts';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { LinkButton } from '../../../components/link-button';
import { StackedItem, StackedList } from '../../../components/stacked-list';
import { useRegistrationRequests } from '../api/registration-requests';

export function RegistrationRequestsPage() {
  usePageTitle('Association Requests');
  const { page, limit } = usePageParams(DEFAULT_PAGE_SIZE.registrationRequests);
  const query = useRegistrationRequests(page, limit);
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
      <QueryState query={query} what="Your association requests">
        {({ count, results }) =>
          results.length === 0 ? (
            <Text color="fg.muted">
              {count === 0 ? 'You have not applied for an association yet.' : 'There are no requests on this page.'}
            </Text>
          ) : (
            <>
              <StackedList label="Your association requests">
                {results.map((request) => (
                  <StackedItem key={request.id}>
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
                      <Link
                        to={`/user/dashboard/registration-requests/${request.id}`}
                        aria-label={`View ${request.name}`}
                      >
                        View details
                      </Link>
                    </ChakraLink>
                  </StackedItem>
                ))}
              </StackedList>
              <Box bg="bg.panel" borderWidth="1px" borderRadius="lg" overflow="hidden" hideBelow="md">
                <Table.ScrollArea>
                  <Table.Root size="sm" aria-label="Your association requests">
                    <Table.Header>
                      <Table.Row bg="bg.muted">
                        <Table.ColumnHeader w="12">#</Table.ColumnHeader>
                        <Table.ColumnHeader>Name</Table.ColumnHeader>
                        <Table.ColumnHeader>Established</Table.ColumnHeader>
                        <Table.ColumnHeader>Created</Table.ColumnHeader>
                        <Table.ColumnHeader>Status</Table.ColumnHeader>
                        <Table.ColumnHeader>
                          <Text srOnly>Details</Text>
                        </Table.ColumnHeader>
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {results.map((request, index) => (
                        <Table.Row key={request.id}>
                          <Table.Cell color="fg.muted">{(page - 1) * limit + index + 1}</Table.Cell>
                          <Table.Cell minW="48" fontWeight="medium" whiteSpace="normal">
                            {request.name}
                          </Table.Cell>
                          <Table.Cell>{request.established_year}</Table.Cell>
                          <Table.Cell whiteSpace="nowrap">{formatDate(request.created_at)}</Table.Cell>
                          <Table.Cell>
                            <StatusBadge kind="registration-request" of={request} />
                          </Table.Cell>
                          <Table.Cell>
                            <ChakraLink asChild color="brand.fg" fontWeight="medium">
                              <Link
                                to={`/user/dashboard/registration-requests/${request.id}`}
                                aria-label={`View ${request.name}`}
                              >
                                View
                              </Link>
                            </ChakraLink>
                          </Table.Cell>
                        </Table.Row>
                      ))}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              </Box>
              <PaginationBar count={count} limit={limit} page={page} />
            </>
          )
        }
      </QueryState>
    </>
  );
}
