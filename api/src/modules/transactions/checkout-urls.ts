/** Where the API lives on the site (app.ts mounts every route under it). */
export const API_PREFIX_PATH = '/api/v1';

/** The gateway callbacks of one transaction (answered by payments.routes.ts), absolute on the site's own origin. */
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
