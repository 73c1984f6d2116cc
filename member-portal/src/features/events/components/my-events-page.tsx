import { Badge, Box, Flex, HStack, Link as ChakraLink, Text } from '@chakra-ui/react';
import { DataList, PageHeader, RowLink, usePageParams, usePageTitle, type DataColumn } from '@alumni/shared';
import { EVENT_PAGE_SIZE, type AlumniEvent, type MyRsvp } from '@alumni/shared/contracts';
import { formatEventRange, formatMoney } from '@alumni/shared/format';
import { Link, useSearchParams } from 'react-router';
import { useMyEvents, type EventsWhen } from '../api/my-events';

const ANSWER: Record<MyRsvp['status'], { label: string; palette: string }> = {
  going: { label: 'Going', palette: 'green' },
  waiting: { label: 'Waiting list', palette: 'orange' },
  not_going: { label: 'Not going', palette: 'gray' },
};

const PAYMENT: Record<MyRsvp['payment'], { label: string; palette: string } | null> = {
  free: null,
  unpaid: { label: 'Not paid', palette: 'red' },
  pending: { label: 'Awaiting approval', palette: 'yellow' },
  paid: { label: 'Paid', palette: 'green' },
  refunded: { label: 'Refunded', palette: 'gray' },
};

function Answer({ event }: { event: AlumniEvent }) {
  const rsvp = event.my_rsvp;
  if (!rsvp) return null;
  const look = ANSWER[rsvp.status];
  return (
    <Badge colorPalette={look.palette} variant="subtle">
      {look.label}
      {rsvp.status === 'waiting' && rsvp.waiting_position ? `: number ${rsvp.waiting_position}` : ''}
    </Badge>
  );
}

function Payment({ event }: { event: AlumniEvent }) {
  if (event.fee === 0) return <Text color="fg.muted">Free</Text>;
  const look = event.my_rsvp ? PAYMENT[event.my_rsvp.payment] : null;
  return (
    <HStack gap="2" wrap="wrap">
      <Text whiteSpace="nowrap">{formatMoney(event.fee)}</Text>
      {look && (
        <Badge colorPalette={look.palette} variant="outline">
          {look.label}
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

const columns: DataColumn<AlumniEvent>[] = [
  { header: 'Event', cell: eventLink, cellProps: { whiteSpace: 'normal', minW: '48' } },
  {
    header: 'Association',
    cell: (e) => e.association.name,
    hideBelow: 'lg',
    cellProps: { whiteSpace: 'normal', minW: '40' },
  },
  {
    header: 'When',
    cell: (e) => formatEventRange(e.starts_at, e.ends_at),
    cellProps: { whiteSpace: 'normal', minW: '48' },
  },
  { header: 'Your answer', cell: (e) => <Answer event={e} /> },
  { header: 'Ticket', cell: (e) => <Payment event={e} /> },
  {
    header: <Box srOnly>Actions</Box>,
    align: 'end',
    cell: (e) => (
      <RowLink to={`/events/${e.id}`} label={`Open ${e.title}`}>
        Open
      </RowLink>
    ),
  },
];

function EventCard({ event }: { event: AlumniEvent }) {
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
        {formatEventRange(event.starts_at, event.ends_at)}
      </Text>
      <Box mt="2" fontSize="sm">
        <Payment event={event} />
      </Box>
    </>
  );
}

const TABS: { when: EventsWhen; label: string }[] = [
  { when: 'upcoming', label: 'Upcoming' },
  { when: 'past', label: 'Past' },
];

/** My Events: the events the member answered Going (or waits for), upcoming or past, with the answer and the ticket. */
export function MyEventsPage() {
  usePageTitle('My Events');
  const [search] = useSearchParams();
  const when: EventsWhen = search.get('when') === 'past' ? 'past' : 'upcoming';
  const paging = usePageParams(EVENT_PAGE_SIZE);
  const query = useMyEvents(when, paging.page, paging.limit);
  return (
    <>
      <PageHeader
        title="My Events"
        description={
          <>
            The events you are going to or waiting for.{' '}
            <ChakraLink asChild color="brand.fg">
              <Link to="/events">Find events</Link>
            </ChakraLink>
          </>
        }
      />
      <HStack as="nav" aria-label="Upcoming or past events" gap="1" mb="4" borderBottomWidth="1px">
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
              {tab.label}
            </Link>
          </ChakraLink>
        ))}
      </HStack>
      <DataList
        query={query}
        paging={paging}
        what="Your events"
        label={when === 'past' ? 'Your past events' : 'Your upcoming events'}
        columns={columns}
        card={(event) => <EventCard event={event} />}
        empty={
          when === 'past'
            ? 'You have no past events.'
            : 'You are not going to any upcoming event yet. Find one on the Events page.'
        }
        emptyPage="There are no events on this page."
      />
    </>
  );
}
