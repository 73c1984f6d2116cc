import { Badge } from '@chakra-ui/react';
import { useLanguage, usePortalCatalog } from '@alumni/shared';
import type { AlumniEvent } from '@alumni/shared/contracts';
import { PUBLIC_PAGES_CATALOGS } from '../i18n/catalogs/public-pages';
import { eventFee } from './event-facts';

/** The event's fee badge (Free or the amount) and, for members only, that badge. */
export function EventBadges({
  event,
}: {
  event: Pick<AlumniEvent, 'fee' | 'members_only' | 'venue' | 'online_url' | 'going_count' | 'capacity'>;
}) {
  const t = usePortalCatalog(PUBLIC_PAGES_CATALOGS);
  const language = useLanguage();
  return (
    <>
      <Badge colorPalette={event.fee > 0 ? 'orange' : 'green'} variant="subtle">
        {eventFee(event, t, language)}
      </Badge>
      {event.members_only && (
        <Badge colorPalette="purple" variant="solid">
          {t('common.membersOnly')}
        </Badge>
      )}
    </>
  );
}
