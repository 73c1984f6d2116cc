/**
 * Every limit of the site, each set by an environment variable (see the README, Rate limits).
 * Sized for people: a reunion hall or a campus of 300 behind one NAT address can all sign up and
 * sign in within an hour (successful logins do not count against the address), while a guessing
 * run against one account still stops after `loginPerAccount` failures, whichever instance it hits.
 */
export type RateLimits = {
  /** Failed logins per client address per `loginWindowMs` (successful ones are not counted). */
  loginPerIp: number;
  /** Failed logins per account (e-mail) per `loginWindowMs`; a success clears the count. */
  loginPerAccount: number;
  loginWindowMs: number;
  registrationPerIp: number;
  registrationWindowMs: number;
  refreshPerIp: number;
  refreshWindowMs: number;
  contactPerIp: number;
  contactWindowMs: number;
  certificatesPerUser: number;
  certificatesWindowMs: number;
  /** Public profile reads per client address: enough to browse, too few to walk every handle or id. */
  publicProfilePerIp: number;
  publicProfileWindowMs: number;
};

export const DEFAULT_RATE_LIMITS: RateLimits = {
  loginPerIp: 100,
  loginPerAccount: 10,
  loginWindowMs: 15 * 60_000,
  registrationPerIp: 500,
  registrationWindowMs: 60 * 60_000,
  refreshPerIp: 1_000,
  refreshWindowMs: 60_000,
  contactPerIp: 5,
  contactWindowMs: 10 * 60_000,
  certificatesPerUser: 5,
  certificatesWindowMs: 60 * 60_000,
  publicProfilePerIp: 120,
  publicProfileWindowMs: 60_000,
};
