import { useLanguage, usePortalCatalog } from '@alumni/shared';
import { formatCount } from '@alumni/shared/format';
import { Icon, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Building2, CalendarCheck, IdCard, UsersRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { LandingSection } from './section-heading';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { useStats } from '../api/get-stats';

function Counter({
  icon,
  label,
  value,
  isLoading,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  isLoading?: boolean;
}) {
  return (
    <Stack align="center" gap="2" textAlign="center" p={{ base: '4', md: '6' }}>
      <Icon boxSize="8" color="whiteAlpha.900">
        {icon}
      </Icon>
      <Skeleton loading={Boolean(isLoading)} minW="16" rounded="md">
        <Text fontSize={{ base: '3xl', md: '5xl' }} fontWeight="extrabold" lineHeight="1" color="white">
          {value}
        </Text>
      </Skeleton>
      <Text color="whiteAlpha.900" fontWeight="medium">
        {label}
      </Text>
    </Stack>
  );
}

/** The section's background. */
const GRADIENT = { bgGradient: 'to-r', gradientFrom: 'brand.800', gradientTo: 'brand.600' } as const;

/** Real totals from GET /stats/; the events figure has no source, so it stays sample text. */
export function CountersSection() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  const { data, isPending, isError } = useStats();
  const show = (value: number | undefined) => (value === undefined ? '–' : formatCount(value, language));
  return (
    <LandingSection name="counters" py={{ base: '12', md: '16' }} {...GRADIENT}>
      <Text
        id="counters-title"
        as="h2"
        textAlign="center"
        color="white"
        fontSize={{ base: 'xl', md: '2xl' }}
        fontWeight="bold"
        mb="6"
      >
        {t('landing.counters.title')}
      </Text>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
        <Counter
          icon={<Building2 />}
          label={t('landing.counters.associations')}
          value={show(data?.associations)}
          isLoading={isPending}
        />
        <Counter
          icon={<IdCard />}
          label={t('landing.counters.members')}
          value={show(data?.members)}
          isLoading={isPending}
        />
        <Counter
          icon={<UsersRound />}
          label={t('landing.counters.users')}
          value={show(data?.users)}
          isLoading={isPending}
        />
        <Counter
          icon={<CalendarCheck />}
          label={t('landing.counters.events')}
          value={t('landing.counters.eventsValue', { count: formatCount(120, language) })}
        />
      </SimpleGrid>
      {isError && (
        <Text textAlign="center" color="whiteAlpha.900" mt="4" fontSize="sm">
          {t('landing.counters.error')}
        </Text>
      )}
    </LandingSection>
  );
}
