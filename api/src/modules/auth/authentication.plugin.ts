import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError, UnauthorizedError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { findSessionUser } from './auth.repository';
import { createTokenService, type TokenService } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
  }
}

/** Who calls: reads the Bearer token of a request into `request.user` (the guards of plugins/auth.ts). */
export const authenticationPlugin = fp(
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
