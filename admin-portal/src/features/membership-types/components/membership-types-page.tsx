import { Box, Button, Text } from '@chakra-ui/react';
import { DataList, PageHeader, positionColumn, RowLink, usePageTitle, type DataColumn } from '@alumni/shared';
import { adminDurationLabel, formatMoney } from '@alumni/shared/format';
import type { MembershipType } from '@alumni/shared/contracts';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { useAssociationId } from '../../associations';
import { useMembershipTypes } from '../api/membership-types';

const columnsOf = (associationId: number): DataColumn<MembershipType>[] => [
  positionColumn({ hideBelow: 'sm' }),
  {
    header: 'Name',
    cell: (type) => (
      <>
        <Text fontWeight="medium">{type.name}</Text>
        <Text hideFrom="md" fontSize="xs" color="fg.muted">
          {`${type.short_name} · ${adminDurationLabel(type.duration_month)}`}
        </Text>
      </>
    ),
    cellProps: { whiteSpace: 'normal' },
  },
  { header: 'Short name', hideBelow: 'md', cell: (type) => type.short_name },
  { header: 'Duration', hideBelow: 'md', cell: (type) => adminDurationLabel(type.duration_month) },
  {
    header: 'Fee',
    align: 'end',
    cell: (type) => formatMoney(type.fee, { isWhole: true }),
    cellProps: { whiteSpace: 'nowrap' },
  },
  {
    header: 'Details',
    align: 'end',
    cell: (type) => (
      <RowLink to={associationPath(associationId, `memberships/${type.id}`)} label={`View ${type.name}`}>
        View
      </RowLink>
    ),
  },
];

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
      <DataList
        query={query}
        what="The membership types"
        size="md"
        columns={columnsOf(associationId)}
        empty="No membership type yet. Add one so members can apply."
      />
    </Box>
  );
}
