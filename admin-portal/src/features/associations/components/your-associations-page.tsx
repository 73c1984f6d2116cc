import { Box, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { EmptyState } from '@chakra-ui/react/empty-state';
import {
  AssociationLogo,
  DataList,
  positionColumn,
  RowLink,
  usePageTitle,
  useSession,
  type DataColumn,
} from '@alumni/shared';
import type { User } from '@alumni/shared/contracts';
import { Landmark } from 'lucide-react';

type Entry = User['association_admins'][number];

const columns: DataColumn<Entry>[] = [
  positionColumn({ hideBelow: 'sm' }),
  {
    header: 'Association',
    cell: ({ designation, alumni_association: association }) => (
      <HStack gap="3">
        <AssociationLogo association={association} boxSize="10" />
        <Box>
          <Text fontWeight="medium">{association.name}</Text>
          <Text fontSize="sm" color="fg.muted" hideFrom="md">
            {designation}
          </Text>
        </Box>
      </HStack>
    ),
    cellProps: { whiteSpace: 'normal' },
  },
  { header: 'Designation', hideBelow: 'md', cell: (entry) => entry.designation },
  {
    header: 'Action',
    align: 'end',
    cell: ({ alumni_association: association }) => (
      <RowLink to={`/admin/dashboard/associations/${association.id}`} label={`Manage ${association.name}`}>
        Manage
      </RowLink>
    ),
  },
];

const noAssociation = (
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
);

/** "Your Associations": the associations this user administers, from the session (association_admins). */
export function YourAssociationsPage() {
  usePageTitle('Your Associations');
  const user = useSession((s) => s.user);

  return (
    <Box>
      <Heading as="h1" size="2xl" mb="6">
        Your Associations
      </Heading>
      <DataList
        rows={user?.association_admins ?? []}
        rowKey={(entry) => entry.alumni_association.id}
        size="md"
        columns={columns}
        empty={noAssociation}
      />
    </Box>
  );
}
