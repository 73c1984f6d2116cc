import { Box, Button, Heading, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { PageHeader, QueryState, useLanguage, usePageTitle, usePortalCatalog } from '@alumni/shared';
import type { Attendee, CheckInBody } from '@alumni/shared/contracts';
import { formatEventRange, formatUngrouped } from '@alumni/shared/format';
import { Check, UserCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';
import { useAssociationId } from '../../associations';
import { useAttendees, useCheckIn } from '../api/attendees';
import { useManagedEvent } from '../api/events';
import { attendeeName } from './attendee-name';
import { AttendeeSearchForm } from './attendee-search-form';
import { checkInOutcomeOf, checkInTime, type CheckInOutcome } from './check-in-outcome';
import { CheckInResult } from './check-in-result';
import { QrScanner } from './qr-scanner';
import { useEventId } from './use-event-id';

const panel = { bg: 'bg.panel', borderWidth: '1px', rounded: 'lg', p: { base: '4', md: '6' } } as const;

function CodeForm({ onCode, isBusy }: { onCode: (code: string) => void; isBusy: boolean }) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) onCode(code.trim());
    setCode('');
  };
  return (
    <Stack asChild direction="row" gap="2">
      <form onSubmit={submit} aria-label={t('checkIn.byCode')}>
        <Input
          aria-label={t('checkIn.ticketCode')}
          placeholder={t('checkIn.ticketCode')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
        />
        <Button type="submit" loading={isBusy} flexShrink={0}>
          <Check /> {t('checkIn.submit')}
        </Button>
      </form>
    </Stack>
  );
}

function NameSearch({ eventId, onPick }: { eventId: number; onPick: (attendee: Attendee) => void }) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const language = useLanguage();
  const associationId = useAssociationId();
  const [q, setQ] = useState('');
  const query = useAttendees({ associationId, eventId, status: 'going', q: q || undefined, page: 1, limit: 20 });
  return (
    <Stack gap="3">
      <AttendeeSearchForm initial="" label={t('checkIn.findPerson')} onSearch={setQ} />
      <QueryState query={query} what={t('events.common.theAttendees')}>
        {({ results, count }) =>
          results.length === 0 ? (
            <Text color="fg.muted">{t(q ? 'checkIn.noMatch' : 'events.common.noOneGoing')}</Text>
          ) : (
            <Stack as="ul" gap="2" listStyleType="none">
              {results.map((a) => (
                <li key={a.id}>
                  <Button
                    variant="outline"
                    w="full"
                    h="auto"
                    py="3"
                    justifyContent="space-between"
                    whiteSpace="normal"
                    textAlign="start"
                    onClick={() => onPick(a)}
                  >
                    <Box minW="0">
                      <Text fontWeight="medium" color="fg">
                        <VisuallyHidden>{t('checkIn.pick')}</VisuallyHidden>
                        {attendeeName(a)}
                      </Text>
                      <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
                        {a.user.email}
                      </Text>
                    </Box>
                    {a.checked_in_at ? (
                      <Text fontSize="sm" color="green.fg" flexShrink={0}>
                        {t('checkIn.inAt', { time: checkInTime(a.checked_in_at, language) })}
                      </Text>
                    ) : (
                      <UserCheck />
                    )}
                  </Button>
                </li>
              ))}
              {count > results.length && (
                <Text as="li" fontSize="sm" color="fg.muted">
                  {t('checkIn.more', {
                    count: formatUngrouped(count - results.length, language),
                  })}
                </Text>
              )}
            </Stack>
          )
        }
      </QueryState>
    </Stack>
  );
}

/** At the door, on a phone: scan a ticket's QR code, type its code, or find the person by name and tap. */
export function CheckInPage() {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const language = useLanguage();
  usePageTitle(t('events.common.checkIn'));
  const associationId = useAssociationId();
  const eventId = useEventId();
  const event = useManagedEvent(associationId, eventId);
  const checkIn = useCheckIn(associationId, eventId);
  const [outcome, setOutcome] = useState<CheckInOutcome | null>(null);

  const send = async (body: CheckInBody) => {
    try {
      setOutcome(checkInOutcomeOf({ response: await checkIn.mutateAsync(body) }, t, language));
    } catch (error) {
      setOutcome(checkInOutcomeOf({ error }, t, language));
    }
  };

  return (
    <QueryState query={event} what={t('events.common.theEvent')} hasNotFound>
      {(ev) => (
        <Box maxW="2xl">
          <PageHeader
            title={t('events.common.checkIn')}
            description={`${ev.title} · ${formatEventRange(ev.starts_at, ev.ends_at, language)}`}
          />
          <Stack gap="4">
            <CheckInResult outcome={outcome} />
            <Box {...panel}>
              <Heading as="h2" size="md" mb="3">
                {t('checkIn.ticket')}
              </Heading>
              <Stack gap="4">
                <QrScanner onCode={(code) => void send({ code })} />
                <CodeForm onCode={(code) => void send({ code })} isBusy={checkIn.isPending} />
              </Stack>
            </Box>
            <Box {...panel}>
              <Heading as="h2" size="md" mb="3">
                {t('checkIn.byName')}
              </Heading>
              <NameSearch eventId={eventId} onPick={(a) => void send({ rsvp: a.id })} />
            </Box>
          </Stack>
        </Box>
      )}
    </QueryState>
  );
}
