import { Badge, type BadgeProps } from '@chakra-ui/react';
import type { Membership, Transaction } from '../contracts';
import { statusLabel, type StatusName } from '../format/statuses';
import { useLanguage } from '../i18n/react';

/** `label`: the English one; the badge reads `status` in the page's language (`statusLabel`). */
export type StatusLook = { status: StatusName; label: string; palette: 'green' | 'orange' | 'red' | 'gray' | 'blue' };

const APPROVED: StatusLook = { status: 'approved', label: 'Approved', palette: 'green' };
const PENDING: StatusLook = { status: 'pending', label: 'Pending', palette: 'orange' };

/** Every status a portal shows, one label and colour each, so a state reads the same on every page. */
export const STATUS_LOOKS = {
  transaction: {
    success: APPROVED,
    pending: PENDING,
    failed: { status: 'failed', label: 'Failed', palette: 'red' },
    cancelled: { status: 'cancelled', label: 'Cancelled', palette: 'gray' },
    // A second payment of a request already paid, given back through the payment provider.
    refund_pending: { status: 'refund_pending', label: 'Refund pending', palette: 'orange' },
    refunded: { status: 'refunded', label: 'Refunded', palette: 'blue' },
    refund_failed: { status: 'refund_failed', label: 'Refund failed', palette: 'red' },
  },
  membership: {
    active: { status: 'active', label: 'Active', palette: 'green' },
    expiring: { status: 'expiring', label: 'Expiring', palette: 'orange' },
    expired: { status: 'expired', label: 'Expired', palette: 'red' },
    lifetime: { status: 'lifetime', label: 'Lifetime', palette: 'blue' },
  },
  'registration-request': {
    approved: APPROVED,
    pending: PENDING,
    refused: { status: 'refused', label: 'Refused', palette: 'red' },
  },
  email: {
    verified: { status: 'verified', label: 'Verified', palette: 'green' },
    unverified: { status: 'unverified', label: 'Unverified', palette: 'orange' },
  },
} as const satisfies Record<string, Record<string, StatusLook>>;

export type StatusSubject =
  | { kind: 'transaction'; of: Pick<Transaction, 'status' | 'success'> }
  | { kind: 'membership'; of: Pick<Membership, 'status'> }
  | { kind: 'registration-request'; of: { is_approved: boolean; refused_at?: string | null } }
  | { kind: 'email'; of: { email_verified: boolean } };

/** Spec section 4: a transaction with success is Approved whatever its status says; an unknown status reads Pending. */
export function statusLook(subject: StatusSubject): StatusLook {
  switch (subject.kind) {
    case 'transaction': {
      const looks: Record<string, StatusLook> = STATUS_LOOKS.transaction;
      return subject.of.success ? looks.success : (looks[subject.of.status] ?? looks.pending);
    }
    case 'membership':
      return STATUS_LOOKS.membership[subject.of.status];
    case 'registration-request':
      return STATUS_LOOKS['registration-request'][
        subject.of.is_approved ? 'approved' : subject.of.refused_at ? 'refused' : 'pending'
      ];
    case 'email':
      return STATUS_LOOKS.email[subject.of.email_verified ? 'verified' : 'unverified'];
  }
}

export type StatusBadgeProps = StatusSubject & Pick<BadgeProps, 'ms' | 'size'>;

/** A record's status as a small coloured label: `<StatusBadge kind="transaction" of={transaction} />`. */
export function StatusBadge(props: StatusBadgeProps) {
  const { status, palette } = statusLook(props);
  const language = useLanguage();
  return (
    <Badge colorPalette={palette} variant="subtle" ms={props.ms} size={props.size}>
      {statusLabel(status, language)}
    </Badge>
  );
}
