import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../../config';
import { createPaymentGateway } from '../payments.plugin';
import { acceptedOrigin, siteOriginsOf, type SiteOrigins } from '../../transactions';
import { returnUrl } from '../payment-urls';

describe('mail and payment configuration', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-pay-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('defaults: no SMTP (outbox files), the default sender, the sandbox gateway', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      smtpUrl: null,
      mailFrom: 'Alumni Connect <no-reply@alumni.local>',
      paymentGateway: 'sandbox',
      sslcommerz: null,
    });
    expect(createPaymentGateway(config).name).toBe('sandbox');
    expect(config.publicOriginIsDefault).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_ORIGIN: 'https://a.example.org' }).publicOriginIsDefault).toBe(false);
  });

  it('SSLCommerz needs its store id and password, named in the error', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_GATEWAY: 'sslcommerz' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_GATEWAY: 'sslcommerz', SSLCOMMERZ_STORE_ID: 'x' })).toThrow(
      /SSLCOMMERZ_STORE_ID and SSLCOMMERZ_STORE_PASSWORD/,
    );
    const config = loadConfig({
      DATA_DIR: dataDir,
      PAYMENT_GATEWAY: 'sslcommerz',
      SSLCOMMERZ_STORE_ID: 'store',
      SSLCOMMERZ_STORE_PASSWORD: 'pw',
    });
    expect(config.sslcommerz).toEqual({
      storeId: 'store',
      storePassword: 'pw',
      baseUrl: 'https://sandbox.sslcommerz.com',
    });
    expect(createPaymentGateway(config).name).toBe('sslcommerz');
  });

  it('refuses an unknown gateway and a malformed SMTP_URL', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENT_GATEWAY: 'paypal' })).toThrow(
      /PAYMENT_GATEWAY must be sandbox or sslcommerz/,
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'mail.example.org' })).toThrow(/SMTP_URL must look like/);
    expect(
      loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtps://u:p@mail.example.org:465', MAIL_FROM: 'Alumni <a@b.org>' }),
    ).toMatchObject({
      smtpUrl: 'smtps://u:p@mail.example.org:465',
      mailFrom: 'Alumni <a@b.org>',
    });
  });
});

describe('payment return addresses', () => {
  const origin = 'https://alumni.example.org';
  const site: SiteOrigins = { publicOrigin: origin, corsOrigins: [], requestOrigin: null };

  it('accepts only the site’s own origin', () => {
    expect(acceptedOrigin('https://alumni.example.org/x?y=1', site)).toBe(origin);
    expect(acceptedOrigin('https://alumni.example.org:443/x', site)).toBe(origin);
    for (const url of [
      'http://alumni.example.org/x',
      'https://alumni.example.org.evil.example/',
      'https://evil.example/',
      'javascript:alert(1)',
      'not a url',
    ]) {
      expect(acceptedOrigin(url, site)).toBeNull();
    }
  });

  it('accepts CORS_ORIGINS, and the request’s own origin only when PUBLIC_ORIGIN is not set', () => {
    const withCors = { ...site, corsOrigins: ['https://admin.example.org'] };
    expect(acceptedOrigin('https://admin.example.org/a', withCors)).toBe('https://admin.example.org');
    const request = { protocol: 'http' as const, host: '192.168.1.20:8080' };
    const explicit = siteOriginsOf({ publicOrigin: origin, corsOrigins: [], publicOriginIsDefault: false }, request);
    expect(explicit.requestOrigin).toBeNull();
    expect(acceptedOrigin('http://192.168.1.20:8080/x', explicit)).toBeNull();
    const defaulted = siteOriginsOf(
      { publicOrigin: 'http://localhost:8080', corsOrigins: [], publicOriginIsDefault: true },
      request,
    );
    expect(acceptedOrigin('http://192.168.1.20:8080/x', defaulted)).toBe('http://192.168.1.20:8080');
    expect(acceptedOrigin('http://localhost:8080/x', defaulted)).toBe('http://localhost:8080');
    expect(acceptedOrigin('http://192.168.1.21:8080/x', defaulted)).toBeNull();
  });

  it('appends the outcome flag and falls back to the transactions page for a foreign address', () => {
    expect(returnUrl('https://alumni.example.org/a?b=1&cancelled=1', site, 'success')).toBe(
      'https://alumni.example.org/a?b=1&success=1',
    );
    expect(returnUrl('https://evil.example/', site, 'failed')).toBe(
      'https://alumni.example.org/user/dashboard/transactions?failed=1',
    );
    expect(returnUrl(null, site, 'cancelled')).toBe(
      'https://alumni.example.org/user/dashboard/transactions?cancelled=1',
    );
    const lan = { ...site, publicOrigin: 'http://localhost:8080', requestOrigin: 'http://10.0.0.5:8080' };
    expect(returnUrl('http://10.0.0.5:8080/be-a-member', lan, 'success')).toBe(
      'http://10.0.0.5:8080/be-a-member?success=1',
    );
    expect(returnUrl(null, lan, 'success')).toBe('http://10.0.0.5:8080/user/dashboard/transactions?success=1');
  });
});
