import { acceptedOrigin, type SiteOrigins } from '../transactions';

export type PaymentFlag = 'success' | 'failed' | 'cancelled';

/**
 * The browser's way back: base_url with `success=1`, `failed=1` or `cancelled=1` (its other query
 * kept), when it is on one of the site's origins; else the transactions page on the origin the
 * callback came to (when accepted) or PUBLIC_ORIGIN.
 */
export function returnUrl(baseUrl: string | null, site: SiteOrigins, flag: PaymentFlag): string {
  const home = site.requestOrigin ?? site.publicOrigin;
  const fallback = `${home}/user/dashboard/transactions`;
  const url = new URL(baseUrl && acceptedOrigin(baseUrl, site) ? baseUrl : fallback);
  for (const f of ['success', 'failed', 'cancelled']) url.searchParams.delete(f);
  url.searchParams.set(flag, '1');
  return url.toString();
}
