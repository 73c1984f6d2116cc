import { Box, Button, HStack, Text } from '@chakra-ui/react';
import {
  DataList,
  defaultErrorText,
  PageHeader,
  QueryState,
  showResult,
  useLanguage,
  usePagedQuery,
  usePageTitle,
  usePortalCatalog,
  type DataColumn,
} from '@alumni/shared';
import type { Attendee } from '@alumni/shared/contracts';
import { formatEventRange, formatEventTime, formatUngrouped } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { Download, QrCode } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';
import { useAssociationId } from '../../associations';
import { attendeesQuery, exportAttendeesCsv, type AttendeeStatus } from '../api/attendees';
import { useManagedEvent } from '../api/events';
import { attendeeName } from './attendee-name';
import { AttendeeSearchForm } from './attendee-search-form';
import type { AdminEventsTexts } from '../../../i18n/admin-events-texts';
import { useEventId } from './use-event-id';

/** The two lists an admin switches between. */
const LISTS = ['going', 'waiting'] as const;

const PAGE_SIZE = 50;

const PAYMENT_LABELS = {
  free: 'attendees.payment.free',
  unpaid: 'attendees.payment.unpaid',
  pending: 'attendees.payment.pending',
  paid: 'attendees.payment.paid',
  refunded: 'attendees.payment.refunded',
} as const satisfies Record<Attendee['payment'], string>;

/** The going and waiting lists' columns, in the page's language. */
function columnsOf(t: AdminEventsTexts, language: Language) {
  const nameColumn: DataColumn<Attendee> = {
    header: t('attendees.name'),
    cell: (a) => (
      <>
        <Text fontWeight="medium">{attendeeName(a)}</Text>
        <Text fontSize="xs" color="fg.muted" overflowWrap="anywhere">
          {a.user.email}
        </Text>
      </>
    ),
    cellProps: { whiteSpace: 'normal' },
  };
  const going: DataColumn<Attendee>[] = [
    {
      header: '#',
      hideBelow: 'sm',
      headerProps: { w: '12' },
      cell: (_a, { position }) => formatUngrouped(position, language),
    },
    nameColumn,
    { header: t('attendees.payment'), hideBelow: 'md', cell: (a) => t(PAYMENT_LABELS[a.payment]) },
    {
      header: t('attendees.checkedIn'),
      cell: (a) =>
        a.checked_in_at ? (
          <Text color="green.fg">
            {t('attendees.checkedInAt', { time: formatEventTime(a.checked_in_at, language) })}
          </Text>
        ) : (
          <Text color="fg.muted">{t('attendees.notYet')}</Text>
        ),
      cellProps: { whiteSpace: 'normal' },
    },
  ];
  const waiting: DataColumn<Attendee>[] = [
    {
      header: t('attendees.place'),
      headerProps: { w: '16' },
      cell: (a) => (a.waiting_position === null ? '—' : formatUngrouped(a.waiting_position, language)),
    },
    nameColumn,
    {
      header: t('attendees.waitingSince'),
      hideBelow: 'md',
      cell: (a) => formatEventTime(a.updated_at, language),
      cellProps: { whiteSpace: 'normal' },
    },
  ];
  return { going, waiting };
}

/** Going and waiting lists of one event, searched by name, with the CSV export and check-in status. */
export function AttendeesPage() {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const language = useLanguage();
  usePageTitle(t('attendees.title'));
  const associationId = useAssociationId();
  const eventId = useEventId();
  const event = useManagedEvent(associationId, eventId);
  const [params, setParams] = useSearchParams();
  const status: AttendeeStatus = params.get('list') === 'waiting' ? 'waiting' : 'going';
  const q = params.get('q')?.trim() || undefined;
  const list = usePagedQuery(PAGE_SIZE, (paging) => attendeesQuery({ associationId, eventId, status, q, ...paging }));
  const [isExporting, setExporting] = useState(false);

  const show = (next: { list?: AttendeeStatus; q?: string }) =>
    setParams(
      Object.fromEntries(
        Object.entries({ list: next.list === 'waiting' ? 'waiting' : undefined, q: next.q }).filter(
          (e): e is [string, string] => Boolean(e[1]),
        ),
      ),
    );

  const onExport = async () => {
    setExporting(true);
    try {
      await exportAttendeesCsv(associationId, eventId, q);
    } catch (e) {
      await showResult({ status: 'error', title: t('attendees.exportError'), text: defaultErrorText(e) });
    } finally {
      setExporting(false);
    }
  };

  const counts = list.query.data;
  const columns = columnsOf(t, language);
  return (
    <QueryState query={event} what={t('events.common.theEvent')} hasNotFound>
      {(ev) => (
        <Box>
          <PageHeader
            title={t('attendees.title')}
            description={`${ev.title} · ${formatEventRange(ev.starts_at, ev.ends_at, language)}`}
            actions={
              <>
                <Button
                  variant="outline"
                  onClick={onExport}
                  loading={isExporting}
                  loadingText={t('attendees.exporting')}
                >
                  <Download /> {t('attendees.export')}
                </Button>
                {ev.status === 'published' && (
                  <Button asChild>
                    <Link to={associationPath(associationId, `events/${eventId}/check-in`)}>
                      <QrCode /> {t('events.common.checkIn')}
                    </Link>
                  </Button>
                )}
              </>
            }
          />
          <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4" mb="6">
            <HStack gap="3" wrap="wrap" justify="space-between" align="center">
              <HStack gap="2" role="group" aria-label={t('attendees.whichList')}>
                {LISTS.map((list) => (
                  <Button
                    key={list}
                    size="sm"
                    aria-pressed={status === list}
                    variant={status === list ? 'solid' : 'outline'}
                    onClick={() => show({ list, q })}
                  >
                    {!counts
                      ? t(list === 'going' ? 'attendees.going' : 'attendees.waiting')
                      : t(list === 'going' ? 'attendees.goingCount' : 'attendees.waitingCount', {
                          count: formatUngrouped(
                            list === 'going' ? counts.going_count : counts.waiting_count,
                            language,
                          ),
                        })}
                  </Button>
                ))}
              </HStack>
              <AttendeeSearchForm
                key={q ?? ''}
                initial={q ?? ''}
                label={t('attendees.search')}
                onSearch={(next) => show({ list: status, q: next })}
              />
            </HStack>
            {counts && (
              <Text mt="3" fontSize="sm" color="fg.muted">
                {[
                  t('attendees.checkedInCount', {
                    checkedIn: formatUngrouped(counts.checked_in_count, language),
                    going: formatUngrouped(counts.going_count, language),
                  }),
                  q ? t('attendees.searching', { q }) : '',
                ]
                  .filter(Boolean)
                  .join(' ')}
              </Text>
            )}
          </Box>
          <DataList
            {...list}
            what={t('events.common.theAttendees')}
            columns={columns[status]}
            empty={t(
              q ? 'attendees.noMatch' : status === 'going' ? 'events.common.noOneGoing' : 'attendees.noOneWaiting',
            )}
          />
        </Box>
      )}
    </QueryState>
  );
}
