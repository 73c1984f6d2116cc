import { Box, Button, HStack, Table, Text } from '@chakra-ui/react';
import { PageHeader, QueryState, usePageTitle } from '@alumni/shared';
import { adminDurationLabel, formatMoney } from '@alumni/shared/format';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { useAssociationId } from '../../associations';
import { useMembershipTypes } from '../api/membership-types';

/** The membership types the association offers, with View and Add. */
export function MembershipTypesPage() {
  usePageTitle('Membership Types');
  const associationId = useAssociationId();
  const query = useMembershipTypes(associationId);

  return (
    <Box>
      <PageHeader
        title="Membership Types"
        description="What members can apply for, and at what fee."
        actions={
          <Button asChild>
            <Link to={associationPath(associationId, 'memberships/add')}>
              <Plus /> Add
            </Link>
          </Button>
        }
      />
      <QueryState query={query} what="The membership types">
        {(types) =>
          types.length === 0 ? (
            <Text color="fg.muted" py="10" textAlign="center">
              No membership type yet. Add one so members can apply.
            </Text>
          ) : (
            <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel">
              <Table.Root interactive>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader w="12" hideBelow="sm">
                      #
                    </Table.ColumnHeader>
                    <Table.ColumnHeader>Name</Table.ColumnHeader>
                    <Table.ColumnHeader hideBelow="md">Short name</Table.ColumnHeader>
                    <Table.ColumnHeader hideBelow="md">Duration</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Fee</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Details</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {types.map((type, index) => (
                    <Table.Row key={type.id}>
                      <Table.Cell hideBelow="sm">{index + 1}</Table.Cell>
                      <Table.Cell whiteSpace="normal">
                        <Text fontWeight="medium">{type.name}</Text>
                        <Text hideFrom="md" fontSize="xs" color="fg.muted">
                          {`${type.short_name} · ${adminDurationLabel(type.duration_month)}`}
                        </Text>
                      </Table.Cell>
                      <Table.Cell hideBelow="md">{type.short_name}</Table.Cell>
                      <Table.Cell hideBelow="md">{adminDurationLabel(type.duration_month)}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {formatMoney(type.fee, { isWhole: true })}
                      </Table.Cell>
                      <Table.Cell>
                        <HStack justify="flex-end">
                          <Button asChild size="sm" variant="outline">
                            <Link
                              to={associationPath(associationId, `memberships/${type.id}`)}
                              aria-label={`View ${type.name}`}
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
          )
        }
      </QueryState>
    </Box>
  );
}
