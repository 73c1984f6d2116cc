import { Button, Text } from '@chakra-ui/react';
import { ListPage, positionColumn, RowLink, useLanguage, usePortalCatalog, type DataColumn } from '@alumni/shared';
import type { Language } from '@alumni/shared/i18n';
import { adminDurationLabel, formatMoney } from '@alumni/shared/format';
import type { MembershipType } from '@alumni/shared/contracts';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { ADMIN_CATALOGS, type AdminText } from '../../../i18n/catalogs/admin';
import { useAssociationId } from '../../associations';
import { useMembershipTypes } from '../api/membership-types';

const columnsOf = (associationId: number, t: AdminText, language: Language): DataColumn<MembershipType>[] => [
  positionColumn({ hideBelow: 'sm' }),
  {
    header: t('common.name'),
    cell: (type) => (
      <>
        <Text fontWeight="medium">{type.name}</Text>
        <Text hideFrom="md" fontSize="xs" color="fg.muted">
          {`${type.short_name} · ${adminDurationLabel(type.duration_month, language)}`}
        </Text>
      </>
    ),
    cellProps: { whiteSpace: 'normal' },
  },
  { header: t('types.shortName'), hideBelow: 'md', cell: (type) => type.short_name },
  { header: t('types.duration'), hideBelow: 'md', cell: (type) => adminDurationLabel(type.duration_month, language) },
  {
    header: t('common.fee'),
    align: 'end',
    cell: (type) => formatMoney(type.fee, { isWhole: true, language }),
    cellProps: { whiteSpace: 'nowrap' },
  },
  {
    header: t('types.details'),
    align: 'end',
    cell: (type) => (
      <RowLink
        to={associationPath(associationId, `memberships/${type.id}`)}
        label={t('types.viewLabel', { name: type.name })}
      >
        {t('types.view')}
      </RowLink>
    ),
  },
];

/** The membership types the association offers, with View and Add. */
export function MembershipTypesPage() {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  const associationId = useAssociationId();
  const query = useMembershipTypes(associationId);

  return (
    <ListPage
      title={t('types.title')}
      description={t('types.intro')}
      actions={
        <Button asChild>
          <Link to={associationPath(associationId, 'memberships/add')}>
            <Plus /> {t('common.add')}
          </Link>
        </Button>
      }
      query={query}
      what={t('types.what')}
      size="md"
      columns={columnsOf(associationId, t, language)}
      empty={t('types.none')}
    />
  );
}
