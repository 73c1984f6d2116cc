import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig, REPO_ROOT } from '../config';
import { parseTimestamp } from '../db/type-parsers';

describe('loadConfig', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('applies the defaults and generates a persistent JWT secret (mode 600)', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      accessTokenTtl: 900,
      seedDemo: true,
      isSecureOrigin: false,
      webRoot: REPO_ROOT,
    });
    expect(config.superAdmin).toEqual({ email: 'admin@alumni.local', password: 'Admin12345!' });
    const secretFile = path.join(dataDir, 'secret');
    expect(readFileSync(secretFile, 'utf8')).toBe(config.jwtSecret);
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(config.jwtSecret);
  });

  it('creates no super admin without SEED_DEMO unless one is configured', () => {
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0' }).superAdmin).toBeNull();
    expect(
      loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', SUPERADMIN_EMAIL: 'a@b.org', SUPERADMIN_PASSWORD: 'long-enough' })
        .superAdmin,
    ).toEqual({
      email: 'a@b.org',
      password: 'long-enough',
    });
  });

  it('resolves a relative DATA_DIR against the repository root; https origins get secure cookies', () => {
    const config = loadConfig({
      DATA_DIR: path.relative(REPO_ROOT, dataDir),
      PUBLIC_ORIGIN: 'https://alumni.example.org/',
    });
    expect(config.dataDir).toBe(dataDir);
    expect(config.publicOrigin).toBe('https://alumni.example.org');
    expect(config.isSecureOrigin).toBe(true);
  });

  it('reads CORS_ORIGINS as a list of origins (commas or spaces), empty by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).corsOrigins).toEqual([]);
    expect(
      loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'https://admin.example.org, https://cdn.example.net' }).corsOrigins,
    ).toEqual(['https://admin.example.org', 'https://cdn.example.net']);
    expect(() => loadConfig({ DATA_DIR: dataDir, CORS_ORIGINS: 'https://admin.example.org/path' })).toThrow(
      /CORS_ORIGINS must list origins/,
    );
  });

  it('keeps public answers in memory for PUBLIC_LIST_CACHE_MS (1 s by default, off under jest), 0 to a minute', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).publicCacheMs).toBe(1000);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).publicCacheMs).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_LIST_CACHE_MS: '250' }).publicCacheMs).toBe(250);
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_LIST_CACHE_MS: '0' }).publicCacheMs).toBe(0);
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_LIST_CACHE_MS: '-1' })).toThrow(
      /PUBLIC_LIST_CACHE_MS must be 0 \(off\) or more/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_LIST_CACHE_MS: 'soon' })).toThrow(
      /PUBLIC_LIST_CACHE_MS must be a number of milliseconds/,
    );
  });

  it('reads EMAIL_VERIFICATION (optional by default, or mandatory) and the account mail limits', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).emailVerification).toBe('optional');
    const config = loadConfig({
      DATA_DIR: dataDir,
      EMAIL_VERIFICATION: 'mandatory',
      RATE_LIMIT_PASSWORD_RESETS_PER_EMAIL: '5',
      RATE_LIMIT_VERIFICATION_MAIL_WINDOW: '600',
    });
    expect(config.emailVerification).toBe('mandatory');
    expect(config.rateLimits).toMatchObject({ passwordResetPerEmail: 5, verificationResendWindowMs: 600_000 });
    expect(() => loadConfig({ DATA_DIR: dataDir, EMAIL_VERIFICATION: 'always' })).toThrow(
      'EMAIL_VERIFICATION must be optional (the default) or mandatory',
    );
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', JWT_SECRET: 'short', SEED_DEMO: 'maybe' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ DATA_DIR: dataDir, PORT: 'eighty', JWT_SECRET: 'short', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toMatch(/PORT: PORT must be a number/);
      expect(message).toMatch(/JWT_SECRET: JWT_SECRET must be at least 32 characters long/);
      expect(message).toMatch(/DATABASE_URL: DATABASE_URL must start with postgres:\/\//);
    }
  });
});

describe('parseTimestamp', () => {
  it.each([
    ['2026-11-22 14:30:00+00', '2026-11-22T14:30:00.000Z'],
    ['2026-11-22 14:30:00.123456+00', '2026-11-22T14:30:00.123Z'],
    ['2024-01-02 03:04:05.5+05:30', '2024-01-01T21:34:05.500Z'],
    ['2024-01-02 03:04:05-03', '2024-01-02T06:04:05.000Z'],
    ['2024-01-02 03:04:05', '2024-01-02T03:04:05.000Z'],
    ['0099-01-02 03:04:05+00', '0099-01-02T03:04:05.000Z'],
    ['infinity', 'infinity'],
  ])('%s -> %s', (text, iso) => {
    expect(parseTimestamp(text)).toBe(iso);
  });
});
