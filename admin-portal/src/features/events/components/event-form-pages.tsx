import { Box } from '@chakra-ui/react';
import { PageHeader, QueryState, usePageTitle } from '@alumni/shared';
import { associationPath } from '../../../components/association-paths';
import { useAssociationId } from '../../associations';
import { useManagedEvent, useSaveEvent } from '../api/events';
import { EventForm } from './event-form';
import { useEventId } from './use-event-id';

/** New event: saved as a draft; the admin publishes it from its page. */
export function EventAddPage() {
  usePageTitle('New Event');
  const associationId = useAssociationId();
  const save = useSaveEvent(associationId);

  return (
    <Box maxW="4xl">
      <PageHeader
        title="New Event"
        description="Saved as a draft: only the association's admins see it until you publish it."
      />
      <EventForm
        submitLabel="Save draft"
        successText="Event saved as a draft."
        cancelTo={associationPath(associationId, 'events')}
        save={save.mutateAsync}
        redirectTo={(event) => associationPath(associationId, `events/${event.id}`)}
      />
    </Box>
  );
}

export function EventUpdatePage() {
  usePageTitle('Update Event');
  const associationId = useAssociationId();
  const eventId = useEventId();
  const query = useManagedEvent(associationId, eventId);
  const save = useSaveEvent(associationId, eventId);
  const eventPath = associationPath(associationId, `events/${eventId}`);

  return (
    <Box maxW="4xl">
      <PageHeader title="Update Event" description={query.data?.title} />
      <QueryState query={query} what="The event" hasNotFound>
        {(event) => (
          <EventForm
            initial={event}
            submitLabel="Update"
            successText="Event updated successfully."
            cancelTo={eventPath}
            save={save.mutateAsync}
            redirectTo={() => eventPath}
          />
        )}
      </QueryState>
    </Box>
  );
}
