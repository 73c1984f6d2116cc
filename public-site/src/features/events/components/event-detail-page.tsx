import { Badge, Box, Button, Container, Grid, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { PanelSection, QueryState, usePageTitle, useSession } from '@alumni/shared';
import type { AlumniEvent } from '@alumni/shared/contracts';
import { formatEventRange } from '@alumni/shared/format';
import { ArrowLeft, CalendarDays, Landmark, MapPin, Ticket, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { CoverHero, CoverTitle } from '../../../components/cover-hero';
import { EventBadges } from '../../../components/event-badges';
import { eventAttendance, eventFee } from '../../../components/event-facts';
import { IconFact } from '../../../components/icon-fact';
import { usePaymentReturn } from '../../../components/payment-return';
import { useEvent, useMyEvent } from '../api/get-event';
import { AddToCalendar } from './add-to-calendar';
import { RsvpPanel } from './rsvp-panel';

/** "3 places left", "Full" or nothing (no limit). */
const placesLeft = (event: AlumniEvent) =>
  event.places_left === null
    ? null
    : event.places_left === 0
      ? `Full${event.waiting_count ? `, ${event.waiting_count} on the waiting list` : ''}`
      : `${event.places_left} ${event.places_left === 1 ? 'place' : 'places'} left`;

function EventDetails({ event }: { event: AlumniEvent }) {
  const isGoing = event.my_rsvp?.status === 'going';
  const left = placesLeft(event);
  return (
    <>
      <CoverHero cover={event.cover} alt={`${event.title} cover`} mdHeight="320px" shade="blackAlpha.800">
        <Stack gap="2" color="white" maxW="4xl">
          <HStack gap="2" wrap="wrap">
            {event.status === 'cancelled' && (
              <Badge colorPalette="red" variant="solid">
                Cancelled
              </Badge>
            )}
            <EventBadges event={event} />
          </HStack>
          <CoverTitle wordBreak="break-word">{event.title}</CoverTitle>
          <Text fontSize={{ base: 'sm', md: 'lg' }} opacity={0.9}>
            {formatEventRange(event.starts_at, event.ends_at)}
          </Text>
        </Stack>
      </CoverHero>
      <Container maxW="6xl" py={{ base: '6', md: '10' }}>
        <Button asChild variant="ghost" size="sm" mb="4" ml="-2">
          <Link to="/events">
            <ArrowLeft /> All events
          </Link>
        </Button>
        <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="8" alignItems="start">
          <Stack gap="6" minW="0">
            <PanelSection titleId="about-event" title="About this event" titleSize="xl" p={{ base: '5', md: '8' }}>
              <Text whiteSpace="pre-line" lineHeight="tall" wordBreak="break-word">
                {event.description || 'The association has not described this event yet.'}
              </Text>
            </PanelSection>
          </Stack>
          {/* On a phone the answer and the facts come first, the description after them. */}
          <Stack gap="6" minW="0" order={{ base: -1, lg: 0 }}>
            <RsvpPanel event={event} rsvp={event.my_rsvp} />
            <PanelSection titleId="event-facts" title="When and where">
              <Stack gap="4">
                <IconFact icon={<CalendarDays size={18} />} label="When">
                  {formatEventRange(event.starts_at, event.ends_at)}
                </IconFact>
                <IconFact icon={<MapPin size={18} />} label="Where">
                  {event.venue && <Text whiteSpace="pre-line">{event.venue}</Text>}
                  {event.online_url &&
                    (isGoing ? (
                      <ChakraLink href={event.online_url} target="_blank" rel="noopener noreferrer" color="brand.fg">
                        Join online
                      </ChakraLink>
                    ) : (
                      <Text>Online{event.venue ? ' too' : ''}: the link shows here once you are going</Text>
                    ))}
                </IconFact>
                <IconFact icon={<Landmark size={18} />} label="Organised by">
                  <ChakraLink asChild color="brand.fg">
                    <Link to={`/associations/${event.association.id}`}>{event.association.name}</Link>
                  </ChakraLink>
                </IconFact>
                <IconFact icon={<Ticket size={18} />} label="Fee">
                  {eventFee(event)}
                </IconFact>
                <IconFact icon={<Users size={18} />} label="Going">
                  {eventAttendance(event)}
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
  usePageTitle(query.data?.title ?? 'Event');

  return (
    <QueryState query={query} what="The event" hasNotFound fill="screen">
      {(event) => (isAuthenticated ? <MyEventDetails event={event} /> : <EventDetails event={event} />)}
    </QueryState>
  );
}
