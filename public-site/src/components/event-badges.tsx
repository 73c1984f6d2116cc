import { Badge } from '@chakra-ui/react';
import type { AlumniEvent } from '@alumni/shared/contracts';
import { eventFee } from './event-facts';

/** The event's fee badge (Free or the amount) and, for members only, that badge. */
export function EventBadges({
  event,
}: {
  event: Pick<AlumniEvent, 'fee' | 'members_only' | 'venue' | 'online_url' | 'going_count' | 'capacity'>;
}) {
  return (
    <>
      <Badge colorPalette={event.fee > 0 ? 'orange' : 'green'} variant="subtle">
        {eventFee(event)}
      </Badge>
      {event.members_only && (
        <Badge colorPalette="purple" variant="solid">
          Members only
        </Badge>
      )}
    </>
  );
}
