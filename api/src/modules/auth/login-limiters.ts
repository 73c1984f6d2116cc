import type { FastifyInstance } from 'fastify';
import type { LoginLimiters } from './auth.service';

/**
 * The app's login limiters (README, "Lockouts"): the same instances wherever they are asked for, so the
 * password reset clears the counters the login route reads (`clearLoginFailures`).
 */
export function loginLimiters(app: FastifyInstance): LoginLimiters {
  const { loginPerAccount, loginPerAccountCeiling, loginWindowMs } = app.limits.values;
  return {
    pair: app.limits.attempts('login-account-address', loginPerAccount, loginWindowMs),
    account: app.limits.attempts('login-account', loginPerAccountCeiling, loginWindowMs),
  };
}
