import { Box, Table } from '@chakra-ui/react';
import type { DashboardMonth } from '@alumni/shared/contracts';
import { useLanguage, usePortalCatalog } from '@alumni/shared';
import { formatMoney } from '@alumni/shared/format';
import { figure } from '../../../components/figure';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';
import { monthLabel } from './month-labels';

/** The chart's figures as a table (what a screen reader reads; the canvas is hidden from it), newest first. */
export function MonthTable({ months }: { months: DashboardMonth[] }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  return (
    <Box as="details" mt="4">
      <Box as="summary" cursor="pointer" fontSize="sm" color="fg.muted">
        {t('dashboard.byMonth')}
      </Box>
      <Table.ScrollArea mt="2">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('dashboard.month')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('dashboard.newMembers')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('dashboard.revenue')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {[...months].reverse().map((m) => (
              <Table.Row key={m.month}>
                <Table.Cell>{monthLabel(m.month, 'long', language)}</Table.Cell>
                <Table.Cell textAlign="end">{figure(m.new_members, language)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(m.revenue, { language })}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    </Box>
  );
}
