import { HStack } from '@chakra-ui/react';
import { NativeSelect } from '@chakra-ui/react/native-select';
import {
  MEMBER_ORDERINGS,
  MEMBERSHIP_STATUSES,
  type MemberOrdering,
  type MembershipStatus,
} from '@alumni/shared/contracts';
import { usePortalCatalog } from '@alumni/shared';
import { ADMIN_CATALOGS, type AdminMessageId } from '../../../i18n/catalogs/admin';

const STATUS_LABELS: Record<MembershipStatus, AdminMessageId> = {
  active: 'members.status.active',
  expiring: 'members.status.expiring',
  expired: 'members.status.expired',
  lifetime: 'members.status.lifetime',
};
const ORDERING_LABELS: Record<MemberOrdering, AdminMessageId> = {
  serial: 'members.order.serial',
  end_date: 'members.order.endDate',
  '-end_date': 'members.order.endDateLatest',
};

export type MemberStatusFilterProps = {
  status?: MembershipStatus;
  ordering?: MemberOrdering;
  onChange: (next: { status?: MembershipStatus; ordering?: MemberOrdering }) => void;
};

/** Members by status (Asia/Dhaka dates, computed by the API) and sorted by serial or end date. */
export function MemberStatusFilter({ status, ordering = 'serial', onChange }: MemberStatusFilterProps) {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  return (
    <HStack gap="3" mt="3" wrap="wrap">
      <NativeSelect.Root size="sm" maxW="56">
        <NativeSelect.Field
          aria-label={t('members.statusLabel')}
          value={status ?? ''}
          onChange={(e) =>
            onChange({ status: (e.currentTarget.value || undefined) as MembershipStatus | undefined, ordering })
          }
        >
          <option value="">{t('members.allStatuses')}</option>
          {MEMBERSHIP_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" maxW="56">
        <NativeSelect.Field
          aria-label={t('members.sortLabel')}
          value={ordering}
          onChange={(e) => onChange({ status, ordering: e.currentTarget.value as MemberOrdering })}
        >
          {MEMBER_ORDERINGS.map((o) => (
            <option key={o} value={o}>
              {t(ORDERING_LABELS[o])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
