import { Badge, Box, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { ListPage, RowLink, useLanguage, usePagedQuery, type DataColumn } from '@alumni/shared';
import { EVENT_PAGE_SIZE, type AlumniEvent, type MyRsvp } from '@alumni/shared/contracts';
import { formatCount, formatEventRange, formatMoney } from '@alumni/shared/format';
import { Link, useSearchParams } from 'react-router';
import type { Language } from '@alumni/shared/i18n';
import type { MemberMessageId } from '../../../i18n/catalogs/member';
import { useMemberText, type MemberText } from '../../../i18n/use-member-text';
import { myEventsQuery, type EventsWhen } from '../api/my-events';

type Look = { label: MemberMessageId; palette: string };

const ANSWER: Record<MyRsvp['status'], Look> = {
  going: { label: 'events.answer.going', palette: 'green' },
  waiting: { label: 'events.answer.waiting', palette: 'orange' },
  not_going: { label: 'events.answer.notGoing', palette: 'gray' },
};

const PAYMENT: Record<MyRsvp['payment'], Look | null> = {
  free: null,
  unpaid: { label: 'events.payment.unpaid', palette: 'red' },
  pending: { label: 'events.payment.pending', palette: 'yellow' },
  paid: { label: 'events.payment.paid', palette: 'green' },
  refunded: { label: 'events.payment.refunded', palette: 'gray' },
};

function Answer({ event }: { event: AlumniEvent }) {
  const t = useMemberText();
  const language = useLanguage();
  const rsvp = event.my_rsvp;
  if (!rsvp) return null;
  const look = ANSWER[rsvp.status];
  return (
    <Badge colorPalette={look.palette} variant="subtle">
      {rsvp.status === 'waiting' && rsvp.waiting_position
        ? t('events.answer.waitingAt', { position: formatCount(rsvp.waiting_position, language) })
        : t(look.label)}
    </Badge>
  );
}

function Payment({ event }: { event: AlumniEvent }) {
  const t = useMemberText();
  const language = useLanguage();
  if (event.fee === 0) return <Text color="fg.muted">{t('events.free')}</Text>;
  const look = event.my_rsvp ? PAYMENT[event.my_rsvp.payment] : null;
  return (
    <HStack gap="2" wrap="wrap">
      <Text whiteSpace="nowrap">{formatMoney(event.fee, { language })}</Text>
      {look && (
        <Badge colorPalette={look.palette} variant="outline">
          {t(look.label)}
        </Badge>
      )}
    </HStack>
  );
}

const eventLink = (event: AlumniEvent) => (
  <ChakraLink asChild color="brand.fg" fontWeight="semibold">
    <Link to={`/events/${event.id}`}>{event.title}</Link>
  </ChakraLink>
);

const columnsIn = (t: MemberText, language: Language): DataColumn<AlumniEvent>[] => [
  { header: t('events.column.event'), cell: eventLink, cellProps: { whiteSpace: 'normal', minW: '48' } },
  {
    header: t('events.column.association'),
    cell: (e) => e.association.name,
    hideBelow: 'lg',
    cellProps: { whiteSpace: 'normal', minW: '40' },
  },
  {
    header: t('events.column.when'),
    cell: (e) => formatEventRange(e.starts_at, e.ends_at, language),
    cellProps: { whiteSpace: 'normal', minW: '48' },
  },
  { header: t('events.column.answer'), cell: (e) => <Answer event={e} /> },
  { header: t('events.column.ticket'), cell: (e) => <Payment event={e} /> },
  {
    header: <Box srOnly>{t('events.column.actions')}</Box>,
    align: 'end',
    cell: (e) => (
      <RowLink to={`/events/${e.id}`} label={t('events.openNamed', { title: e.title })}>
        {t('events.open')}
      </RowLink>
    ),
  },
];

function EventCard({ event }: { event: AlumniEvent }) {
  const language = useLanguage();
  return (
    <>
      <Flex justify="space-between" gap="3" align="flex-start">
        <Box minW="0">
          {eventLink(event)}
          <Text fontSize="sm" color="fg.muted">
            {event.association.name}
          </Text>
        </Box>
        <Answer event={event} />
      </Flex>
      <Text fontSize="sm" mt="2">
        {formatEventRange(event.starts_at, event.ends_at, language)}
      </Text>
      <Box mt="2" fontSize="sm">
        <Payment event={event} />
      </Box>
    </>
  );
}

const TABS: { when: EventsWhen; label: MemberMessageId }[] = [
  { when: 'upcoming', label: 'events.tab.upcoming' },
  { when: 'past', label: 'events.tab.past' },
];

/** Upcoming or past, as links (`?when=past`) so the choice stays in the URL. */
function WhenTabs({ when }: { when: EventsWhen }) {
  const t = useMemberText();
  return (
    <HStack as="nav" aria-label={t('events.tabs')} gap="1" mb="4" borderBottomWidth="1px">
      {TABS.map((tab) => (
        <ChakraLink
          key={tab.when}
          asChild
          px="4"
          py="2"
          mb="-1px"
          fontWeight="medium"
          borderBottomWidth="2px"
          borderColor={tab.when === when ? 'brand.solid' : 'transparent'}
          color={tab.when === when ? 'fg' : 'fg.muted'}
          _hover={{ textDecoration: 'none', color: 'fg' }}
        >
          <Link to={tab.when === 'past' ? '?when=past' : '?'} aria-current={tab.when === when ? 'page' : undefined}>
            {t(tab.label)}
          </Link>
        </ChakraLink>
      ))}
    </HStack>
  );
}

/** My Events: the events the member answered Going (or waits for), upcoming or past, with the answer and the ticket. */
export function MyEventsPage() {
  const t = useMemberText();
  const language = useLanguage();
  const [search] = useSearchParams();
  const when: EventsWhen = search.get('when') === 'past' ? 'past' : 'upcoming';
  const list = usePagedQuery(EVENT_PAGE_SIZE, (paging) => myEventsQuery(when, paging));
  return (
    <ListPage
      title={t('events.title')}
      description={
        <>
          {t('events.description')}{' '}
          <ChakraLink asChild color="brand.fg">
            <Link to="/events">{t('events.find')}</Link>
          </ChakraLink>
        </>
      }
      above={<WhenTabs when={when} />}
      {...list}
      what={t('events.what')}
      label={t(when === 'past' ? 'events.label.past' : 'events.label.upcoming')}
      columns={columnsIn(t, language)}
      card={(event) => <EventCard event={event} />}
      empty={t(when === 'past' ? 'events.empty.past' : 'events.empty.upcoming')}
      emptyPage={t('events.emptyPage')}
    />
  );
}
