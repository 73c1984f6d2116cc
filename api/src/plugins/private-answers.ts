import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

const REFRESH_COOKIE = /(?:^|;\s*)refresh_token=/;

/** A Bearer token or the session cookie: whatever comes back may be about this person. */
const isPersonal = (request: FastifyRequest, authPrefix: string) =>
  request.headers.authorization !== undefined ||
  request.url.startsWith(authPrefix) ||
  REFRESH_COOKIE.test(request.headers.cookie ?? '');

function addVaryAuthorization(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (!/(^|,)\s*(authorization|\*)\s*(,|$)/i.test(current))
    reply.header('vary', current ? `${current}, Authorization` : 'Authorization');
}

/**
 * No cache keeps a personal answer: every answer to a request with a Bearer token or the session
 * cookie, and every answer under /auth/, is `Cache-Control: no-store`, unless the route already said
 * no-store (`private, no-store`). A public answer (lib/http-cache.ts, `public, no-cache` with an ETag)
 * stays cacheable for anonymous callers only, and says `Vary: Authorization` so a cache never hands one
 * caller's copy to another. One callback hook, not an async one: it runs on every API answer.
 */
export const privateAnswersPlugin = fp(
  async (app: FastifyInstance, { apiPrefix }: { apiPrefix: string }) => {
    const apiRoutes = `${apiPrefix}/`;
    const authPrefix = `${apiPrefix}/auth/`;
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!request.url.startsWith(apiRoutes)) return done(null, payload);
      if (isPersonal(request, authPrefix)) {
        const policy = reply.getHeader('cache-control');
        if (typeof policy !== 'string' || !/\bno-store\b/i.test(policy)) reply.header('cache-control', 'no-store');
      }
      addVaryAuthorization(reply);
      done(null, payload);
    });
  },
  { name: 'private-answers' },
);
