import { Box } from '@chakra-ui/react';
import { PageHeader, QueryState, usePageTitle, usePortalCatalog } from '@alumni/shared';
import { associationPath } from '../../../components/association-paths';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';
import { useAssociationId } from '../../associations';
import { useManagedEvent, useSaveEvent } from '../api/events';
import { EventForm } from './event-form';
import { useEventId } from './use-event-id';

/** New event: saved as a draft; the admin publishes it from its page. */
export function EventAddPage() {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  usePageTitle(t('events.add.title'));
  const associationId = useAssociationId();
  const save = useSaveEvent(associationId);

  return (
    <Box maxW="4xl">
      <PageHeader title={t('events.add.title')} description={t('events.add.description')} />
      <EventForm
        submitLabel={t('events.add.submit')}
        successText={t('events.add.success')}
        cancelTo={associationPath(associationId, 'events')}
        save={save.mutateAsync}
        redirectTo={(event) => associationPath(associationId, `events/${event.id}`)}
      />
    </Box>
  );
}

export function EventUpdatePage() {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  usePageTitle(t('events.update.title'));
  const associationId = useAssociationId();
  const eventId = useEventId();
  const query = useManagedEvent(associationId, eventId);
  const save = useSaveEvent(associationId, eventId);
  const eventPath = associationPath(associationId, `events/${eventId}`);

  return (
    <Box maxW="4xl">
      <PageHeader title={t('events.update.title')} description={query.data?.title} />
      <QueryState query={query} what={t('events.common.theEvent')} hasNotFound>
        {(event) => (
          <EventForm
            initial={event}
            submitLabel={t('events.update.submit')}
            successText={t('events.update.success')}
            cancelTo={eventPath}
            save={save.mutateAsync}
            redirectTo={() => eventPath}
          />
        )}
      </QueryState>
    </Box>
  );
}
