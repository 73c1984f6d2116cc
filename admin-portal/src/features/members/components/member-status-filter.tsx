import { HStack } from '@chakra-ui/react';
import { NativeSelect } from '@chakra-ui/react/native-select';
import {
  MEMBER_ORDERINGS,
  MEMBERSHIP_STATUSES,
  type MemberOrdering,
  type MembershipStatus,
} from '@alumni/shared/contracts';

const STATUS_LABELS: Record<MembershipStatus, string> = {
  active: 'Active',
  expiring: 'Expiring in 30 days',
  expired: 'Expired',
  lifetime: 'Lifetime',
};
const ORDERING_LABELS: Record<MemberOrdering, string> = {
  serial: 'By serial',
  end_date: 'End date, soonest first',
  '-end_date': 'End date, latest first',
};

export type MemberStatusFilterProps = {
  status?: MembershipStatus;
  ordering?: MemberOrdering;
  onChange: (next: { status?: MembershipStatus; ordering?: MemberOrdering }) => void;
};

/** Members by status (Asia/Dhaka dates, computed by the API) and sorted by serial or end date. */
export function MemberStatusFilter({ status, ordering = 'serial', onChange }: MemberStatusFilterProps) {
  return (
    <HStack gap="3" mt="3" wrap="wrap">
      <NativeSelect.Root size="sm" maxW="56">
        <NativeSelect.Field
          aria-label="Status"
          value={status ?? ''}
          onChange={(e) =>
            onChange({ status: (e.currentTarget.value || undefined) as MembershipStatus | undefined, ordering })
          }
        >
          <option value="">All statuses</option>
          {MEMBERSHIP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" maxW="56">
        <NativeSelect.Field
          aria-label="Sort"
          value={ordering}
          onChange={(e) => onChange({ status, ordering: e.currentTarget.value as MemberOrdering })}
        >
          {MEMBER_ORDERINGS.map((o) => (
            <option key={o} value={o}>
              {ORDERING_LABELS[o]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
