import { Button, Table } from '@chakra-ui/react';
import { AssociationLogo, useLanguage, usePortalCatalog } from '@alumni/shared';
import { formatCount } from '@alumni/shared/format';
import { type AssociationListItem } from '@alumni/shared/contracts';
import { Link } from 'react-router';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';

export type AssociationRowsProps = { associations: AssociationListItem[]; firstIndex: number };

/** Desktop and tablet: index, Logo, Name, Members, Details. */
export function AssociationTable({ associations, firstIndex }: AssociationRowsProps) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  return (
    <Table.ScrollArea borderWidth="1px" rounded="lg" bg="bg.panel" display={{ base: 'none', md: 'block' }}>
      <Table.Root interactive>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader w="14">#</Table.ColumnHeader>
            <Table.ColumnHeader w="20">{t('associations.table.logo')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('associations.table.name')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('associations.table.members')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('associations.table.details')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {associations.map((association, index) => (
            <Table.Row key={association.id}>
              <Table.Cell color="fg.muted">{formatCount(firstIndex + index, language)}</Table.Cell>
              <Table.Cell>
                <AssociationLogo association={association} boxSize="10" loading="lazy" />
              </Table.Cell>
              <Table.Cell fontWeight="medium">{association.name}</Table.Cell>
              <Table.Cell textAlign="end">{formatCount(association.member_count, language)}</Table.Cell>
              <Table.Cell textAlign="end">
                <Button asChild size="sm" variant="outline">
                  <Link
                    to={`/associations/${association.id}`}
                    aria-label={t('common.viewNamed', { name: association.name })}
                  >
                    {t('common.view')}
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
