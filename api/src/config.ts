import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { rateLimitEnvShape, readRateLimits } from './lib/limits/limits-env';
import type { RateLimits } from './lib/limits/rate-limits';
import { productionProblems } from './production-requirements';
import { parseStorageUrl, storageFromEnv, StorageUrlError, type StorageSettings } from './storage/storage-url';

/** The repository root: relative DATA_DIR and WEB_ROOT are resolved against it, whatever the cwd. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

const DEMO_SUPERADMIN = { email: 'admin@alumni.local', password: 'Admin12345!' };
export const DEFAULT_MAIL_FROM = 'Alumni Connect <no-reply@alumni.local>';

const flag = <T extends boolean | undefined>(name: string, fallback: T) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'], {
      error: `${name} must be 1 or 0 (or true/false)`,
    })
    .optional()
    .transform((v) => (v === undefined ? fallback : ['1', 'true', 'yes', 'on'].includes(v)));

const seconds = (name: string, fallback: number) =>
  z.coerce
    .number({ error: `${name} must be a number of seconds` })
    .int(`${name} must be a whole number of seconds`)
    .min(1, `${name} must be at least 1 second`)
    .default(fallback);

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int()
    .min(0)
    .max(65535, 'PORT must be at most 65535')
    .default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters long').optional(),
  ACCESS_TOKEN_TTL: seconds('ACCESS_TOKEN_TTL', 900),
  REFRESH_TOKEN_TTL: seconds('REFRESH_TOKEN_TTL', 30 * 24 * 3600),
  // A spent refresh token presented again this soon is a lost answer retried (a page left mid-refresh, a
  // dropped mobile connection, two tabs refreshing at once), not a copy: 0 turns the allowance off.
  REFRESH_TOKEN_REUSE_GRACE: z.coerce
    .number({ error: 'REFRESH_TOKEN_REUSE_GRACE must be a number of seconds' })
    .int('REFRESH_TOKEN_REUSE_GRACE must be a whole number of seconds')
    .min(0, 'REFRESH_TOKEN_REUSE_GRACE must be 0 or more seconds')
    .max(300, 'REFRESH_TOKEN_REUSE_GRACE must be at most 300 seconds (5 minutes)')
    .default(30),
  SUPERADMIN_EMAIL: z.email('SUPERADMIN_EMAIL must be an e-mail address').optional(),
  SUPERADMIN_PASSWORD: z.string().min(8, 'SUPERADMIN_PASSWORD must be at least 8 characters long').optional(),
  // Default 1, but 0 under NODE_ENV=production (see loadConfig).
  SEED_DEMO: flag('SEED_DEMO', undefined),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_ORIGIN must be an http(s) origin such as https://alumni.example.org' })
    .optional(),
  WEB_ROOT: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465')
    .optional(),
  MAIL_FROM: z.string().trim().min(3).max(200).default(DEFAULT_MAIL_FROM),
  MAIL_TRANSPORT: z
    .enum(['smtp', 'files'], { error: 'MAIL_TRANSPORT must be smtp (SMTP_URL) or files (DATA_DIR/outbox)' })
    .optional(),
  PAYMENT_GATEWAY: z
    .enum(['sandbox', 'sslcommerz'], { error: 'PAYMENT_GATEWAY must be sandbox or sslcommerz' })
    .default('sandbox'),
  SSLCOMMERZ_STORE_ID: z.string().trim().min(1).optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().min(1).optional(),
  SSLCOMMERZ_BASE_URL: z
    .url({
      protocol: /^https?$/,
      error: 'SSLCOMMERZ_BASE_URL must be an http(s) address such as https://sandbox.sslcommerz.com',
    })
    .default('https://sandbox.sslcommerz.com'),
  CORS_ORIGINS: z
    .string()
    .transform((v) => v.split(/[\s,]+/).filter(Boolean))
    .pipe(
      z.array(
        z
          .string()
          .regex(
            /^https?:\/\/[^/\s]+$/,
            'CORS_ORIGINS must list origins such as https://admin.example.org (scheme and host, no path), separated by commas',
          ),
      ),
    )
    .optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(
      /^(0|1|true|false|yes|no|on|off|\d{1,2}|[0-9a-fA-F.:/]+(\s*,\s*[0-9a-fA-F.:/]+)*)$/,
      'TRUST_PROXY must be 1 (trust the proxy in front), a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs',
    )
    .optional(),
  PUBLIC_LIST_CACHE_MS: z.coerce
    .number({ error: 'PUBLIC_LIST_CACHE_MS must be a number of milliseconds' })
    .int('PUBLIC_LIST_CACHE_MS must be a whole number of milliseconds')
    .min(0, 'PUBLIC_LIST_CACHE_MS must be 0 (off) or more')
    .max(60_000, 'PUBLIC_LIST_CACHE_MS must be at most 60000 (a minute)')
    .optional(),
  ...rateLimitEnvShape,
  STORAGE_URL: z
    .string()
    .optional()
    .superRefine((value, ctx) => {
      try {
        parseStorageUrl(value);
      } catch (error) {
        if (!(error instanceof StorageUrlError)) throw error;
        ctx.addIssue({ code: 'custom', message: error.message });
      }
    }),
  EMAIL_VERIFICATION: z
    .enum(['optional', 'mandatory'], {
      error: 'EMAIL_VERIFICATION must be optional (the default) or mandatory',
    })
    .default('optional'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Seconds after its use during which a spent refresh token still rotates (a retry of a lost answer). */
  refreshTokenReuseGrace: number;
  superAdmin: { email: string; password: string } | null;
  seedDemo: boolean;
  publicOrigin: string;
  /**
   * True when PUBLIC_ORIGIN was not set (publicOrigin is then http://localhost:PORT): a payment's
   * base_url may then also be on the origin the request came to (127.0.0.1, a LAN address).
   */
  publicOriginIsDefault?: boolean;
  /** Cookies get `Secure` when the site is served over https. */
  isSecureOrigin: boolean;
  webRoot: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /**
   * Fastify `trustProxy` (TRUST_PROXY): off by default, so X-Forwarded-For is ignored and nobody can
   * pick their own address for the per-IP rate limits. Behind a reverse proxy, set it so `request.ip`
   * is the client's address: true (the proxy in front), a hop count, or the proxies' addresses.
   */
  trustProxy?: boolean | number | string[];
  /* Mail and payments: optional here so a hand-made config (tests) may leave them out; the defaults apply. */
  /** SMTP server for outgoing mail; without it mail is written as .eml files to DATA_DIR/outbox. */
  smtpUrl?: string | null;
  /** From header of outgoing mail (default DEFAULT_MAIL_FROM). */
  mailFrom?: string;
  /** Online payments: the built-in sandbox checkout (default) or SSLCommerz. */
  paymentGateway?: PaymentGatewayName;
  sslcommerz?: { storeId: string; storePassword: string; baseUrl: string } | null;
  /** How often (ms) open refunds are asked about again; loadConfig sets a minute, a hand-made config (tests) none. */
  refundCheckIntervalMs?: number;
  /** Other origins (portals hosted elsewhere) allowed to call the API with credentials and to serve scripts (CSP). */
  corsOrigins?: string[];
  /**
   * How long (ms) the public association list and details are answered from memory (PUBLIC_LIST_CACHE_MS,
   * default 1000; off when absent or 0, and by default under jest, whose suites change data and read it back).
   * Writes in this process clear it at once; other processes see a change within this time.
   */
  publicCacheMs?: number;
  /** Limits set by the environment (RATE_LIMIT_*); the others keep DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimits>;
  /**
   * EMAIL_VERIFICATION: `optional` (default) mails a link at sign-up; `mandatory` also keeps an account
   * whose address is not confirmed from applying, paying and registering an association (403 EMAIL_NOT_VERIFIED).
   */
  emailVerification?: EmailVerificationMode;
  /** Where uploads live (STORAGE_URL): the disk under DATA_DIR when absent, or an S3-compatible bucket. */
  storage?: StorageSettings;
};

