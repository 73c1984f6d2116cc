import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { ForbiddenError } from '../../lib/errors';
import { safeEqual, type TokenService } from './tokens';

export const REFRESH_COOKIE = 'refresh_token';
const REFRESH_COOKIE_PATH = '/api/v1/auth';
const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'x-xsrf-token';

type CookieConfig = Pick<Config, 'isSecureOrigin' | 'refreshTokenTtl'>;

/** Refresh token (httpOnly, only sent to /api/v1/auth) and a fresh XSRF token (readable by the page). */
export function setSessionCookies(
  reply: FastifyReply,
  config: CookieConfig,
  tokens: TokenService,
  refreshToken: string,
) {
  const common = { sameSite: 'lax' as const, secure: config.isSecureOrigin, maxAge: config.refreshTokenTtl };
  reply.setCookie(REFRESH_COOKIE, refreshToken, { ...common, httpOnly: true, path: REFRESH_COOKIE_PATH });
  reply.setCookie(XSRF_COOKIE, tokens.createXsrfToken(), { ...common, httpOnly: false, path: '/' });
}

export function clearSessionCookies(reply: FastifyReply, config: CookieConfig) {
  const common = { sameSite: 'lax' as const, secure: config.isSecureOrigin };
  reply.clearCookie(REFRESH_COOKIE, { ...common, httpOnly: true, path: REFRESH_COOKIE_PATH });
  reply.clearCookie(XSRF_COOKIE, { ...common, path: '/' });
}

/**
 * Signed double submit: the X-XSRF-TOKEN header must equal the XSRF-TOKEN cookie, and the value must
 * carry our signature (a cookie planted by someone else fails). Guards the cookie-authenticated calls.
 */
export function assertXsrf(request: FastifyRequest, tokens: TokenService) {
  const cookie = request.cookies[XSRF_COOKIE];
  const header = request.headers[XSRF_HEADER];
  const headerValue = Array.isArray(header) ? header[0] : header;
  if (!cookie || !headerValue) {
    throw new ForbiddenError(
      'The XSRF check failed: send the X-XSRF-TOKEN header with the value of the XSRF-TOKEN cookie (log in again if the cookie is missing).',
      'XSRF_FAILED',
    );
  }
  if (!safeEqual(cookie, headerValue) || !tokens.isValidXsrfToken(cookie)) {
    throw new ForbiddenError(
      'The XSRF check failed: the X-XSRF-TOKEN header does not match a valid XSRF-TOKEN cookie.',
      'XSRF_FAILED',
    );
  }
}
