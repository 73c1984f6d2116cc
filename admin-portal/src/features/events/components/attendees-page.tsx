import { Box, Button, HStack, Text } from '@chakra-ui/react';
import {
  DataList,
  defaultErrorText,
  PageHeader,
  QueryState,
  showResult,
  usePageParams,
  usePageTitle,
  type DataColumn,
} from '@alumni/shared';
import type { Attendee } from '@alumni/shared/contracts';
import { formatEventRange, formatEventTime } from '@alumni/shared/format';
import { Download, QrCode } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { useAssociationId } from '../../associations';
import { exportAttendeesCsv, useAttendees, type AttendeeStatus } from '../api/attendees';
import { useManagedEvent } from '../api/events';
import { attendeeName } from './attendee-name';
import { AttendeeSearchForm } from './attendee-search-form';
import { useEventId } from './use-event-id';

const PAGE_SIZE = 50;

const PAYMENT_LABELS: Record<Attendee['payment'], string> = {
  free: 'Free',
  unpaid: 'Not paid',
  pending: 'Payment pending',
  paid: 'Paid',
  refunded: 'Refunded',
};

const nameColumn: DataColumn<Attendee> = {
  header: 'Name',
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
const paymentColumn: DataColumn<Attendee> = {
  header: 'Payment',
  hideBelow: 'md',
  cell: (a) => PAYMENT_LABELS[a.payment],
};

const goingColumns: DataColumn<Attendee>[] = [
  { header: '#', hideBelow: 'sm', headerProps: { w: '12' }, cell: (_a, { position }) => position },
  nameColumn,
  paymentColumn,
  {
    header: 'Checked in',
    cell: (a) =>
      a.checked_in_at ? (
        <Text color="green.fg">{`Yes, ${formatEventTime(a.checked_in_at)}`}</Text>
      ) : (
        <Text color="fg.muted">Not yet</Text>
      ),
    cellProps: { whiteSpace: 'normal' },
  },
];

const waitingColumns: DataColumn<Attendee>[] = [
  { header: 'Place', headerProps: { w: '16' }, cell: (a) => a.waiting_position ?? '—' },
  nameColumn,
  {
    header: 'Waiting since',
    hideBelow: 'md',
    cell: (a) => formatEventTime(a.updated_at),
    cellProps: { whiteSpace: 'normal' },
  },
];

/** Going and waiting lists of one event, searched by name, with the CSV export and check-in status. */
export function AttendeesPage() {
  usePageTitle('Attendees');
  const associationId = useAssociationId();
  const eventId = useEventId();
  const event = useManagedEvent(associationId, eventId);
  const [params, setParams] = useSearchParams();
  const status: AttendeeStatus = params.get('list') === 'waiting' ? 'waiting' : 'going';
  const q = params.get('q')?.trim() || undefined;
  const paging = usePageParams(PAGE_SIZE);
  const query = useAttendees({ associationId, eventId, status, q, ...paging });
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
      await showResult({ status: 'error', title: 'There is an error', text: defaultErrorText(e) });
    } finally {
      setExporting(false);
    }
  };

  const counts = query.data;
  return (
    <QueryState query={event} what="The event" hasNotFound>
      {(ev) => (
        <Box>
          <PageHeader
            title="Attendees"
            description={`${ev.title} · ${formatEventRange(ev.starts_at, ev.ends_at)}`}
            actions={
              <>
                <Button variant="outline" onClick={onExport} loading={isExporting} loadingText="Exporting...">
                  <Download /> Export CSV
                </Button>
                {ev.status === 'published' && (
                  <Button asChild>
                    <Link to={associationPath(associationId, `events/${eventId}/check-in`)}>
                      <QrCode /> Check-in
                    </Link>
                  </Button>
                )}
              </>
            }
          />
          <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4" mb="6">
            <HStack gap="3" wrap="wrap" justify="space-between" align="center">
              <HStack gap="2" role="group" aria-label="Which list">
                {(['going', 'waiting'] as const).map((list) => (
                  <Button
                    key={list}
                    size="sm"
                    aria-pressed={status === list}
                    variant={status === list ? 'solid' : 'outline'}
                    onClick={() => show({ list, q })}
                  >
                    {list === 'going'
                      ? `Going${counts ? ` (${counts.going_count})` : ''}`
                      : `Waiting${counts ? ` (${counts.waiting_count})` : ''}`}
                  </Button>
                ))}
              </HStack>
              <AttendeeSearchForm
                key={q ?? ''}
                initial={q ?? ''}
                label="Search attendees"
                onSearch={(next) => show({ list: status, q: next })}
              />
            </HStack>
            {counts && (
              <Text mt="3" fontSize="sm" color="fg.muted">
                {`${counts.checked_in_count} of ${counts.going_count} going checked in.${q ? ` Showing names or e-mails containing “${q}”.` : ''}`}
              </Text>
            )}
          </Box>
          <DataList
            query={query}
            paging={paging}
            what="The attendees"
            columns={status === 'going' ? goingColumns : waitingColumns}
            empty={
              q ? 'No one matches your search.' : status === 'going' ? 'No one is going yet.' : 'No one is waiting.'
            }
          />
        </Box>
      )}
    </QueryState>
  );
}
