import { Box, Heading, HStack, Text, VStack } from '@chakra-ui/react';
import { EmptyState } from '@chakra-ui/react/empty-state';
import {
  AssociationLogo,
  DataList,
  positionColumn,
  RowLink,
  usePageTitle,
  usePortalCatalog,
  useSession,
  type DataColumn,
} from '@alumni/shared';
import type { User } from '@alumni/shared/contracts';
import { Landmark } from 'lucide-react';
import { ADMIN_CATALOGS, type AdminText } from '../../../i18n/catalogs/admin';

type Entry = User['association_admins'][number];

const columnsOf = (t: AdminText): DataColumn<Entry>[] => [
  positionColumn({ hideBelow: 'sm' }),
  {
    header: t('associations.association'),
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
  { header: t('associations.designation'), hideBelow: 'md', cell: (entry) => entry.designation },
  {
    header: t('common.action'),
    align: 'end',
    cell: ({ alumni_association: association }) => (
      <RowLink
        to={`/admin/dashboard/associations/${association.id}`}
        label={t('associations.manageLabel', { name: association.name })}
      >
        {t('associations.manage')}
      </RowLink>
    ),
  },
];

function NoAssociation({ t }: { t: AdminText }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="lg" bg="bg.panel">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <Landmark />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('associations.none')}</EmptyState.Title>
          <EmptyState.Description>{t('associations.noneHint')}</EmptyState.Description>
        </VStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** "Your Associations": the associations this user administers, from the session (association_admins). */
export function YourAssociationsPage() {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  usePageTitle(t('associations.title'));
  const user = useSession((s) => s.user);

  return (
    <Box>
      <Heading as="h1" size="2xl" mb="6">
        {t('associations.title')}
      </Heading>
      <DataList
        rows={user?.association_admins ?? []}
        rowKey={(entry) => entry.alumni_association.id}
        size="md"
        columns={columnsOf(t)}
        empty={<NoAssociation t={t} />}
      />
    </Box>
  );
}
