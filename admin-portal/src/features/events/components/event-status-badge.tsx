import { Badge, type BadgeProps } from '@chakra-ui/react';
import { usePortalCatalog } from '@alumni/shared';
import type { AlumniEvent } from '@alumni/shared/contracts';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';

const LOOKS = {
  draft: { label: 'events.status.draft', palette: 'gray' },
  published: { label: 'events.status.published', palette: 'green' },
  cancelled: { label: 'events.status.cancelled', palette: 'red' },
} as const;

/** Draft, Published or Cancelled as a small coloured label. */
export function EventStatusBadge({
  status,
  ...props
}: { status: AlumniEvent['status'] } & Pick<BadgeProps, 'ms' | 'size'>) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const { label, palette } = LOOKS[status];
  return (
    <Badge colorPalette={palette} variant="subtle" {...props}>
      {t(label)}
    </Badge>
  );
}
