import { Box, Button, Text } from '@chakra-ui/react';
import { DataList, PageHeader, RowLink, usePageParams, usePageTitle, type DataColumn } from '@alumni/shared';
import { EVENT_PAGE_SIZE, type AlumniEvent } from '@alumni/shared/contracts';
import { formatEventTime } from '@alumni/shared/format';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { useAssociationId } from '../../associations';
import { useAssociationEvents } from '../api/events';
import { goingText } from './event-numbers';
import { EventStatusBadge } from './event-status-badge';

const columnsOf = (associationId: number): DataColumn<AlumniEvent>[] => [
  {
    header: 'Title',
    cell: (event) => (
      <>
        <Text fontWeight="medium">{event.title}</Text>
        <Text hideFrom="md" fontSize="xs" color="fg.muted">
          {formatEventTime(event.starts_at)}
        </Text>
        <Text hideFrom="md" fontSize="xs" color="fg.muted">
          {`Going ${goingText(event)} · waiting ${event.waiting_count}`}
        </Text>
      </>
    ),
    cellProps: { whiteSpace: 'normal' },
  },
  {
    header: 'Starts',
    hideBelow: 'md',
    cell: (event) => formatEventTime(event.starts_at),
    cellProps: { whiteSpace: 'normal' },
  },
  { header: 'Status', cell: (event) => <EventStatusBadge status={event.status} /> },
  { header: 'Going', hideBelow: 'md', align: 'end', cell: (event) => goingText(event) },
  { header: 'Waiting', hideBelow: 'md', align: 'end', cell: (event) => event.waiting_count },
  {
    header: 'Details',
    align: 'end',
    cell: (event) => (
      <RowLink to={associationPath(associationId, `events/${event.id}`)} label={`View ${event.title}`}>
        View
      </RowLink>
    ),
  },
];

/** The association's events, drafts included, latest first as the API orders them, with New event. */
export function EventsPage() {
  usePageTitle('Events');
  const associationId = useAssociationId();
  const paging = usePageParams(EVENT_PAGE_SIZE);
  const query = useAssociationEvents({ associationId, ...paging });

  return (
    <Box>
      <PageHeader
        title="Events"
        description="Reunions, talks and gatherings of the association. Times are Dhaka time (Asia/Dhaka)."
        actions={
          <Button asChild>
            <Link to={associationPath(associationId, 'events/add')}>
              <Plus /> New event
            </Link>
          </Button>
        }
      />
      <DataList
        query={query}
        paging={paging}
        what="The events"
        size="md"
        columns={columnsOf(associationId)}
        empty="No event yet. Create one and publish it when it is ready."
      />
    </Box>
  );
}
