import { z } from 'zod';
import type { RateLimits } from './rate-limits';

const count = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .optional();

const windowSeconds = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number of seconds` })
    .int(`${name} must be a whole number of seconds`)
    .min(1, `${name} must be at least 1 second`)
    .optional();

/** The environment variable of each limit: how many, and the window in seconds. */
const VARIABLES = {
  RATE_LIMIT_LOGIN_FAILURES_PER_IP: ['loginPerIp', count],
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: ['loginPerAccount', count],
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_CEILING: ['loginPerAccountCeiling', count],
  RATE_LIMIT_LOGIN_WINDOW: ['loginWindowMs', windowSeconds],
  RATE_LIMIT_REGISTRATIONS_PER_IP: ['registrationPerIp', count],
  RATE_LIMIT_REGISTRATION_WINDOW: ['registrationWindowMs', windowSeconds],
  RATE_LIMIT_REFRESHES_PER_IP: ['refreshPerIp', count],
  RATE_LIMIT_REFRESH_WINDOW: ['refreshWindowMs', windowSeconds],
  RATE_LIMIT_CONTACT_MESSAGES_PER_IP: ['contactPerIp', count],
  RATE_LIMIT_CONTACT_WINDOW: ['contactWindowMs', windowSeconds],
  RATE_LIMIT_CERTIFICATES_PER_USER: ['certificatesPerUser', count],
  RATE_LIMIT_CERTIFICATE_WINDOW: ['certificatesWindowMs', windowSeconds],
  RATE_LIMIT_CERTIFICATE_DOWNLOADS_PER_USER: ['certificateDownloadsPerUser', count],
  RATE_LIMIT_CERTIFICATE_VERIFICATIONS_PER_IP: ['certificateVerificationsPerIp', count],
  RATE_LIMIT_CERTIFICATE_VERIFICATION_WINDOW: ['certificateVerificationWindowMs', windowSeconds],
  RATE_LIMIT_PASSWORD_RESETS_PER_IP: ['passwordResetPerIp', count],
  RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL: ['passwordResetPerEmail', count],
  RATE_LIMIT_PASSWORD_RESET_WINDOW: ['passwordResetWindowMs', windowSeconds],
  RATE_LIMIT_VERIFICATION_MAILS_PER_USER: ['verificationResendPerUser', count],
  RATE_LIMIT_VERIFICATION_MAIL_WINDOW: ['verificationResendWindowMs', windowSeconds],
  RATE_LIMIT_EMAIL_CHANGES_PER_USER: ['emailChangePerUser', count],
  RATE_LIMIT_EMAIL_CHANGE_WINDOW: ['emailChangeWindowMs', windowSeconds],
  RATE_LIMIT_PUBLIC_PROFILES_PER_IP: ['publicProfilePerIp', count],
  RATE_LIMIT_PUBLIC_PROFILE_WINDOW: ['publicProfileWindowMs', windowSeconds],
} as const satisfies Record<string, [keyof RateLimits, typeof count]>;

type LimitVariable = keyof typeof VARIABLES;

/** The zod shape of the limit variables, spread into the config's schema. */
export const rateLimitEnvShape = Object.fromEntries(
  Object.entries(VARIABLES).map(([name, [, make]]) => [name, make(name)]),
) as Record<LimitVariable, ReturnType<typeof count>>;

/** The limits the environment sets (windows in ms); the others keep their defaults. */
export function readRateLimits(env: Partial<Record<LimitVariable, number>>): Partial<RateLimits> {
  const limits: Partial<RateLimits> = {};
  for (const [name, [key, make]] of Object.entries(VARIABLES)) {
    const value = env[name as LimitVariable];
    if (value !== undefined) limits[key] = make === windowSeconds ? value * 1000 : value;
  }
  return limits;
}
