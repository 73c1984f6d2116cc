import { Badge, Box, Button, Card, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import { usePortalCatalog } from '@alumni/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight, CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { upcomingEventsQuery } from '../../../api/get-events';
import { EventCardGrid } from '../../../components/event-card-grid';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';
import { LandingSection, SectionHeading } from './section-heading';

/** Sample events (spec section 1; texts: `landing.events.<id>.*`), shown only while no association has an upcoming event. */
const EVENTS = [
  { id: 'sample1', hue: 'brand' },
  { id: 'sample2', hue: 'cyan' },
  { id: 'sample3', hue: 'orange' },
] as const;

function SampleEvents() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
      {EVENTS.map((event) => (
        <Card.Root key={event.id} variant="outline" overflow="hidden" bg="bg.panel">
          <Box h="2" bgGradient="to-r" gradientFrom={`${event.hue}.500`} gradientTo={`${event.hue}.300`} />
          <Card.Body gap="3">
            <Badge w="fit-content" colorPalette={event.hue} variant="subtle">
              {t(`landing.events.${event.id}.tag`)}
            </Badge>
            <Card.Title as="h3">{t(`landing.events.${event.id}.title`)}</Card.Title>
            <Text color="fg.muted" fontSize="sm">
              {t(`landing.events.${event.id}.text`)}
            </Text>
            <HStack color="fg.muted" fontSize="sm">
              <CalendarDays size={16} aria-hidden="true" /> <Text>{t(`landing.events.${event.id}.date`)}</Text>
            </HStack>
            <HStack color="fg.muted" fontSize="sm">
              <MapPin size={16} aria-hidden="true" /> <Text>{t(`landing.events.${event.id}.place`)}</Text>
            </HStack>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

/** The soonest upcoming events of every association (the server renders them in), else the samples. */
export function EventsSection() {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const { data, isError } = useQuery(upcomingEventsQuery());
  const events = data?.results ?? [];
  return (
    <LandingSection name="events" id="events" bg="bg.subtle" scrollMarginTop="20">
      <SectionHeading
        id="events-title"
        eyebrow={t('landing.events.eyebrow')}
        title={events.length > 0 ? t('landing.events.upcoming') : t('landing.events.recent')}
        text={t('landing.events.text')}
      />
      {events.length > 0 ? (
        <>
          <EventCardGrid
            events={events}
            label={t('landing.events.list')}
            headingLevel="h3"
            columns={{ base: 1, md: 3 }}
          />
          <Box textAlign="center" mt="8">
            <Button asChild variant="outline">
              <Link to="/events">
                {t('landing.events.all')} <ArrowRight />
              </Link>
            </Button>
          </Box>
        </>
      ) : (
        (data || isError) && <SampleEvents />
      )}
    </LandingSection>
  );
}
