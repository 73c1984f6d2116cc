import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from '../../../config';
import { createPaymentGateway } from '../payments.plugin';
import { isOnSite } from '../../transactions';
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
  it('accepts only the site’s own origin', () => {
    expect(isOnSite('https://alumni.example.org/x?y=1', origin)).toBe(true);
    expect(isOnSite('https://alumni.example.org:443/x', origin)).toBe(true);
    for (const url of [
      'http://alumni.example.org/x',
      'https://alumni.example.org.evil.example/',
      'https://evil.example/',
      'not a url',
    ]) {
      expect(isOnSite(url, origin)).toBe(false);
    }
  });

  it('appends the outcome flag and falls back to the transactions page for a foreign address', () => {
    expect(returnUrl('https://alumni.example.org/a?b=1&cancelled=1', origin, 'success')).toBe(
      'https://alumni.example.org/a?b=1&success=1',
    );
    expect(returnUrl('https://evil.example/', origin, 'failed')).toBe(
      'https://alumni.example.org/user/dashboard/transactions?failed=1',
    );
    expect(returnUrl(null, origin, 'cancelled')).toBe(
      'https://alumni.example.org/user/dashboard/transactions?cancelled=1',
    );
  });
});
