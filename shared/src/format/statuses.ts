import { SHELL_CATALOGS, type ShellMessageId } from '../i18n/catalogs/shell';
import { catalogText } from '../i18n/create-i18n';
import type { Language } from '../i18n/languages';

const STATUS_IDS = {
  approved: 'status.approved',
  pending: 'status.pending',
  failed: 'status.failed',
  cancelled: 'status.cancelled',
  refund_pending: 'status.refundPending',
  refunded: 'status.refunded',
  refund_failed: 'status.refundFailed',
  active: 'status.active',
  expiring: 'status.expiring',
  expired: 'status.expired',
  lifetime: 'status.lifetime',
  refused: 'status.refused',
  verified: 'status.verified',
  unverified: 'status.unverified',
} as const satisfies Record<string, ShellMessageId>;

export type StatusName = keyof typeof STATUS_IDS;

/** A status as a badge reads it: "Active", in Bangla "সক্রিয়" (memberships, payments, requests, addresses). */
export const statusLabel = (status: StatusName, language: Language = 'en'): string =>
  catalogText(SHELL_CATALOGS, language, STATUS_IDS[status]);
