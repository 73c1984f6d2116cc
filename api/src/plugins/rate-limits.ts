import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { TooManyRequestsError } from '../lib/errors';
import { attemptLimiter, secondsToWait, type AttemptLimiter } from '../lib/limits/attempt-limiter';
import { createLimiterStore } from '../lib/limits/limiter-store';
import type { RateLimits } from '../lib/limits/rate-limits';

type AddressHooks = {
  onRequest: (request: FastifyRequest) => Promise<void>;
  onResponse?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
};

type Limits = {
  values: RateLimits;
  /**
   * Route hooks limiting requests per client address (`request.ip`, see TRUST_PROXY). With
   * `failuresOnly`, a request that succeeds gives its point back: only failures add up.
   */
  perAddress(name: string, max: number, windowMs: number, options?: { failuresOnly?: boolean }): AddressHooks;
  /**
   * Attempts per key of the caller's choosing (an account, a user). One limiter per name: asking again
   * gives the same one (the login route and the password reset share the login counters).
   */
  attempts(name: string, max: number, windowMs: number): AttemptLimiter;
};

declare module 'fastify' {
  interface FastifyInstance {
    limits: Limits;
  }
}

/** Every limiter of the app, on one store: PostgreSQL with DATABASE_URL, memory on the embedded database. */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, opts: { database: Pick<Database, 'db' | 'kind'>; limits: RateLimits }) => {
    const store = createLimiterStore(opts.database);
    const attempts = new Map<string, { limiter: AttemptLimiter; shape: string }>();
    // Ended windows of the PostgreSQL counters go every five minutes (a minute's grace for a late request).
    if (opts.database.kind === 'postgres')
      app.jobs.define({
        name: 'limits-sweep',
        cron: '*/5 * * * *',
        handler: async ({ now }) => store.sweep(new Date(now.getTime() - 60_000)),
      });
    app.decorate('limits', {
      values: opts.limits,
      perAddress(name, max, windowMs, { failuresOnly = false } = {}) {
        const limiter = store.create(name, max, windowMs);
        const key = (request: FastifyRequest) => request.ip ?? 'unknown';
        const hooks: AddressHooks = {
          async onRequest(request) {
            try {
              await limiter.consume(key(request));
            } catch (error) {
              throw new TooManyRequestsError(secondsToWait(error));
            }
          },
        };
        if (failuresOnly)
          hooks.onResponse = async (request, reply) => {
            if (reply.statusCode < 400) await limiter.reward(key(request), 1);
          };
        return hooks;
      },
      attempts(name, max, windowMs) {
        const shape = `${max}/${windowMs}`;
        const known = attempts.get(name);
        if (known && known.shape !== shape) throw new Error(`Limiter ${name} exists with ${known.shape}, not ${shape}`);
        if (known) return known.limiter;
        const limiter = attemptLimiter(store.create(name, max, windowMs), (keyStart) =>
          store.deleteStartingWith(name, keyStart),
        );
        attempts.set(name, { limiter, shape });
        return limiter;
      },
    } satisfies Limits);
  },
  { name: 'rate-limits', dependencies: ['jobs'] },
);
