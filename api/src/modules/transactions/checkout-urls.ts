import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';

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

/**
 * The origins a payment may return to: PUBLIC_ORIGIN, every CORS_ORIGINS origin, and, only when
 * PUBLIC_ORIGIN is not set, the origin the request itself came to (http://127.0.0.1:8080, a LAN address).
 */
export type SiteOrigins = { publicOrigin: string; corsOrigins: string[]; requestOrigin: string | null };

type OriginSettings = Pick<Config, 'publicOrigin' | 'corsOrigins' | 'publicOriginIsDefault'>;

/** The request's own origin as Fastify sees it (Host, and X-Forwarded-Proto/-Host only under TRUST_PROXY). */
export function siteOriginsOf(config: OriginSettings, request: Pick<FastifyRequest, 'protocol' | 'host'>): SiteOrigins {
  let requestOrigin: string | null = null;
  if (config.publicOriginIsDefault && request.host) {
    requestOrigin = originOf(`${request.protocol}://${request.host}`);
  }
  return { publicOrigin: config.publicOrigin, corsOrigins: config.corsOrigins ?? [], requestOrigin };
}

function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The origin of `url` when it is one of the site's (SiteOrigins), else null. */
export function acceptedOrigin(url: string, site: SiteOrigins): string | null {
  const origin = originOf(url);
  if (!origin) return null;
  const allowed = [site.publicOrigin, ...site.corsOrigins, site.requestOrigin]
    .filter((o): o is string => Boolean(o))
    .map(originOf);
  return allowed.includes(origin) ? origin : null;
}
