import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PASSWORD_RESET_SENT_MESSAGE } from '@alumni/shared/contracts';
import { confirmPasswordReset, sendPasswordReset } from '../src/modules/accounts/accounts.service';
import { createTestApp, createUser, drivers, login, RELAXED_RATE_LIMITS, withXsrf, type TestApp } from './helpers';
import { linkParam, mailCount, mailsSince } from './support/account-mail';
import { createMailingApp, type TestSmtpServer } from './support/smtp';

const RESET = '/api/v1/auth/password/reset/';
const CONFIRM = '/api/v1/auth/password/reset/confirm/';
const ME = '/api/v1/auth/user/';
const REFRESH = '/api/v1/auth/token/refresh/';
const LOGIN = '/api/v1/auth/login/';
const NEW_PASSWORD = 'Brand-new-Passw0rd';
const bearer = (access: string) => ({ authorization: `Bearer ${access}` });

describe.each(drivers)('password reset (%s)', (driver) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    ({ smtp, t } = await createMailingApp({
      driver,
      config: { publicOrigin: 'https://alumni.example.org' },
    }));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const ask = (email: string) => t.app.inject({ method: 'POST', url: RESET, payload: { email } });
  const confirm = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: CONFIRM,
      payload: { token, new_password1: password, new_password2: password },
    });

  /** Asks for a link for `email` and returns the token mailed to it. */
  async function resetToken(email: string): Promise<string> {
    const before = await mailCount(t.app, smtp);
    expect((await ask(email)).statusCode).toBe(200);
    const mails = await mailsSince(t.app, smtp, before);
    expect(mails).toHaveLength(1);
    return linkParam(mails[0], '/reset-password', 'token').value;
  }

  it('answers a known and an unknown address alike, and mails only the known one a working link', async () => {
    const user = await createUser(t.database);
    const before = await mailCount(t.app, smtp);
    const known = await ask(user.email.toUpperCase());
    const unknown = await ask(`nobody.${user.email}`);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: PASSWORD_RESET_SENT_MESSAGE });
    expect(unknown.body).toBe(known.body);

    const mails = await mailsSince(t.app, smtp, before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.to).toMatchObject({ value: [{ address: user.email }] });
    expect(mail.subject).toBe('Set a new password for Alumni Connect');
    const { url, value } = linkParam(mail, '/reset-password', 'token');
    expect(url.origin).toBe('https://alumni.example.org');
    expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash is stored.
    const rows = await t.database.db.selectFrom('account_tokens').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(value);

    const response = await confirm(value);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: expect.stringContaining('Your password has been set') });
    await login(t.app, user.email, NEW_PASSWORD);
    await expect(login(t.app, user.email, user.password)).rejects.toThrow(/401/);
  });

  it('ends every session of the account: old refresh tokens and old access tokens fail', async () => {
    const user = await createUser(t.database);
    const session = await login(t.app, user.email);
    expect((await t.app.inject({ method: 'GET', url: ME, headers: bearer(session.access) })).statusCode).toBe(200);
    const token = await resetToken(user.email);
    expect((await confirm(token)).statusCode).toBe(200);

    const me = await t.app.inject({ method: 'GET', url: ME, headers: bearer(session.access) });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ code: 'TOKEN_REVOKED' });
    const refreshed = await t.app.inject({ method: 'POST', url: REFRESH, ...withXsrf(session.cookies) });
    expect(refreshed.statusCode).toBe(401);
  });

  it('lifts the login limits of the account from every address: the owner is back in at once', async () => {
    const limits = { loginPerAccount: 3, loginPerAccountCeiling: 5 };
    const limited = await createTestApp({
      driver,
      config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` },
      rateLimits: { ...RELAXED_RATE_LIMITS, ...limits },
    });
    try {
      const user = await createUser(limited.database);
      const attempt = (password: string, remoteAddress: string) =>
        limited.app.inject({ method: 'POST', url: LOGIN, remoteAddress, payload: { email: user.email, password } });
      // Three failures from one address hold that pair; two more from another reach the account's ceiling.
      for (let i = 0; i < limits.loginPerAccount; i++) await attempt('Wrong-passw0rd!', '203.0.113.7');
      for (let i = 0; i < 2; i++) await attempt('Wrong-passw0rd!', '198.51.100.9');
      expect((await attempt(user.password, '203.0.113.7')).statusCode).toBe(429);
      expect((await attempt(user.password, '192.0.2.1')).statusCode).toBe(429);

      const before = await mailCount(t.app, smtp);
      await limited.app.inject({ method: 'POST', url: RESET, payload: { email: user.email } });
      const [mail] = await mailsSince(limited.app, smtp, before);
      const token = linkParam(mail, '/reset-password', 'token').value;
      const set = await limited.app.inject({
        method: 'POST',
        url: CONFIRM,
        payload: { token, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });
      expect(set.statusCode).toBe(200);
      for (const address of ['203.0.113.7', '192.0.2.1'])
        expect((await attempt(NEW_PASSWORD, address)).json()).toHaveProperty('access');
    } finally {
      await limited.close();
    }
  });

  it('uses a link once, and every other reset link of the account with it', async () => {
    const user = await createUser(t.database);
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    expect((await confirm(second)).statusCode).toBe(200);

    for (const token of [second, first]) {
      const again = await confirm(token, 'Another-passw0rd-1');
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({
        code: 'RESET_TOKEN_USED',
        message: expect.stringContaining('already used'),
      });
    }
    await login(t.app, user.email, NEW_PASSWORD);
  });

  it('refuses an unknown or malformed token with a clear message', async () => {
    const unknown = await confirm('A'.repeat(43));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      token: [expect.stringContaining('not valid')],
    });
    const malformed = await confirm('not a token!');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      token: [expect.stringContaining('copy the whole link')],
    });
  });

  it('applies the registration rules to the new password and leaves the link usable after a refusal', async () => {
    const user = await createUser(t.database);
    const token = await resetToken(user.email);
    const short = await confirm(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ new_password1: ['New password must be at least 8 characters'] });
    const common = await confirm(token, 'password123');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toMatchObject({ code: 'PASSWORD_TOO_COMMON' });
    const mismatch = await t.app.inject({
      method: 'POST',
      url: CONFIRM,
      payload: { token, new_password1: NEW_PASSWORD, new_password2: `${NEW_PASSWORD}x` },
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it('expires a link after one hour (the clock is driven, not waited for)', async () => {
    const user = await createUser(t.database);
    const start = new Date();
    const deps = { ...t.app.accounts.deps, now: () => start };
    const before = await mailCount(t.app, smtp);
    await sendPasswordReset(deps, user.email);
    const mails = await mailsSince(t.app, smtp, before);
    const token = linkParam(mails[0], '/reset-password', 'token').value;

    const later = { ...deps, now: () => new Date(start.getTime() + 61 * 60_000) };
    await expect(confirmPasswordReset(later, { token, password: NEW_PASSWORD })).rejects.toMatchObject({
      statusCode: 400,
      code: 'RESET_TOKEN_EXPIRED',
    });
    const inTime = { ...deps, now: () => new Date(start.getTime() + 59 * 60_000) };
    await expect(confirmPasswordReset(inTime, { token, password: NEW_PASSWORD })).resolves.toMatchObject({
      message: expect.any(String),
    });
  });

  it('gives the account back to the owner of the address, from someone who registered it first', async () => {
    const owner = `owner.${Date.now()}@example.com`;
    // A stranger signs up with the owner's address and a password of their own.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/registration/',
      payload: { email: owner, password1: 'Stranger-Passw0rd', password2: 'Stranger-Passw0rd' },
    });
    expect(signUp.statusCode).toBe(201);
    await t.app.accounts.background.drain(); // the sign-up's verification mail
    const stranger = signUp.json<{ access: string }>().access;
    const strangerMe = await t.app.inject({ method: 'GET', url: ME, headers: bearer(stranger) });
    expect(strangerMe.json()).toMatchObject({ email: owner, email_verified: false });

    // The owner receives the reset link at the address and sets a password.
    const token = await resetToken(owner);
    expect((await confirm(token)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: ME, headers: bearer(stranger) })).statusCode).toBe(401);
    await expect(login(t.app, owner, 'Stranger-Passw0rd')).rejects.toThrow(/401/);
    const mine = await login(t.app, owner, NEW_PASSWORD);
    const me = await t.app.inject({ method: 'GET', url: ME, headers: bearer(mine.access) });
    expect(me.json()).toMatchObject({ email: owner, email_verified: true });
  });

  it('validates the address, and limits the links per address', async () => {
    const invalid = await ask('not-an-address');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ email: ['Enter a valid email address'] });

    const limited = await createTestApp({ driver, config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } });
    try {
      const email = `limited.${Date.now()}@example.com`;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push((await limited.app.inject({ method: 'POST', url: RESET, payload: { email } })).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
      const refused = await limited.app.inject({ method: 'POST', url: RESET, payload: { email: email.toUpperCase() } });
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        code: 'RATE_LIMITED',
        message: expect.stringContaining('check your mail'),
      });
      // Another address is not held back.
      const other = await limited.app.inject({ method: 'POST', url: RESET, payload: { email: `x.${email}` } });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
