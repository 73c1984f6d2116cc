import { Box, Button, Heading, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { AspectRatio } from '@chakra-ui/react/aspect-ratio';
import {
  DEFAULT_COVER_URL,
  type Fact,
  FactList,
  MediaImage,
  PageHeader,
  QueryState,
  useActionDialogs,
  usePageTitle,
} from '@alumni/shared';
import type { AlumniEvent } from '@alumni/shared/contracts';
import { formatEventRange, formatMoney } from '@alumni/shared/format';
import { Ban, Pencil, QrCode, Send, Trash2, Users } from 'lucide-react';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { useAssociationId } from '../../associations';
import { useChangeEventStatus, useDeleteEvent, useManagedEvent } from '../api/events';
import { goingText } from './event-numbers';
import { EventStatusBadge } from './event-status-badge';
import { useEventId } from './use-event-id';

const CANCEL_EVENT_TEXT =
  'Cancel this event? Everyone going or waiting is e-mailed that it is cancelled, and paid tickets are refunded. This cannot be undone.';

const factsOf = (event: AlumniEvent): Fact[] => [
  ['When', formatEventRange(event.starts_at, event.ends_at)],
  ['Status', <EventStatusBadge key="status" status={event.status} />],
  [
    'Venue',
    event.venue && (
      <Text key="venue" whiteSpace="pre-line">
        {event.venue}
      </Text>
    ),
  ],
  [
    'Online link',
    event.online_url && (
      <ChakraLink key="link" href={event.online_url} target="_blank" rel="noreferrer" color="brand.fg">
        {event.online_url}
      </ChakraLink>
    ),
  ],
  ['Who may come', event.members_only ? 'Members of this association only' : 'Everyone signed in'],
  ['Fee', event.fee > 0 ? formatMoney(event.fee) : 'Free'],
  ['Going', goingText(event)],
  ['Waiting', event.waiting_count],
  [
    'Description',
    event.description && (
      <Text key="description" whiteSpace="pre-line">
        {event.description}
      </Text>
    ),
  ],
];

function AdminControl({ event }: { event: AlumniEvent }) {
  const associationId = useAssociationId();
  const changeStatus = useChangeEventStatus(associationId, event.id);
  const remove = useDeleteEvent(associationId, event.id);
  const { runAction, confirm } = useActionDialogs();
  const at = (rest: string) => associationPath(associationId, `events/${event.id}${rest}`);

  const publish = () =>
    runAction({ action: () => changeStatus.mutateAsync('published'), successText: 'Event published successfully.' });
  const cancel = async () => {
    if (!(await confirm({ title: 'Cancel event', text: CANCEL_EVENT_TEXT }))) return;
    await runAction({
      action: () => changeStatus.mutateAsync('cancelled'),
      confirm: false,
      successText: 'Event cancelled. Everyone going or waiting is being e-mailed.',
    });
  };
  const onDelete = () =>
    runAction({
      action: () => remove.mutateAsync(),
      successText: 'Event deleted successfully.',
      redirectTo: associationPath(associationId, 'events'),
    });

  const isDraft = event.status === 'draft';
  const isCancelled = event.status === 'cancelled';
  return (
    <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="md" mb="1">
        Admin Control
      </Heading>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {isDraft
          ? 'Only the association’s admins see a draft. Publish it to open it for answers.'
          : isCancelled
            ? 'This event is cancelled: it takes no more changes.'
            : 'Published: people can answer. Cancelling e-mails everyone going or waiting and refunds paid tickets.'}
      </Text>
      <HStack gap="3" wrap="wrap">
        {isDraft && (
          <Button onClick={() => void publish()}>
            <Send /> Publish
          </Button>
        )}
        {!isCancelled && (
          <Button asChild variant="outline">
            <Link to={at('/update')}>
              <Pencil /> Edit
            </Link>
          </Button>
        )}
        {!isDraft && (
          <Button asChild variant="outline">
            <Link to={at('/attendees')}>
              <Users /> Attendees
            </Link>
          </Button>
        )}
        {event.status === 'published' && (
          <Button asChild variant="outline">
            <Link to={at('/check-in')}>
              <QrCode /> Check-in
            </Link>
          </Button>
        )}
        {event.status === 'published' && (
          <Button colorPalette="red" variant="outline" onClick={() => void cancel()}>
            <Ban /> Cancel event
          </Button>
        )}
        {isDraft && (
          <Button colorPalette="red" onClick={() => void onDelete()}>
            <Trash2 /> Delete
          </Button>
        )}
      </HStack>
    </Box>
  );
}

/** One event as its admins see it: cover, facts and what they can do with it. */
export function EventDetailPage() {
  const associationId = useAssociationId();
  const eventId = useEventId();
  const query = useManagedEvent(associationId, eventId);
  usePageTitle(query.data?.title ?? 'Event');

  return (
    <QueryState query={query} what="The event" hasNotFound>
      {(event) => (
        <Box maxW="4xl">
          <PageHeader title={event.title} description={formatEventRange(event.starts_at, event.ends_at)} />
          <Stack gap="6">
            {event.cover && (
              <AspectRatio ratio={3} rounded="lg" overflow="hidden" borderWidth="1px" bg="bg.muted">
                <MediaImage
                  path={event.cover}
                  fallback={DEFAULT_COVER_URL}
                  alt={`${event.title} cover`}
                  objectFit="cover"
                />
              </AspectRatio>
            )}
            <Box bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
              <FactList facts={factsOf(event)} />
            </Box>
            <AdminControl event={event} />
          </Stack>
        </Box>
      )}
    </QueryState>
  );
}
