import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { AssociationDashboard } from '@alumni/shared/contracts';
import { formatMoney } from '@alumni/shared/format';
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
  const month = monthLabel(dashboard.this_month.month, 'long');
  const figures: Figure[] = [
    { label: 'Active members', value: String(dashboard.active_members), note: 'Membership not ended, or for life' },
    {
      label: `Expiring in ${dashboard.expiring_within_days} days`,
      value: String(dashboard.expiring_members),
      note: 'Active members whose membership ends soon',
    },
    { label: 'New members', value: String(dashboard.this_month.new_members), note: month },
    { label: 'Revenue', value: formatMoney(dashboard.this_month.revenue), note: `${month}, net of refunds` },
  ];
  return (
    <SimpleGrid columns={{ base: 2, lg: 4 }} gap={{ base: '3', md: '4' }}>
      {figures.map((figure) => (
        <Tile key={figure.label} {...figure} />
      ))}
    </SimpleGrid>
  );
}
