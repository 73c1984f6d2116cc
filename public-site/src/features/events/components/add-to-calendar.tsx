import { Button, HStack } from '@chakra-ui/react';
import { usePortalCatalog } from '@alumni/shared';
import type { AlumniEvent } from '@alumni/shared/contracts';
import { googleCalendarUrl } from '@alumni/shared/format';
import { CalendarPlus, Download } from 'lucide-react';
import { PUBLIC_PAGES_CATALOGS } from '../../../i18n/catalogs/public-pages';

/** The event's `.ics` file (any calendar app) and Google Calendar's "add event" page, both plain links. */
export function AddToCalendar({ event, pageUrl }: { event: AlumniEvent; pageUrl?: string }) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  return (
    <HStack gap="2" wrap="wrap">
      <Button asChild size="sm" variant="outline">
        <a href={event.ics_url} download={`event-${event.id}.ics`}>
          <Download /> {t('event.ics')}
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
