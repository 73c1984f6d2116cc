import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preValidationAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { ForbiddenError, UnauthorizedError } from '../lib/errors';
import { findSessionUser } from '../modules/auth/auth.repository';
import { createTokenService, type TokenService } from '../modules/auth/tokens';

export type RequestUser = { id: number; email: string; isSuperuser: boolean };

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's interface needs declaration merging
  interface FastifyInstance {
    tokens: TokenService;
    /** onRequest: reads a Bearer token if there is one (`request.user`, else null); a bad token is a 401. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest: a signed-in user, else 401 (before the body is read or validated). */
    requireUser: onRequestAsyncHookHandler;
    /** onRequest: the super admin, else 401 / 403. */
    requireSuperuser: onRequestAsyncHookHandler;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- augmenting Fastify's interface needs declaration merging
  interface FastifyRequest {
    user: RequestUser | null;
  }
}

const NOT_SIGNED_IN = 'Authentication credentials were not provided. Please log in.';

/** The signed-in user of a route guarded by `requireUser` (throws 401 otherwise). */
export function currentUser(request: FastifyRequest): RequestUser {
  if (!request.user) throw new UnauthorizedError(NOT_SIGNED_IN, 'NOT_AUTHENTICATED');
  return request.user;
}

/**
 * preValidation: authorization that needs only the path's params (who owns or administers the object
 * they name), so a stranger gets 403/404 before the body is validated and never learns its fields.
 * Runs after `requireUser` (onRequest). Params that do not parse are left to validation (a 400 naming
 * the param: such an id names nothing to protect).
 */
export function authorizeByParams<P extends z.ZodType>(
  params: P,
  check: (user: RequestUser, params: z.output<P>) => Promise<void>,
): preValidationAsyncHookHandler {
  return async (request) => {
    const parsed = params.safeParse(request.params);
    if (parsed.success) await check(currentUser(request), parsed.data);
  };
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const tokens = createTokenService(app.config);
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);

    const authenticated = Symbol('authenticated');
    const authenticate = async (request: FastifyRequest) => {
      const marked = request as FastifyRequest & { [authenticated]?: boolean };
      if (marked[authenticated]) return;
      marked[authenticated] = true;
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      if (!match)
        throw new UnauthorizedError('The Authorization header must be "Bearer <access token>".', 'TOKEN_INVALID');
      const claims = await tokens.verifyAccess(match[1]);
      // One query per request, as before sessions could end: the user row and whether the session is live.
      const user = await findSessionUser(app.db, claims.userId, claims.sessionId);
      if (!user || !user.is_active)
        throw new UnauthorizedError('This account is no longer active. Please log in again.', 'TOKEN_INVALID');
      if (claims.passwordVersion < Date.parse(user.password_changed_at)) {
        throw new UnauthorizedError('Your password was changed. Please log in again.', 'TOKEN_REVOKED');
      }
      if (!user.session_live)
        throw new UnauthorizedError('This session has ended (you logged out). Please log in again.', 'TOKEN_REVOKED');
      request.user = { id: user.id, email: user.email, isSuperuser: user.is_superuser };
    };

    const requireUser = async (request: FastifyRequest) => {
      await authenticate(request);
      currentUser(request);
    };

    const requireSuperuser = async (request: FastifyRequest) => {
      await requireUser(request);
      if (!request.user?.isSuperuser) throw new ForbiddenError('Only the super admin can do this.', 'NOT_SUPERUSER');
    };

    app.decorate('authenticate', authenticate);
    app.decorate('requireUser', requireUser);
    app.decorate('requireSuperuser', requireSuperuser);
  },
  { name: 'auth', dependencies: ['db'] },
);
