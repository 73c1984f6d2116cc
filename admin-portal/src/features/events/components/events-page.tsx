import { Button, Text } from '@chakra-ui/react';
import { ListPage, RowLink, useLanguage, usePagedQuery, usePortalCatalog, type DataColumn } from '@alumni/shared';
import { EVENT_PAGE_SIZE, type AlumniEvent } from '@alumni/shared/contracts';
import { formatEventTime, formatUngrouped } from '@alumni/shared/format';
import type { Language } from '@alumni/shared/i18n';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';
import { useAssociationId } from '../../associations';
import { associationEventsQuery } from '../api/events';
import { goingText } from './event-numbers';
import { EventStatusBadge } from './event-status-badge';
import type { AdminEventsTexts } from '../../../i18n/admin-events-texts';

const columnsOf = (associationId: number, t: AdminEventsTexts, language: Language): DataColumn<AlumniEvent>[] => [
  {
    header: t('events.list.title.column'),
    cell: (event) => (
      <>
        <Text fontWeight="medium">{event.title}</Text>
        <Text hideFrom="md" fontSize="xs" color="fg.muted">
          {formatEventTime(event.starts_at, language)}
        </Text>
        <Text hideFrom="md" fontSize="xs" color="fg.muted">
          {t('events.list.goingWaiting', {
            going: goingText(event, language),
            waiting: formatUngrouped(event.waiting_count, language),
          })}
        </Text>
      </>
    ),
    cellProps: { whiteSpace: 'normal' },
  },
  {
    header: t('events.list.starts'),
    hideBelow: 'md',
    cell: (event) => formatEventTime(event.starts_at, language),
    cellProps: { whiteSpace: 'normal' },
  },
  { header: t('events.list.status'), cell: (event) => <EventStatusBadge status={event.status} /> },
  { header: t('events.list.going'), hideBelow: 'md', align: 'end', cell: (event) => goingText(event, language) },
  {
    header: t('events.list.waiting'),
    hideBelow: 'md',
    align: 'end',
    cell: (event) => formatUngrouped(event.waiting_count, language),
  },
  {
    header: t('events.list.details'),
    align: 'end',
    cell: (event) => (
      <RowLink
        to={associationPath(associationId, `events/${event.id}`)}
        label={t('events.list.viewLabel', { title: event.title })}
      >
        {t('events.list.view')}
      </RowLink>
    ),
  },
];

/** The association's events, drafts included, latest first as the API orders them, with New event. */
export function EventsPage() {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const language = useLanguage();
  const associationId = useAssociationId();
  const list = usePagedQuery(EVENT_PAGE_SIZE, (paging) => associationEventsQuery({ associationId, ...paging }));

  return (
    <ListPage
      title={t('events.list.title')}
      description={t('events.list.description')}
      actions={
        <Button asChild>
          <Link to={associationPath(associationId, 'events/add')}>
            <Plus /> {t('events.list.new')}
          </Link>
        </Button>
      }
      {...list}
      what={t('events.list.what')}
      size="md"
      columns={columnsOf(associationId, t, language)}
      empty={t('events.list.empty')}
    />
  );
}
