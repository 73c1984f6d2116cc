import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { addVaryAuthorization, isPersonalRequest } from '@alumni/web';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers through `sendPublicAnswer` (@alumni/web), which sets its own policy: no
     * hook here, so the busiest public answers run no extra hook.
     */
    publicAnswer?: boolean;
  }
}

/**
 * No cache keeps a personal answer: every answer to a request with a Bearer token or the session
 * cookie, and every answer under /auth/, is `Cache-Control: no-store`, unless the route already said
 * no-store (`private, no-store`); every API answer says `Vary: Authorization`. Added to each API route
 * as it is registered (one callback hook, not an async one), except the public answers, which do the
 * same themselves (`sendPublicAnswer`: cacheable for anonymous callers only).
 */
export const privateAnswersPlugin = fp(
  async (app: FastifyInstance, { apiPrefix }: { apiPrefix: string }) => {
    const authPrefix = `${apiPrefix}/auth/`;
    const noStore: onSendHookHandler = (request, reply, payload, done) => {
      if (isPersonalRequest(request) || request.url.startsWith(authPrefix)) {
        const policy = reply.getHeader('cache-control');
        if (typeof policy !== 'string' || !/\bno-store\b/i.test(policy)) reply.header('cache-control', 'no-store');
      }
      addVaryAuthorization(reply);
      done(null, payload);
    };
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!route.url.startsWith(`${apiPrefix}/`) || route.config?.publicAnswer) return;
      const own = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
      route.onSend = [...own, noStore];
    });
  },
  { name: 'private-answers' },
);
