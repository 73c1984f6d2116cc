/**
 * Every limit of the site, each set by an environment variable (see the README, Rate limits).
 * Sized for people: a reunion hall or a campus of 300 behind one NAT address can all sign up and
 * sign in within an hour (successful logins do not count against the address), while a guessing
 * run against one account stops after `loginPerAccount` failures from one address and after
 * `loginPerAccountCeiling` from all addresses together, whichever instance it hits.
 */
export type RateLimits = {
  /** Failed logins per client address per `loginWindowMs` (successful ones are not counted). */
  loginPerIp: number;
  /**
   * Login attempts per account (e-mail) and client address pair per `loginWindowMs`; a success clears
   * the pair's count. A stranger failing from elsewhere does not lock the owner out.
   */
  loginPerAccount: number;
  /** Failed logins per account across every address per `loginWindowMs`: slows a distributed guessing run. */
  loginPerAccountCeiling: number;
  loginWindowMs: number;
  registrationPerIp: number;
  registrationWindowMs: number;
  refreshPerIp: number;
  refreshWindowMs: number;
  contactPerIp: number;
  contactWindowMs: number;
  certificatesPerUser: number;
  certificatesWindowMs: number;
  /** Certificate PDFs downloaded per member per `certificatesWindowMs` (each one is rendered). */
  certificateDownloadsPerUser: number;
  /** Certificate look-ups by code per client address (API and `/verify/{code}` pages apart): too few to guess codes. */
  certificateVerificationsPerIp: number;
  certificateVerificationWindowMs: number;
  /** Password reset mails asked for per client address per `passwordResetWindowMs`. */
  passwordResetPerIp: number;
  /** Password reset mails per e-mail address (known or not) per `passwordResetWindowMs`. */
  passwordResetPerEmail: number;
  passwordResetWindowMs: number;
  /** Verification mails sent again per account per `verificationResendWindowMs`. */
  verificationResendPerUser: number;
  verificationResendWindowMs: number;
  /** Tries at changing the e-mail address per account per `emailChangeWindowMs` (each change mails the new and the old address). */
  emailChangePerUser: number;
  emailChangeWindowMs: number;
  /** Public profile reads per client address: enough to browse, too few to walk every handle or id. */
  publicProfilePerIp: number;
  publicProfileWindowMs: number;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: 100,
  loginPerAccount: 10,
  loginPerAccountCeiling: 100,
  loginWindowMs: 15 * 60_000,
  registrationPerIp: 500,
  registrationWindowMs: 60 * 60_000,
  refreshPerIp: 1_000,
  refreshWindowMs: 60_000,
  contactPerIp: 5,
  contactWindowMs: 10 * 60_000,
  certificatesPerUser: 5,
  certificatesWindowMs: 60 * 60_000,
  certificateDownloadsPerUser: 30,
  certificateVerificationsPerIp: 60,
  certificateVerificationWindowMs: 60_000,
  passwordResetPerIp: 30,
  passwordResetPerEmail: 3,
  passwordResetWindowMs: 60 * 60_000,
  verificationResendPerUser: 3,
  verificationResendWindowMs: 60 * 60_000,
  emailChangePerUser: 5,
  emailChangeWindowMs: 60 * 60_000,
  publicProfilePerIp: 120,
  publicProfileWindowMs: 60_000,
};
