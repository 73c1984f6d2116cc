/** Where the API lives on the site (app.ts mounts every route under it). */
export const API_PREFIX_PATH = '/api/v1';

/** The gateway callbacks of one transaction, absolute on the site's own origin. */
export function sslCommerzCallbackUrls(publicOrigin: string, transactionId: string) {
  const base = `${publicOrigin}${API_PREFIX_PATH}/payments/sslcommerz`;
  const id = encodeURIComponent(transactionId);
  return {
    success: `${base}/success/${id}`,
    fail: `${base}/fail/${id}`,
    cancel: `${base}/cancel/${id}`,
    ipn: `${base}/ipn`,
  };
}

/** True when `url` is an address on the site itself (same scheme, host and port as PUBLIC_ORIGIN). */
export function isOnSite(url: string, publicOrigin: string): boolean {
  try {
    return new URL(url).origin === new URL(publicOrigin).origin;
  } catch {
    return false;
  }
}

export type PaymentFlag = 'success' | 'failed' | 'cancelled';

/** The browser's way back: base_url with `success=1`, `failed=1` or `cancelled=1` (its other query kept). */
export function returnUrl(baseUrl: string | null, publicOrigin: string, flag: PaymentFlag): string {
  const fallback = `${publicOrigin}/user/dashboard/transactions`;
  const url = new URL(baseUrl && isOnSite(baseUrl, publicOrigin) ? baseUrl : fallback);
  for (const f of ['success', 'failed', 'cancelled']) url.searchParams.delete(f);
  url.searchParams.set(flag, '1');
  return url.toString();
}
