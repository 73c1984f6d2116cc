import { Icon, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { usePortalCatalog } from '@alumni/shared';
import { Eye, HeartHandshake, Target } from 'lucide-react';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { LandingSection, SectionHeading } from './section-heading';

// Texts: the catalog's `landing.mission.<id>.*`.
const BLOCKS = [
  { id: 'mission', icon: Target },
  { id: 'vision', icon: Eye },
  { id: 'values', icon: HeartHandshake },
] as const;

/** The section's background. */
const GRADIENT = { bgGradient: 'to-b', gradientFrom: 'brand.subtle', gradientTo: 'bg' } as const;

export function MissionSection() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  return (
    <LandingSection name="mission" {...GRADIENT}>
      <SectionHeading id="mission-title" eyebrow={t('landing.mission.eyebrow')} title={t('landing.mission.title')} />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {BLOCKS.map(({ id, icon: IconComponent }) => (
          <Stack key={id} gap="3" p="6" rounded="xl" bg="bg.panel" borderWidth="1px">
            <Icon boxSize="8" color="brand.solid">
              <IconComponent />
            </Icon>
            <Text as="h3" fontWeight="bold" fontSize="xl">
              {t(`landing.mission.${id}.title`)}
            </Text>
            <Text color="fg.muted">{t(`landing.mission.${id}.text`)}</Text>
          </Stack>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
