import { Box, Button, Container, Heading, HStack, Table, Text } from '@chakra-ui/react';
import { DEFAULT_PAGE_SIZE, MediaImage, PageSpinner, PaginationBar, usePageParams, usePageTitle } from '@alumni/shared';
import { Link, useSearchParams } from 'react-router';
import { useAssociations } from '../api/get-associations';
import { AssociationSearch } from './association-search';

export function AssociationListPage() {
  usePageTitle('Associations');
  const [params] = useSearchParams();
  const name = params.get('name')?.trim() || undefined;
  const { page, limit } = usePageParams(DEFAULT_PAGE_SIZE.associations);
  const { data, isPending, isError } = useAssociations({ name, page, limit });

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size="3xl" mb="2">
        Associations
      </Heading>
      <Text color="fg.muted" mb="6">
        {name ? `Results for “${name}”` : 'Alumni associations on Alumni Connect'}
      </Text>
      <Box mb="6">
        <AssociationSearch key={name ?? ''} initial={name ?? ''} />
      </Box>
      {isPending ? (
        <PageSpinner />
      ) : isError ? (
        <Text color="fg.muted">The associations could not be loaded. Please try again later.</Text>
      ) : data.results.length === 0 ? (
        <Text color="fg.muted" py="10" textAlign="center">
          No association matches your search.
        </Text>
      ) : (
        <>
          <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
            <Table.Root interactive>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader w="12">#</Table.ColumnHeader>
                  <Table.ColumnHeader w="20">Logo</Table.ColumnHeader>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Members</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Details</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.results.map((association, index) => (
                  <Table.Row key={association.id}>
                    <Table.Cell>{(page - 1) * limit + index + 1}</Table.Cell>
                    <Table.Cell>
                      <MediaImage path={association.logo} alt={`${association.name} logo`} boxSize="10" rounded="md" objectFit="cover" />
                    </Table.Cell>
                    <Table.Cell fontWeight="medium">{association.name}</Table.Cell>
                    <Table.Cell textAlign="end">{association.member_count}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack justify="flex-end">
                        <Button asChild size="sm" variant="outline">
                          <Link to={`/associations/${association.id}`} aria-label={`View ${association.name}`}>
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
      )}
    </Container>
  );
}
