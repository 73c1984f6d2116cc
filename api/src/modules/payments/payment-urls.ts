import { isOnSite } from '../transactions';

export type PaymentFlag = 'success' | 'failed' | 'cancelled';

/** The browser's way back: base_url with `success=1`, `failed=1` or `cancelled=1` (its other query kept). */
export function returnUrl(baseUrl: string | null, publicOrigin: string, flag: PaymentFlag): string {
  const fallback = `${publicOrigin}/user/dashboard/transactions`;
  const url = new URL(baseUrl && isOnSite(baseUrl, publicOrigin) ? baseUrl : fallback);
  for (const f of ['success', 'failed', 'cancelled']) url.searchParams.delete(f);
  url.searchParams.set(flag, '1');
  return url.toString();
}
