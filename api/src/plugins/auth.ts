import type { FastifyRequest, onRequestAsyncHookHandler, preValidationAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { UnauthorizedError } from '../lib/errors';

export type RequestUser = { id: number; email: string; isSuperuser: boolean };

// The guards every route uses; the auth module's authenticationPlugin decorates them.
declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest: reads a Bearer token if there is one (`request.user`, else null); a bad token is a 401. */
    authenticate: onRequestAsyncHookHandler;
    /** onRequest: a signed-in user, else 401 (before the body is read or validated). */
    requireUser: onRequestAsyncHookHandler;
    /** onRequest: the super admin, else 401 / 403. */
    requireSuperuser: onRequestAsyncHookHandler;
  }
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
  return loadByParams(params, check).guard;
}

/**
 * authorizeByParams whose check reads the object it guards: `guard` is the preValidation hook and
 * `loaded(request)` hands the handler what the check read, so the object is read and checked once.
 */
export function loadByParams<P extends z.ZodType, T>(
  params: P,
  load: (user: RequestUser, params: z.output<P>) => Promise<T>,
): { guard: preValidationAsyncHookHandler; loaded: (request: FastifyRequest) => T } {
  const loadedBy = new WeakMap<FastifyRequest, { value: T }>();
  return {
    guard: async (request) => {
      const parsed = params.safeParse(request.params);
      if (parsed.success) loadedBy.set(request, { value: await load(currentUser(request), parsed.data) });
    },
    loaded: (request) => {
      const entry = loadedBy.get(request);
      // Only a route that forgot its guard gets here (invalid params never reach the handler).
      if (!entry) throw new Error('loadByParams: the guard did not run for this request');
      return entry.value;
    },
  };
}
