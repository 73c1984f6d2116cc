import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { RateLimiterRes } from 'rate-limiter-flexible';

/** Counts attempts under a key (an account, a user): the seconds to wait when over the limit, else 0. */
export type AttemptLimiter = {
  hit(key: string): Promise<number>;
  /** Forgets the key's attempts (a successful login). */
  reset(key: string): Promise<void>;
  /** Gives one attempt back (one that turned out not to be a failure). */
  refund(key: string): Promise<void>;
  /** Forgets every key that starts with `keyStart`. */
  resetStartingWith(keyStart: string): Promise<void>;
};

/** Seconds until a refused counter frees up; rethrows anything that is not a refusal. */
export function secondsToWait(error: unknown): number {
  if (error instanceof RateLimiterRes) return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  throw error;
}

/** Atomic on PostgreSQL (one upsert per hit), so attempts split across instances add up exactly. */
export function attemptLimiter(
  limiter: RateLimiterAbstract,
  deleteStartingWith: (keyStart: string) => Promise<void>,
): AttemptLimiter {
  return {
    async hit(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (error) {
        return secondsToWait(error);
      }
    },
    async reset(key) {
      await limiter.delete(key);
    },
    async refund(key) {
      await limiter.reward(key, 1);
    },
    resetStartingWith: deleteStartingWith,
  };
}
