import { Box, Card, Icon, SimpleGrid, Text } from '@chakra-ui/react';
import { usePortalCatalog } from '@alumni/shared';
import { BriefcaseBusiness, CalendarDays, MessagesSquare, UsersRound } from 'lucide-react';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { LandingSection, SectionHeading } from './section-heading';

// Texts: the catalog's `landing.features.<id>.*`.
const FEATURES = [
  { id: 'connect', icon: UsersRound },
  { id: 'events', icon: CalendarDays },
  { id: 'stories', icon: MessagesSquare },
  { id: 'jobs', icon: BriefcaseBusiness },
] as const;

export function FeatureGrid() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  return (
    <LandingSection name="features">
      <SectionHeading id="features-title" eyebrow={t('landing.features.eyebrow')} title={t('landing.features.title')} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="6">
        {FEATURES.map(({ id, icon: IconComponent }) => (
          <Card.Root
            key={id}
            variant="outline"
            bg="bg.panel"
            _hover={{ borderColor: 'brand.solid', shadow: 'md' }}
            transition="all 0.2s"
          >
            <Card.Body gap="3">
              <Box bg="brand.subtle" color="brand.fg" rounded="lg" p="3" w="fit-content">
                <Icon boxSize="6">
                  <IconComponent />
                </Icon>
              </Box>
              <Card.Title as="h3">{t(`landing.features.${id}.title`)}</Card.Title>
              <Text color="fg.muted" fontSize="sm">
                {t(`landing.features.${id}.text`)}
              </Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </LandingSection>
  );
}
