/**
 * Attempts per account (lower-cased e-mail) in a fixed window, in memory: the per-address limit is
 * @fastify/rate-limit's on the route; this one stops a spread-out guessing of one account.
 */
export type AttemptLimiter = {
  /** Counts an attempt; returns the seconds to wait when over the limit, else 0. */
  hit(key: string): number;
  reset(key: string): void;
};

export function createAttemptLimiter({ max, windowMs }: { max: number; windowMs: number }): AttemptLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    hit(key) {
      const now = Date.now();
      if (windows.size > 10_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count > max ? Math.ceil((window.resetAt - now) / 1000) : 0;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
