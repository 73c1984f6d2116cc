import { Box, Card, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { DEFAULT_COVER_URL, MediaImage, useLanguage, usePortalCatalog } from '@alumni/shared';
import type { AlumniEvent } from '@alumni/shared/contracts';
import { formatEventRange } from '@alumni/shared/format';
import { CalendarDays, Landmark, MapPin, Ticket, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PUBLIC_PAGES_CATALOGS } from '../i18n/catalogs/public-pages';
import { EventBadges } from './event-badges';
import { eventAttendance, eventFee, eventPlace } from './event-facts';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <HStack color="fg.muted" fontSize="sm" gap="2" align="flex-start">
      <Box pt="0.5" flexShrink={0} aria-hidden="true">
        {icon}
      </Box>
      <Text minW="0" wordBreak="break-word">
        {children}
      </Text>
    </HStack>
  );
}

/**
 * One event in a list: its cover, title (the link to its page, stretched over the card), when in Dhaka,
 * where, whose, the fee and how many are going. `headingLevel`: the card title's level in the page's outline.
 */
export function EventCard({ event, headingLevel = 'h2' }: { event: AlumniEvent; headingLevel?: 'h2' | 'h3' }) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  const isFull = event.places_left === 0;
  return (
    <Card.Root
      as="article"
      variant="outline"
      overflow="hidden"
      bg="bg.panel"
      h="full"
      position="relative"
      _hover={{ borderColor: 'brand.solid' }}
    >
      <Box position="relative" h="36" bg="brand.700">
        <MediaImage
          path={event.cover}
          fallback={DEFAULT_COVER_URL}
          alt=""
          w="full"
          h="full"
          objectFit="cover"
          loading="lazy"
        />
        <HStack position="absolute" top="3" left="3" gap="2">
          <EventBadges event={event} />
        </HStack>
      </Box>
      <Card.Body gap="3" p="5">
        <Card.Title as={headingLevel} fontSize="lg" lineHeight="short" wordBreak="break-word">
          {/* The link covers the whole card (its ::after), so the card is one target and one tab stop. */}
          <ChakraLink asChild color="fg" css={{ '&::after': { content: '""', position: 'absolute', inset: '0' } }}>
            <Link to={`/events/${event.id}`}>{event.title}</Link>
          </ChakraLink>
        </Card.Title>
        <Stack gap="1.5">
          <Fact icon={<CalendarDays size={16} />}>{formatEventRange(event.starts_at, event.ends_at, language)}</Fact>
          <Fact icon={<MapPin size={16} />}>{eventPlace(event, t)}</Fact>
          <Fact icon={<Landmark size={16} />}>{event.association.name}</Fact>
          <Fact icon={<Users size={16} />}>
            {eventAttendance(event, t, language)}
            {isFull ? t('events.card.full') : ''}
          </Fact>
          {event.fee > 0 && (
            <Fact icon={<Ticket size={16} />}>{t('events.card.ticket', { fee: eventFee(event, t, language) })}</Fact>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
