import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-production-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const COMPLETE = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  DATABASE_URL: 'postgres://alumni@db.internal:5432/alumni',
  JWT_SECRET: 'x'.repeat(48),
  PUBLIC_ORIGIN: 'https://alumni.example.org',
  SMTP_URL: 'smtp://mailer:secret@mail.example.org:587',
  PAYMENT_GATEWAY: 'sandbox',
};

const refusal = (env: NodeJS.ProcessEnv): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message.split('\n');
  }
  throw new Error('loadConfig accepted the configuration');
};

describe('NODE_ENV=production', () => {
  it('refuses to start with one line per missing setting', () => {
    const lines = refusal({ NODE_ENV: 'production', DATA_DIR: dataDir });
    expect(lines[0]).toBe('Refusing to start in production:');
    expect(lines.slice(1).map((l) => l.trim().split(' ')[0])).toEqual([
      'DATABASE_URL',
      'JWT_SECRET',
      'PUBLIC_ORIGIN',
      'SMTP_URL',
      'PAYMENT_GATEWAY',
    ]);
    expect(lines[4]).toContain('MAIL_TRANSPORT=files');
  });

  it.each(['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_ORIGIN', 'SMTP_URL', 'PAYMENT_GATEWAY'] as const)(
    'names %s alone when only it is missing',
    (name) => {
      const lines = refusal({ ...COMPLETE, [name]: undefined });
      expect(lines).toHaveLength(2);
      expect(lines[1].trim().startsWith(`${name} is required in production`)).toBe(true);
    },
  );

  it('starts with everything set: no demo data, no super admin unless configured, nothing written to DATA_DIR', () => {
    const config = loadConfig(COMPLETE);
    expect(config).toMatchObject({ seedDemo: false, superAdmin: null, smtpUrl: COMPLETE.SMTP_URL });
    expect(
      loadConfig({ ...COMPLETE, SUPERADMIN_EMAIL: 'root@example.org', SUPERADMIN_PASSWORD: 'long-enough-1' })
        .superAdmin,
    ).toEqual({
      email: 'root@example.org',
      password: 'long-enough-1',
    });
  });

  it('never falls back to the sandbox: PAYMENT_GATEWAY is named, and either choice is taken when explicit', () => {
    const lines = refusal({ ...COMPLETE, PAYMENT_GATEWAY: undefined });
    expect(lines[1]).toMatch(/PAYMENT_GATEWAY is required in production: sslcommerz .* or sandbox/);
    expect(loadConfig(COMPLETE).paymentGateway).toBe('sandbox');
    expect(
      loadConfig({
        ...COMPLETE,
        PAYMENT_GATEWAY: 'sslcommerz',
        SSLCOMMERZ_STORE_ID: 'store',
        SSLCOMMERZ_STORE_PASSWORD: 'pw',
      }).paymentGateway,
    ).toBe('sslcommerz');
    // An empty value is no choice.
    expect(refusal({ ...COMPLETE, PAYMENT_GATEWAY: '' })[1]).toMatch(/^\s*PAYMENT_GATEWAY is required/);
  });

  it('takes MAIL_TRANSPORT=files instead of an SMTP server', () => {
    expect(loadConfig({ ...COMPLETE, SMTP_URL: undefined, MAIL_TRANSPORT: 'files' }).smtpUrl).toBeNull();
  });

  it('refuses SEED_DEMO=1: demo accounts have published passwords', () => {
    const lines = refusal({ ...COMPLETE, SEED_DEMO: '1' });
    expect(lines[1]).toMatch(/SEED_DEMO must be 0 in production/);
  });

  it('leaves development as it was: SEED_DEMO defaults to 1 and nothing is required', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).seedDemo).toBe(true);
  });
});

describe('RATE_LIMIT_* variables', () => {
  it('set the limits (windows in seconds), leaving the others to their defaults', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      RATE_LIMIT_LOGIN_FAILURES_PER_IP: '250',
      RATE_LIMIT_LOGIN_WINDOW: '600',
      RATE_LIMIT_CERTIFICATES_PER_USER: '3',
      RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_CEILING: '40',
    });
    expect(config.rateLimits).toEqual({
      loginPerIp: 250,
      loginWindowMs: 600_000,
      certificatesPerUser: 3,
      loginPerAccountCeiling: 40,
    });
  });

  it('name a bad value', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_REGISTRATIONS_PER_IP: 'lots' })).toThrow(
      'RATE_LIMIT_REGISTRATIONS_PER_IP: RATE_LIMIT_REGISTRATIONS_PER_IP must be a number',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_CONTACT_WINDOW: '0' })).toThrow(
      'RATE_LIMIT_CONTACT_WINDOW must be at least 1 second',
    );
  });
});
