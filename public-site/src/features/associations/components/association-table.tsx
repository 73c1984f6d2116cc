import { Button, Table } from '@chakra-ui/react';
import { AssociationLogo } from '@alumni/shared';
import { type AssociationListItem } from '@alumni/shared/contracts';
import { Link } from 'react-router';

export type AssociationRowsProps = { associations: AssociationListItem[]; firstIndex: number };

/** Desktop and tablet: index, Logo, Name, Members, Details. */
export function AssociationTable({ associations, firstIndex }: AssociationRowsProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel" display={{ base: 'none', md: 'block' }}>
      <Table.Root interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader w="14">#</Table.ColumnHeader>
            <Table.ColumnHeader w="20">Logo</Table.ColumnHeader>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Members</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Details</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {associations.map((association, index) => (
            <Table.Row key={association.id}>
              <Table.Cell color="fg.muted">{firstIndex + index}</Table.Cell>
              <Table.Cell>
                <AssociationLogo association={association} boxSize="10" loading="lazy" />
              </Table.Cell>
              <Table.Cell fontWeight="medium">{association.name}</Table.Cell>
              <Table.Cell textAlign="end">{association.member_count}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button asChild size="sm" variant="outline">
                  <Link to={`/associations/${association.id}`} aria-label={`View ${association.name}`}>
                    View
                  </Link>
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
