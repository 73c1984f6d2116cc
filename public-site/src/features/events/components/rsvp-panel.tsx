import { Badge, Box, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { currentUserKeys, getErrorMessage, loginPathFrom, Panel, useSession } from '@alumni/shared';
import type { AlumniEvent, MyRsvp, RsvpBody } from '@alumni/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, LogIn, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { eventKeys } from '../../../api/get-events';
import { myEventKey } from '../api/get-event';
import { answerEvent } from '../api/rsvp';
import { EventPayment } from './event-payment';

type Note = { tone: 'status' | 'alert'; text: string };

/** What the visitor's answer is now, in a sentence. */
function answerText(rsvp: MyRsvp | null, event: AlumniEvent): string {
  if (!rsvp || rsvp.status === 'not_going') return rsvp ? 'You answered Not going.' : 'Are you going?';
  if (rsvp.status === 'waiting')
    return `You are on the waiting list${rsvp.waiting_position ? `: number ${rsvp.waiting_position}` : ''}. You move up when someone withdraws.`;
  if (event.fee > 0 && rsvp.payment === 'paid') return 'You are going. Your ticket is paid.';
  if (event.fee > 0 && rsvp.payment !== 'free') return 'You answered Going: pay the fee to confirm your place.';
  return 'You are going.';
}

function SignedInControls({ event, rsvp }: { event: AlumniEvent; rsvp: MyRsvp | null }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState<Note | null>(null);
  const answer = useMutation({
    mutationFn: (status: RsvpBody['status']) => answerEvent(event.id, status),
    onSuccess: async (result) => {
      // The summary above says going, waiting or not going; the API's message is kept when it says more.
      const isPlain = result.status === 'waiting' || /^You are (not )?going\.$/.test(result.message);
      setNote(isPlain ? null : { tone: 'status', text: result.message });
      queryClient.setQueryData<AlumniEvent>(
        myEventKey(String(event.id)),
        (old) =>
          old && { ...old, my_rsvp: result.rsvp, going_count: result.going_count, waiting_count: result.waiting_count },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserKeys.all }),
        queryClient.invalidateQueries({ queryKey: eventKeys.all }),
      ]);
    },
    // A members-only event, a full or past one: the API's message says why, here where it was asked.
    onError: (error) => setNote({ tone: 'alert', text: getErrorMessage(error, 'Your answer could not be saved.') }),
  });
  const isIn = rsvp?.status === 'going' || rsvp?.status === 'waiting';
  const isFull = event.places_left === 0;

  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{answerText(rsvp, event)}</Text>
      {!isIn && isFull && (
        <Text fontSize="sm" color="fg.muted">
          The event is full: answering Going puts you on the waiting list.
        </Text>
      )}
      <HStack gap="2" wrap="wrap">
        <Button
          colorPalette="brand"
          variant={rsvp?.status === 'going' ? 'solid' : isIn ? 'outline' : 'solid'}
          aria-pressed={isIn}
          disabled={isIn || answer.isPending}
          loading={answer.isPending && answer.variables === 'going'}
          onClick={() => answer.mutate('going')}
        >
          <Check /> {isFull && !isIn ? 'Going (join the waiting list)' : 'Going'}
        </Button>
        <Button
          variant="outline"
          aria-pressed={rsvp?.status === 'not_going'}
          disabled={!isIn || answer.isPending}
          loading={answer.isPending && answer.variables === 'not_going'}
          onClick={() => answer.mutate('not_going')}
        >
          <X /> {rsvp?.status === 'waiting' ? 'Not going (leave the waiting list)' : 'Not going'}
        </Button>
      </HStack>
      {note && (
        <Text
          role={note.tone}
          fontSize="sm"
          color={note.tone === 'alert' ? 'fg.error' : 'fg'}
          bg={note.tone === 'alert' ? 'red.subtle' : 'bg.muted'}
          p="3"
          rounded="md"
        >
          {note.text}
        </Text>
      )}
      {rsvp?.status === 'going' && event.fee > 0 && <EventPayment event={event} rsvp={rsvp} />}
    </Stack>
  );
}

/**
 * Going or not going. Signed out (and on the server's page): a link to log in that comes back here. Where the
 * browser may hold a session (<html data-session>) that place is kept hidden until the session is known.
 */
export function RsvpPanel({ event, rsvp }: { event: AlumniEvent; rsvp: MyRsvp | null }) {
  const location = useLocation();
  const isLoading = useSession((s) => s.isLoading);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  // Answers close when the event starts (the API's rule); the clock read once, when the panel first shows.
  const [now] = useState(() => Date.now());
  const hasStarted = Date.parse(event.starts_at) <= now;

  let body;
  if (event.status === 'cancelled') body = <Text fontWeight="semibold">This event was cancelled.</Text>;
  else if (hasStarted)
    body = (
      <Text fontWeight="semibold">
        {Date.parse(event.ends_at) <= now ? 'This event has ended.' : 'This event has started: answers are closed.'}
      </Text>
    );
  else if (isAuthenticated) body = <SignedInControls event={event} rsvp={rsvp} />;
  else
    body = (
      <Box
        display="contents"
        data-session-pending={isLoading ? '' : undefined}
        css={{ 'html[data-session] &[data-session-pending]': { visibility: 'hidden' } }}
      >
        <Stack gap="3">
          <Text fontWeight="semibold">Are you going?</Text>
          <Button asChild colorPalette="brand">
            <Link to={loginPathFrom(location)} state={{ from: `${location.pathname}${location.search}` }}>
              <LogIn /> Log in to answer
            </Link>
          </Button>
          <Text fontSize="sm" color="fg.muted">
            No account yet?{' '}
            <ChakraLink asChild color="brand.fg">
              <Link to="/signup" state={{ from: `${location.pathname}${location.search}` }}>
                Sign up
              </Link>
            </ChakraLink>
          </Text>
        </Stack>
      </Box>
    );

  return (
    <Panel aria-labelledby="rsvp-title">
      <HStack justify="space-between" mb="4" gap="2" wrap="wrap">
        <Text as="h2" id="rsvp-title" fontSize="lg" fontWeight="bold">
          Your answer
        </Text>
        {event.members_only && (
          <Badge colorPalette="purple" variant="subtle">
            Members only
          </Badge>
        )}
      </HStack>
      {event.members_only && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          Only members of {event.association.name} can answer.
        </Text>
      )}
      {body}
    </Panel>
  );
}
