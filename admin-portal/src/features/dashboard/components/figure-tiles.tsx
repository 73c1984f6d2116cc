import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { AssociationDashboard } from '@alumni/shared/contracts';
import { useLanguage, usePortalCatalog } from '@alumni/shared';
import { formatMoney } from '@alumni/shared/format';
import { figure } from '../../../components/figure';
import { ADMIN_CATALOGS } from '../../../i18n/catalogs/admin';
import { monthLabel } from './month-labels';

type Figure = { label: string; value: string; note: string };

function Tile({ label, value, note }: Figure) {
  return (
    <Box as="section" aria-label={label} bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '3', md: '5' }}>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize={{ base: 'xl', md: '3xl' }} fontWeight="semibold" lineHeight="short" mt="1">
        {value}
      </Text>
      <Text fontSize="xs" color="fg.muted" mt="1">
        {note}
      </Text>
    </Box>
  );
}

/** The four figures of today and this month (Asia/Dhaka). */
export function FigureTiles({ dashboard }: { dashboard: AssociationDashboard }) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  const language = useLanguage();
  const count = (value: number) => figure(value, language);
  const month = monthLabel(dashboard.this_month.month, 'long', language);
  const figures: Figure[] = [
    { label: t('dashboard.activeMembers'), value: count(dashboard.active_members), note: t('dashboard.activeNote') },
    {
      label: t('dashboard.expiringIn', { days: count(dashboard.expiring_within_days) }),
      value: count(dashboard.expiring_members),
      note: t('dashboard.expiringNote'),
    },
    { label: t('dashboard.newMembers'), value: count(dashboard.this_month.new_members), note: month },
    {
      label: t('dashboard.revenue'),
      value: formatMoney(dashboard.this_month.revenue, { language }),
      note: t('dashboard.netOfRefunds', { month }),
    },
  ];
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
      {figures.map((figure) => (
        <Tile key={figure.label} {...figure} />
      ))}
    </SimpleGrid>
  );
}
