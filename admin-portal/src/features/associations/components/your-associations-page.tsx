import { Box, Button, Heading, HStack, Table, Text, VStack } from '@chakra-ui/react';
import { EmptyState } from '@chakra-ui/react/empty-state';
import { MediaImage, usePageTitle, useSession } from '@alumni/shared';
import { Landmark } from 'lucide-react';
import { Link } from 'react-router';

/** "Your Associations": the associations this user administers, from the session (association_admins). */
export function YourAssociationsPage() {
  usePageTitle('Your Associations');
  const user = useSession((s) => s.user);
  const entries = user?.association_admins ?? [];

  return (
    <Box>
      <Heading as="h1" size="2xl" mb="6">
        Your Associations
      </Heading>
      {entries.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="lg" bg="bg.panel">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <Landmark />
            </EmptyState.Indicator>
            <VStack textAlign="center">
              <EmptyState.Title>You do not manage any association yet.</EmptyState.Title>
              <EmptyState.Description>Associations you administer will be listed here.</EmptyState.Description>
            </VStack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
          <Table.Root size="md" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader w="12" hideBelow="sm">
                  #
                </Table.ColumnHeader>
                <Table.ColumnHeader>Association</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">Designation</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Action</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map(({ designation, alumni_association: association }, index) => (
                <Table.Row key={association.id}>
                  <Table.Cell hideBelow="sm">{index + 1}</Table.Cell>
                  <Table.Cell whiteSpace="normal">
                    <HStack gap="3">
                      <MediaImage
                        path={association.logo}
                        alt={`${association.name} logo`}
                        boxSize="10"
                        rounded="md"
                        objectFit="cover"
                      />
                      <Box>
                        <Text fontWeight="medium">{association.name}</Text>
                        <Text fontSize="sm" color="fg.muted" hideFrom="md">
                          {designation}
                        </Text>
                      </Box>
                    </HStack>
                  </Table.Cell>
                  <Table.Cell hideBelow="md">{designation}</Table.Cell>
                  <Table.Cell textAlign="end">
                    <Button asChild size="sm" variant="outline">
                      <Link
                        to={`/admin/dashboard/associations/${association.id}`}
                        aria-label={`Manage ${association.name}`}
                      >
                        Manage
                      </Link>
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
    </Box>
  );
}
