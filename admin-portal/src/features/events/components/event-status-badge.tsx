import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { AlumniEvent } from '@alumni/shared/contracts';

const LOOKS = {
  draft: { label: 'Draft', palette: 'gray' },
  published: { label: 'Published', palette: 'green' },
  cancelled: { label: 'Cancelled', palette: 'red' },
} as const;

/** Draft, Published or Cancelled as a small coloured label. */
export function EventStatusBadge({
  status,
  ...props
}: { status: AlumniEvent['status'] } & Pick<BadgeProps, 'ms' | 'size'>) {
  const { label, palette } = LOOKS[status];
  return (
    <Badge colorPalette={palette} variant="subtle" {...props}>
      {label}
    </Badge>
  );
}
