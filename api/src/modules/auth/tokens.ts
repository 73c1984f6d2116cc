import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../../config';
import { UnauthorizedError } from '../../lib/errors';

export const JWT_ISSUER = 'alumni-api';
export const JWT_AUDIENCE = 'alumni-web';

/** `sessionId` is the session's refresh-token family: logout revokes it, and with it this token. */
type AccessClaims = { userId: number; passwordVersion: number; sessionId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type TokenService = {
  signAccess(input: { userId: number; passwordChangedAt: string; sessionId: string }): Promise<string>;
  /** Throws UnauthorizedError (TOKEN_EXPIRED / TOKEN_INVALID). */
  verifyAccess(token: string): Promise<AccessClaims>;
  createXsrfToken(): string;
  isValidXsrfToken(token: string): boolean;
};

/**
 * Access JWTs (HS256, issuer, audience, `sub` user id, `pv` = password_changed_at in ms, `sid` = the
 * session's refresh-token family) and XSRF tokens.
 */
export function createTokenService(config: Pick<Config, 'jwtSecret' | 'accessTokenTtl'>): TokenService {
  const jwtKey = new TextEncoder().encode(config.jwtSecret);
  const xsrfKey = createHmac('sha256', config.jwtSecret).update('xsrf-token').digest();
  const xsrfSignature = (nonce: string) => createHmac('sha256', xsrfKey).update(nonce).digest('base64url');

  return {
    async signAccess({ userId, passwordChangedAt, sessionId }) {
      return new SignJWT({ pv: Date.parse(passwordChangedAt), sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${config.accessTokenTtl}s`)
        .sign(jwtKey);
    },

    async verifyAccess(token) {
      let sessionId: unknown;
      try {
        const { payload } = await jwtVerify(token, jwtKey, {
          algorithms: ['HS256'],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        const passwordVersion = payload.pv;
        if (!Number.isSafeInteger(userId) || userId <= 0 || typeof passwordVersion !== 'number')
          throw new Error('bad claims');
        sessionId = payload.sid;
        if (typeof sessionId === 'string' && UUID.test(sessionId)) return { userId, passwordVersion, sessionId };
      } catch (error) {
        if (error instanceof joseErrors.JWTExpired) {
          throw new UnauthorizedError('Your session has expired. Please log in again.', 'TOKEN_EXPIRED');
        }
        throw new UnauthorizedError('The access token is not valid. Please log in again.', 'TOKEN_INVALID');
      }
      // Signed by us before sessions were named in the token (they lived 15 minutes at most).
      throw new UnauthorizedError(
        'This sign-in is from an older version of the site. Please log in again.',
        'TOKEN_INVALID',
      );
    },

    createXsrfToken() {
      const nonce = randomBytes(24).toString('base64url');
      return `${nonce}.${xsrfSignature(nonce)}`;
    },

    isValidXsrfToken(token) {
      const [nonce, signature, extra] = token.split('.');
      if (!nonce || !signature || extra !== undefined) return false;
      return safeEqual(signature, xsrfSignature(nonce));
    },
  };
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Opaque refresh token: 256 random bits; only its sha256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