type PaymentGatewayName = 'sandbox' | 'sslcommerz';
type EmailVerificationMode = 'optional' | 'mandatory';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** TRUST_PROXY -> Fastify's trustProxy: off / on, a hop count (2..99), or proxy addresses. */
function parseTrustProxy(value: string | undefined): boolean | number | string[] {
  if (value === undefined) return false;
  const v = value.toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
}

const resolveFromRoot = (p: string) => path.resolve(REPO_ROOT, p);

/** JWT_SECRET, or the one generated into DATA_DIR/secret on first start (mode 600). */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  chmodSync(file, 0o600);
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32)
    throw new ConfigError(`${file} holds a secret shorter than 32 characters; delete it to generate a new one`);
  return secret;
}

/** Reads and validates the environment; throws ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(raw);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const seedDemo = e.SEED_DEMO ?? !isProduction;
  if (isProduction) {
    const problems = productionProblems(raw);
    if (problems.length)
      throw new ConfigError(`Refusing to start in production:\n${problems.map((p) => `  ${p}`).join('\n')}`);
  }
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) {
    throw new ConfigError('Invalid configuration:\n  MAIL_TRANSPORT=smtp needs SMTP_URL');
  }
  if (Boolean(e.SUPERADMIN_EMAIL) !== Boolean(e.SUPERADMIN_PASSWORD) && !seedDemo) {
    throw new ConfigError('Invalid configuration:\n  SUPERADMIN_EMAIL and SUPERADMIN_PASSWORD must be set together');
  }
  if (e.PAYMENT_GATEWAY === 'sslcommerz' && (!e.SSLCOMMERZ_STORE_ID || !e.SSLCOMMERZ_STORE_PASSWORD)) {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENT_GATEWAY=sslcommerz needs SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD (your SSLCommerz store id and password)',
    );
  }
  let storage: StorageSettings;
  try {
    storage = storageFromEnv(raw);
  } catch (error) {
    if (!(error instanceof StorageUrlError)) throw error;
    throw new ConfigError(`Invalid configuration:\n  ${error.message}`);
  }
  const dataDir = resolveFromRoot(e.DATA_DIR);
  const publicOrigin = (e.PUBLIC_ORIGIN ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const superAdmin =
    e.SUPERADMIN_EMAIL || e.SUPERADMIN_PASSWORD || seedDemo
      ? {
          email: e.SUPERADMIN_EMAIL ?? DEMO_SUPERADMIN.email,
          password: e.SUPERADMIN_PASSWORD ?? DEMO_SUPERADMIN.password,
        }
      : null;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    refreshTokenReuseGrace: e.REFRESH_TOKEN_REUSE_GRACE,
    superAdmin,
    seedDemo,
    publicOrigin,
    publicOriginIsDefault: !e.PUBLIC_ORIGIN,
    isSecureOrigin: publicOrigin.startsWith('https://'),
    webRoot: e.WEB_ROOT ? resolveFromRoot(e.WEB_ROOT) : REPO_ROOT,
    logLevel: e.LOG_LEVEL,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    smtpUrl: e.MAIL_TRANSPORT === 'files' ? null : (e.SMTP_URL ?? null),
    mailFrom: e.MAIL_FROM,
    paymentGateway: e.PAYMENT_GATEWAY,
    sslcommerz:
      e.SSLCOMMERZ_STORE_ID && e.SSLCOMMERZ_STORE_PASSWORD
        ? {
            storeId: e.SSLCOMMERZ_STORE_ID,
            storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
            baseUrl: e.SSLCOMMERZ_BASE_URL.replace(/\/+$/, ''),
          }
        : null,
    refundCheckIntervalMs: 60_000,
    corsOrigins: e.CORS_ORIGINS ?? [],
    rateLimits: readRateLimits(e),
    emailVerification: e.EMAIL_VERIFICATION,
    publicCacheMs: e.PUBLIC_LIST_CACHE_MS ?? (env.NODE_ENV === 'test' ? 0 : 1000),
    storage,
  };
}
