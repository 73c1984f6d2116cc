import { Badge, Box, Button, Container, Grid, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { PanelSection, QueryState, useLanguage, usePortalCatalog, useSession } from '@alumni/shared';
import type { AlumniEvent } from '@alumni/shared/contracts';
import type { Language } from '@alumni/shared/i18n';
import { formatCount, formatEventRange } from '@alumni/shared/format';
import { ArrowLeft, CalendarDays, Landmark, MapPin, Ticket, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CoverHero, CoverTitle } from '../../../components/cover-hero';
import { EventBadges } from '../../../components/event-badges';
import { eventAttendance, eventFee } from '../../../components/event-facts';
import { IconFact } from '../../../components/icon-fact';
import { usePaymentReturn } from '../../../components/payment-return';
import { PUBLIC_PAGES_CATALOGS, type PublicPagesText } from '../../../i18n/catalogs/public-pages';
import { useEvent, useMyEvent } from '../api/get-event';
import { AddToCalendar } from './add-to-calendar';
import { RsvpPanel } from './rsvp-panel';
import { eventTitle, usePublicPageTitle } from '../../../i18n/page-titles';

/** "3 places left", "Full" or nothing (no limit). */
const placesLeft = (event: AlumniEvent, t: PublicPagesText, language: Language) =>
  event.places_left === null
    ? null
    : event.places_left === 0
      ? event.waiting_count
        ? t('event.fullWaiting', { count: formatCount(event.waiting_count, language) })
        : t('event.full')
      : t(event.places_left === 1 ? 'event.left.one' : 'event.left.other', {
          count: formatCount(event.places_left, language),
        });

function EventDetails({ event }: { event: AlumniEvent }) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  const isGoing = event.my_rsvp?.status === 'going';
  const left = placesLeft(event, t, language);
  return (
    <>
      <CoverHero
        cover={event.cover}
        alt={t('event.cover', { title: event.title })}
        mdHeight="320px"
        shade="blackAlpha.800"
      >
        <Stack gap="2" color="white" maxW="4xl">
          <HStack gap="2" wrap="wrap">
            {event.status === 'cancelled' && (
              <Badge colorPalette="red" variant="solid">
                {t('event.cancelled')}
              </Badge>
            )}
            <EventBadges event={event} />
          </HStack>
          <CoverTitle wordBreak="break-word">{event.title}</CoverTitle>
          <Text fontSize={{ base: 'sm', md: 'lg' }} opacity={0.9}>
            {formatEventRange(event.starts_at, event.ends_at, language)}
          </Text>
        </Stack>
      </CoverHero>
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Button asChild variant="ghost" size="sm" mb="4" ml="-2">
          <Link to="/events">
            <ArrowLeft /> {t('event.all')}
          </Link>
        </Button>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
          <Stack gap="6" minW="0">
            <PanelSection titleId="about-event" title={t('event.about')} titleSize="xl" p={{ base: '5', md: '8' }}>
              <Text whiteSpace="pre-line" lineHeight="tall" wordBreak="break-word">
                {event.description || t('event.noDescription')}
              </Text>
            </PanelSection>
          </Stack>
          {/* On a phone the answer and the facts come first, the description after them. */}
          <Stack gap="6" minW="0" order={{ base: -1, lg: 0 }}>
            <RsvpPanel event={event} rsvp={event.my_rsvp} />
            <PanelSection titleId="event-facts" title={t('event.whenWhere')}>
              <Stack gap="4">
                <IconFact icon={<CalendarDays size={18} />} label={t('event.when')}>
                  {formatEventRange(event.starts_at, event.ends_at, language)}
                </IconFact>
                <IconFact icon={<MapPin size={18} />} label={t('event.where')}>
                  {event.venue && <Text whiteSpace="pre-line">{event.venue}</Text>}
                  {event.online_url &&
                    (isGoing ? (
                      <ChakraLink href={event.online_url} target="_blank" rel="noopener noreferrer" color="brand.fg">
                        {t('event.joinOnline')}
                      </ChakraLink>
                    ) : (
                      <Text>{event.venue ? t('event.onlineToo') : t('event.onlineLater')}</Text>
                    ))}
                </IconFact>
                <IconFact icon={<Landmark size={18} />} label={t('event.organiser')}>
                  <ChakraLink asChild color="brand.fg">
                    <Link to={`/associations/${event.association.id}`}>{event.association.name}</Link>
                  </ChakraLink>
                </IconFact>
                <IconFact icon={<Ticket size={18} />} label={t('event.fee')}>
                  {eventFee(event, t, language)}
                </IconFact>
                <IconFact icon={<Users size={18} />} label={t('event.goingLabel')}>
                  {eventAttendance(event, t, language)}
                  {left && <Text color="fg.muted">{left}</Text>}
                </IconFact>
              </Stack>
              <Box mt="5">
                <AddToCalendar event={event} />
              </Box>
            </PanelSection>
          </Stack>
        </Grid>
      </Container>
    </>
  );
}

/**
 * The event read again with the visitor's session (their answer, the counts now); shown as anyone sees it
 * until that comes. Only mounted when signed in: the server's render (signed out) never asks for it.
 */
function MyEventDetails({ event }: { event: AlumniEvent }) {
  const mine = useMyEvent(String(event.id));
  usePaymentReturn({ onSuccess: () => mine.refetch() });
  return <EventDetails event={mine.data ?? event} />;
}

/** /events/{id}: the event as anyone sees it (server-rendered), with the signed-in visitor's answer once known. */
export function EventDetailPage() {
  const { eventId = '' } = useParams();
  const query = useEvent(eventId);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  usePublicPageTitle('event', query.data && eventTitle(language, query.data));

  return (
    <QueryState query={query} what={t('event.what')} hasNotFound fill="screen">
      {(event) => (isAuthenticated ? <MyEventDetails event={event} /> : <EventDetails event={event} />)}
    </QueryState>
  );
}
