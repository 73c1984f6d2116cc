import { Badge, Box, Button, HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import {
  currentUserKeys,
  eventKeys,
  getErrorMessage,
  loginPathFrom,
  Panel,
  useLanguage,
  usePortalCatalog,
  useSession,
} from '@alumni/shared';
import { formatCount } from '@alumni/shared/format';
import type { AlumniEvent, MyRsvp, RsvpBody } from '@alumni/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Check, LogIn, X } from 'lucide-react';
import type { Language } from '@alumni/shared/i18n';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PUBLIC_PAGES_CATALOGS, type PublicPagesText } from '../../../i18n/catalogs/public-pages';
import { myEventKey } from '../api/get-event';
import { answerEvent } from '../api/rsvp';
import { EventPayment } from './event-payment';

type Note = { tone: 'status' | 'alert'; text: string };

/** What the visitor's answer is now, in a sentence. */
function answerText(rsvp: MyRsvp | null, event: AlumniEvent, t: PublicPagesText, language: Language): string {
  if (!rsvp || rsvp.status === 'not_going') return rsvp ? t('rsvp.answeredNot') : t('rsvp.question');
  if (rsvp.status === 'waiting')
    return rsvp.waiting_position
      ? t('rsvp.waitingAt', { position: formatCount(rsvp.waiting_position, language) })
      : t('rsvp.waiting');
  if (event.fee > 0 && rsvp.payment === 'paid') return t('rsvp.paid');
  if (event.fee > 0 && rsvp.payment !== 'free') return t('rsvp.payToConfirm');
  return t('rsvp.going');
}

function SignedInControls({ event, rsvp }: { event: AlumniEvent; rsvp: MyRsvp | null }) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [note, setNote] = useState<Note | null>(null);
  const answer = useMutation({
    mutationFn: (status: RsvpBody['status']) => answerEvent(event.id, status),
    onSuccess: async (result) => {
      // The summary above says going, waiting or not going; the API's message (in the page's language) is kept
      // when it says more: a place held until paid, a paid ticket not refunded on leaving.
      const { payment } = result.rsvp;
      const isPlain =
        result.status === 'waiting' ||
        (result.status === 'going' && payment !== 'unpaid') ||
        (result.status === 'not_going' && payment !== 'paid');
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
    onError: (error) => setNote({ tone: 'alert', text: getErrorMessage(error, t('rsvp.saveError')) }),
  });
  const isIn = rsvp?.status === 'going' || rsvp?.status === 'waiting';
  const isFull = event.places_left === 0;

  return (
    <Stack gap="3">
      <Text fontWeight="semibold">{answerText(rsvp, event, t, language)}</Text>
      {!isIn && isFull && (
        <Text fontSize="sm" color="fg.muted">
          {t('rsvp.full')}
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
          <Check /> {isFull && !isIn ? t('rsvp.goingWaitlist') : t('rsvp.goingButton')}
        </Button>
        <Button
          variant="outline"
          aria-pressed={rsvp?.status === 'not_going'}
          disabled={!isIn || answer.isPending}
          loading={answer.isPending && answer.variables === 'not_going'}
          onClick={() => answer.mutate('not_going')}
        >
          <X /> {rsvp?.status === 'waiting' ? t('rsvp.leaveWaitlist') : t('rsvp.notGoing')}
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
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const location = useLocation();
  const isLoading = useSession((s) => s.isLoading);
  const isAuthenticated = useSession((s) => s.isAuthenticated);
  // Answers close when the event starts (the API's rule); the clock read once, when the panel first shows.
  const [now] = useState(() => Date.now());
  const hasStarted = Date.parse(event.starts_at) <= now;

  let body;
  if (event.status === 'cancelled') body = <Text fontWeight="semibold">{t('rsvp.cancelled')}</Text>;
  else if (hasStarted)
    body = <Text fontWeight="semibold">{Date.parse(event.ends_at) <= now ? t('rsvp.ended') : t('rsvp.started')}</Text>;
  else if (isAuthenticated) body = <SignedInControls event={event} rsvp={rsvp} />;
  else
    body = (
      <Box
        display="contents"
        data-session-pending={isLoading ? '' : undefined}
        css={{ 'html[data-session] &[data-session-pending]': { visibility: 'hidden' } }}
      >
        <Stack gap="3">
          <Text fontWeight="semibold">{t('rsvp.question')}</Text>
          <Button asChild colorPalette="brand">
            <Link to={loginPathFrom(location)} state={{ from: `${location.pathname}${location.search}` }}>
              <LogIn /> {t('rsvp.login')}
            </Link>
          </Button>
          <Text fontSize="sm" color="fg.muted">
            {t('rsvp.noAccount')}{' '}
            <ChakraLink asChild color="brand.fg">
              <Link to="/signup" state={{ from: `${location.pathname}${location.search}` }}>
                {t('rsvp.signUp')}
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
          {t('rsvp.title')}
        </Text>
        {event.members_only && (
          <Badge colorPalette="purple" variant="subtle">
            {t('common.membersOnly')}
          </Badge>
        )}
      </HStack>
      {event.members_only && (
        <Text fontSize="sm" color="fg.muted" mb="3">
          {t('rsvp.membersOf', { name: event.association.name })}
        </Text>
      )}
      {body}
    </Panel>
  );
}
