import { api } from '@alumni/shared';
import { membershipPaths, transactionPaths, type MembershipRequest, type OfflineClaim } from '@alumni/shared/contracts';
import type { PublicPagesText } from '../../../i18n/catalogs/public-pages';

export type ApplicationInput = {
  associationId: number;
  membershipTypeId: number;
  institute: string;
  batch: string;
  roll_number: string;
  offline: boolean;
  proof: File | null;
  /** With offline: what the member says of the payment (sent only when something was given). */
  claim?: OfflineClaim;
  /** Where the payment page sends the browser back to (with success=1, failed=1 or cancelled=1). */
  baseUrl: string;
};

/** POST /associations/{id}/membership-requests/: multipart when a proof PDF is attached, JSON otherwise. */
async function createMembershipRequest(input: ApplicationInput): Promise<MembershipRequest> {
  const fields = {
    institute: input.institute,
    batch: input.batch,
    roll_number: input.roll_number,
    membership_type: String(input.membershipTypeId),
    offline: String(input.offline),
  };
  const url = membershipPaths.apply(input.associationId);
  if (input.proof) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    form.append('proof_document', input.proof);
    const { data } = await api.post(url, form);
    return data;
  }
  const { data } = await api.post(url, {
    ...fields,
    membership_type: input.membershipTypeId,
    offline: input.offline,
  });
  return data;
}

/** Apply, then open the payment: offline (waits for the admin) or online (answers with payment_url). */
export async function applyForMembership(input: ApplicationInput) {
  const request = await createMembershipRequest(input);
  const { data } = await api.post(transactionPaths.create(), {
    membership_request: request.id,
    base_url: input.baseUrl,
    offline: input.offline,
    ...(input.offline && input.claim && Object.values(input.claim).some(Boolean) ? { claim: input.claim } : {}),
  });
  return data;
}

/** Spec section 8: "There is an error: " plus the first item of the response data, or the message. */
export function applicationErrorText(error: unknown, t: PublicPagesText): string {
  const response = (error as { response?: { data?: unknown } } | null)?.response;
  const data = response?.data;
  let detail: string | undefined;
  if (data && typeof data === 'object') {
    const body = data as Record<string, unknown>;
    const firstList = Object.entries(body).find(
      ([key, value]) => key !== 'message' && key !== 'code' && Array.isArray(value),
    )?.[1] as unknown[] | undefined;
    if (typeof firstList?.[0] === 'string') detail = firstList[0];
    else if (typeof body.message === 'string') detail = body.message;
  }
  if (!detail && !response && error instanceof Error)
    detail = error.message === 'Network Error' ? t('memberships.networkError') : error.message;
  return t('memberships.error', { detail: detail ?? t('memberships.requestFailed') });
}
