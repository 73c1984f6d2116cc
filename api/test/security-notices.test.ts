import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { authHeader, createUser, drivers, RELAXED_RATE_LIMITS, TEST_PASSWORD, type TestApp } from './helpers';
import { linkParam, mailCount, mailsSince } from './support/account-mail';
import { createMailingApp, type TestSmtpServer } from './support/smtp';
import { API } from './support/fixtures';

const ME = `${API}/auth/user/`;
const CHANGE = `${API}/auth/password/change/`;
const RESET = `${API}/auth/password/reset/`;
const CONFIRM = `${API}/auth/password/reset/confirm/`;
const NEW_PASSWORD = 'Another-Passw0rd-7';
const ORIGIN = 'https://alumni.example.org';

const addressOf = (mail: ParsedMail) => (mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined);

describe.each(drivers)('security notices (%s)', (driver) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    ({ smtp, t } = await createMailingApp({
      driver,
      config: { publicOrigin: ORIGIN },
      rateLimits: { ...RELAXED_RATE_LIMITS, emailChangePerUser: 3 },
    }));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mark = () => mailCount(t.app, smtp);
  const changeEmail = async (userId: number, email: string, password = TEST_PASSWORD) =>
    t.app.inject({
      method: 'PATCH',
      url: ME,
      headers: await authHeader(t.app, userId),
      payload: { email, current_password: password },
    });
  const changePassword = async (userId: number, old: string) =>
    t.app.inject({
      method: 'POST',
      url: CHANGE,
      headers: await authHeader(t.app, userId),
      payload: { old_password: old, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
    });

  it('a changed e-mail address: the old address is told (text and HTML), the new one gets its link', async () => {
    const user = await createUser(t.database);
    const next = `moved.${user.email}`;
    const before = await mark();
    expect((await changeEmail(user.id, next)).statusCode).toBe(200);
    const mails = await mailsSince(t.app, smtp, before);
    expect(mails.map(addressOf).sort()).toEqual([next, user.email].sort());
    const notice = mails.find((m) => addressOf(m) === user.email)!;
    expect(notice.subject).toBe('The e-mail address of your Alumni Connect account was changed');
    expect(notice.text).toContain(`was changed to ${next}`);
    expect(notice.text).toContain('(Bangladesh time)');
    expect(String(notice.html)).toContain(`was changed to ${next}`);
    expect(
      linkParam(
        mails.find((m) => addressOf(m) === next)!,
        '/verify-email',
        'key',
      ).value,
    ).toBeTruthy();
  });

  it('no notice when the change is refused (no or a wrong password, an address taken)', async () => {
    const user = await createUser(t.database);
    const other = await createUser(t.database);
    const before = await mark();
    const headers = await authHeader(t.app, user.id);
    const noPassword = await t.app.inject({ method: 'PATCH', url: ME, headers, payload: { email: `x.${user.email}` } });
    expect(noPassword.statusCode).toBe(400);
    expect((await changeEmail(user.id, `x.${user.email}`, 'Wrong-passw0rd-1')).statusCode).toBe(400);
    expect((await changeEmail(user.id, other.email)).statusCode).toBe(409);
    expect(await mailsSince(t.app, smtp, before)).toHaveLength(0);
    const row = await t.app.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
  });

  it('limits e-mail changes per account: 429 with Retry-After, nobody mailed, other accounts unaffected', async () => {
    const user = await createUser(t.database);
    let current = user.email;
    for (let i = 1; i <= 3; i += 1) {
      const next = `hop${i}.${user.email}`;
      expect((await changeEmail(user.id, next)).statusCode).toBe(200);
      current = next;
    }
    const before = await mark();
    const refused = await changeEmail(user.id, `stranger.${user.email}`);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('try again') });
    expect(await mailsSince(t.app, smtp, before)).toHaveLength(0);
    const row = await t.app.db.selectFrom('users').select('email').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.email).toBe(current);
    // Changing other fields is not limited; another account changes its address.
    const headers = await authHeader(t.app, user.id);
    expect(
      (await t.app.inject({ method: 'PATCH', url: ME, headers, payload: { first_name: 'Rahim' } })).statusCode,
    ).toBe(200);
    const other = await createUser(t.database);
    expect((await changeEmail(other.id, `moved.${other.email}`)).statusCode).toBe(200);
  });

  it('a changed password: the account is told; a wrong current password changes and mails nothing', async () => {
    const user = await createUser(t.database);
    const before = await mark();
    expect((await changePassword(user.id, 'Not-the-passw0rd')).statusCode).toBe(400);
    expect(await mailsSince(t.app, smtp, before)).toHaveLength(0);
    expect((await changePassword(user.id, TEST_PASSWORD)).statusCode).toBe(200);
    const mails = await mailsSince(t.app, smtp, before);
    expect(mails).toHaveLength(1);
    expect(addressOf(mails[0])).toBe(user.email);
    expect(mails[0].subject).toBe('Your Alumni Connect password was changed');
    expect(mails[0].text).toContain(`the password of the Alumni Connect account of ${user.email} was changed`);
    expect(mails[0].text).toContain('signed out');
    expect(mails[0].text).toContain(`${ORIGIN}/forgot-password`);
    expect(String(mails[0].html)).toContain(`href="${ORIGIN}/forgot-password"`);
  });

  it('a password set with a reset link: the account is told; a bad link mails nothing', async () => {
    const user = await createUser(t.database);
    let before = await mark();
    expect((await t.app.inject({ method: 'POST', url: RESET, payload: { email: user.email } })).statusCode).toBe(200);
    const [link] = await mailsSince(t.app, smtp, before);
    const token = linkParam(link, '/reset-password', 'token').value;
    const confirm = (value: string) =>
      t.app.inject({
        method: 'POST',
        url: CONFIRM,
        payload: { token: value, new_password1: NEW_PASSWORD, new_password2: NEW_PASSWORD },
      });

    before = await mark();
    expect((await confirm(`${token}x`)).statusCode).toBe(400);
    expect(await mailsSince(t.app, smtp, before)).toHaveLength(0);
    expect((await confirm(token)).statusCode).toBe(200);
    const mails = await mailsSince(t.app, smtp, before);
    expect(mails).toHaveLength(1);
    expect(addressOf(mails[0])).toBe(user.email);
    expect(mails[0].subject).toBe('Your Alumni Connect password was changed');
    expect(mails[0].text).toContain('with a password reset link');
    // A link used twice sets nothing and tells nobody again.
    before = await mark();
    expect((await confirm(token)).statusCode).toBe(400);
    expect(await mailsSince(t.app, smtp, before)).toHaveLength(0);
  });
});
