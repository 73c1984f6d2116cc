import { Button, HStack } from '@chakra-ui/react';
import type { AlumniEvent } from '@alumni/shared/contracts';
import { googleCalendarUrl } from '@alumni/shared/format';
import { CalendarPlus, Download } from 'lucide-react';

/** The event's `.ics` file (any calendar app) and Google Calendar's "add event" page, both plain links. */
export function AddToCalendar({ event, pageUrl }: { event: AlumniEvent; pageUrl?: string }) {
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="sm" variant="outline">
        <a href={event.ics_url} download={`event-${event.id}.ics`}>
          <Download /> Add to calendar (.ics)
        </a>
      </Button>
      <Button asChild size="sm" variant="outline">
        <a href={googleCalendarUrl(event, pageUrl)} target="_blank" rel="noopener noreferrer">
          <CalendarPlus /> Google Calendar
        </a>
      </Button>
    </HStack>
  );
}
