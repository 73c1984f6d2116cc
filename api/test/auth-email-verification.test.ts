import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EMAIL_NOT_VERIFIED_CODE } from '@alumni/shared/contracts';
import { ensureSuperAdmin } from '../src/modules/auth/auth.service';
import { sendVerification, verifyEmail } from '../src/modules/accounts/accounts.service';
import { authHeader, createTestApp, createUser, drivers, login, TEST_PASSWORD, type TestApp } from './helpers';
import { linkParam, mailsSince } from './support/account-mail';
import { API, applyFor, pay, REQUEST_BODY } from './support/fixtures';
import { createAssociation, createMembershipType } from './support/association-fixtures';
import { createMailingApp, type TestSmtpServer } from './support/smtp';

const ME = `${API}/auth/user/`;
const VERIFY = `${API}/auth/registration/verify-email/`;
const RESEND = `${API}/auth/registration/resend-email/`;
const PASSWORD = 'Sign-up-Passw0rd';

describe.each(drivers)('e-mail verification (%s)', (driver) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    ({ smtp, t } = await createMailingApp({
      driver,
      config: { emailVerification: 'mandatory' },
      rateLimits: { verificationResendPerUser: 3 },
    }));
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const me = async (access: string) =>
    (await t.app.inject({ method: 'GET', url: ME, headers: { authorization: `Bearer ${access}` } })).json<{
      email: string;
      email_verified: boolean;
    }>();
  const verify = (key: string) => t.app.inject({ method: 'POST', url: VERIFY, payload: { key } });

  async function signUp(email: string) {
    const before = smtp.received.length;
    const response = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/registration/`,
      payload: { email, password1: PASSWORD, password2: PASSWORD },
    });
    expect(response.statusCode).toBe(201);
    const mails = await mailsSince(t.app, smtp, before);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Confirm your e-mail address for Alumni Connect');
    expect(mails[0].to).toMatchObject({ value: [{ address: email }] });
    return {
      access: response.json<{ access: string }>().access,
      key: linkParam(mails[0], '/verify-email', 'key').value,
    };
  }

  it('mails a link at sign-up; following it confirms the address once', async () => {
    const email = `verify.${Date.now()}@example.com`;
    const { access, key } = await signUp(email);
    expect(await me(access)).toMatchObject({ email, email_verified: false });

    const response = await verify(key);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Thank you: your e-mail address is confirmed.' });
    expect(await me(access)).toMatchObject({ email_verified: true });

    const again = await verify(key);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'VERIFICATION_KEY_USED',
      key: ['This confirmation link was already used.'],
    });
    expect((await verify('B'.repeat(43))).json()).toMatchObject({ code: 'VERIFICATION_KEY_INVALID' });
  });

  it('expires a link after three days (the clock is driven)', async () => {
    const user = await createUser(t.database);
    const start = new Date();
    const deps = { ...t.app.accounts.deps, now: () => start };
    const before = smtp.received.length;
    await sendVerification(deps, user);
    const [mail] = await mailsSince(t.app, smtp, before);
    const key = linkParam(mail, '/verify-email', 'key').value;
    const late = { ...deps, now: () => new Date(start.getTime() + 3 * 24 * 3600_000 + 1000) };
    await expect(verifyEmail(late, key)).rejects.toMatchObject({ statusCode: 400, code: 'VERIFICATION_KEY_EXPIRED' });
    const inTime = { ...deps, now: () => new Date(start.getTime() + 3 * 24 * 3600_000 - 60_000) };
    await expect(verifyEmail(inTime, key)).resolves.toMatchObject({ message: expect.any(String) });
  });

  it('sends the link again when asked, a few times an hour, and not once confirmed', async () => {
    const user = await createUser(t.database);
    const headers = await authHeader(t.app, user.id);
    const before = smtp.received.length;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await t.app.inject({ method: 'POST', url: RESEND, headers })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const mails = await mailsSince(t.app, smtp, before);
    expect(mails).toHaveLength(3);
    const limited = await t.app.inject({ method: 'POST', url: RESEND, headers });
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED', message: expect.stringContaining('several links') });

    // Any of the links confirms the address; then there is nothing to send.
    expect((await verify(linkParam(mails[0], '/verify-email', 'key').value)).statusCode).toBe(200);
    const fresh = await createUser(t.database);
    const freshHeaders = await authHeader(t.app, fresh.id);
    const sent = await t.app.inject({ method: 'POST', url: RESEND, headers: freshHeaders });
    expect(sent.json()).toEqual({ message: `We sent a new link to ${fresh.email}. It works for three days.` });
    await mailsSince(t.app, smtp, 0);
    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', fresh.id)
      .execute();
    const done = await t.app.inject({ method: 'POST', url: RESEND, headers: freshHeaders });
    expect(done.statusCode).toBe(400);
    expect(done.json()).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED' });
    expect((await t.app.inject({ method: 'POST', url: RESEND })).statusCode).toBe(401);
  });

  it('under mandatory: an unconfirmed account fills its profile but cannot apply, pay or register an association', async () => {
    const associationId = await createAssociation(t.database);
    const typeId = await createMembershipType(t.database, associationId, { fee: 1000 });
    const user = await createUser(t.database);
    const headers = await authHeader(t.app, user.id);
    const who = { id: user.id, email: user.email, headers };

    const profile = await t.app.inject({ method: 'PATCH', url: ME, headers, payload: { first_name: 'Rahim' } });
    expect(profile.statusCode).toBe(200);

    const forbidden = {
      code: EMAIL_NOT_VERIFIED_CODE,
      message: expect.stringContaining(`Confirm your e-mail address first: we sent a link to ${user.email}`),
    };
    const apply = await t.app.inject({
      method: 'POST',
      url: `${API}/associations/${associationId}/membership-requests/`,
      headers,
      payload: { ...REQUEST_BODY, membership_type: typeId },
    });
    expect(apply.statusCode).toBe(403);
    expect(apply.json()).toMatchObject(forbidden);
    const register = await t.app.inject({
      method: 'POST',
      url: `${API}/associations/registration-requests/`,
      headers,
      payload: { name: 'Unconfirmed Alumni', about: 'About', established_year: 1990, address: 'Dhaka' },
    });
    expect(register.statusCode).toBe(403);
    expect(register.json()).toMatchObject(forbidden);

    // Confirmed: the same calls go through; unconfirmed again (a new address): paying is refused.
    await t.database.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', user.id).execute();
    const requestId = await applyFor(t.app, who, associationId, typeId);
    await t.database.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', user.id).execute();
    const payment = await pay(t.app, who, requestId, false);
    expect(payment.statusCode).toBe(403);
    expect(payment.json()).toMatchObject(forbidden);
    // Not signed in is still 401, before anything else.
    expect(
      (await t.app.inject({ method: 'POST', url: `${API}/transactions/memberships/`, payload: {} })).statusCode,
    ).toBe(401);
  });

  it('changing the e-mail needs the current password, clears the confirmation and mails the new address', async () => {
    const user = await createUser(t.database);
    await t.database.db.updateTable('users').set({ email_verified_at: new Date() }).where('id', '=', user.id).execute();
    const { access } = await login(t.app, user.email);
    const headers = { authorization: `Bearer ${access}` };
    const next = `moved.${user.email}`;

    const withoutPassword = await t.app.inject({ method: 'PATCH', url: ME, headers, payload: { email: next } });
    expect(withoutPassword.statusCode).toBe(400);
    expect(withoutPassword.json()).toMatchObject({ current_password: [expect.stringContaining('current password')] });
    const wrong = await t.app.inject({
      method: 'PATCH',
      url: ME,
      headers,
      payload: { email: next, current_password: 'wrong-one-123' },
    });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    const other = await createUser(t.database);
    const taken = await t.app.inject({
      method: 'PATCH',
      url: ME,
      headers,
      payload: { email: other.email.toUpperCase(), current_password: TEST_PASSWORD },
    });
    expect(taken.statusCode).toBe(409);

    const before = smtp.received.length;
    const moved = await t.app.inject({
      method: 'PATCH',
      url: ME,
      headers,
      payload: { email: next, current_password: TEST_PASSWORD },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ email: next, email_verified: false });
    // The link to the new address; the old one is told of the change (security-notices.test.ts).
    const mails = await mailsSince(t.app, smtp, before);
    expect(mails).toHaveLength(2);
    const toNew = mails.filter((m) => JSON.stringify(m.to).includes(next));
    expect(toNew).toHaveLength(1);
    expect(toNew[0].to).toMatchObject({ value: [{ address: next }] });
    expect((await verify(linkParam(toNew[0], '/verify-email', 'key').value)).statusCode).toBe(200);
    expect(await me(access)).toMatchObject({ email: next, email_verified: true });
  });

  it('refuses a link sent to an address the account no longer has', async () => {
    const user = await createUser(t.database);
    const before = smtp.received.length;
    await sendVerification(t.app.accounts.deps, user);
    const [mail] = await mailsSince(t.app, smtp, before);
    await t.database.db
      .updateTable('users')
      .set({ email: `new.${user.email}` })
      .where('id', '=', user.id)
      .execute();
    expect((await verify(linkParam(mail, '/verify-email', 'key').value)).json()).toMatchObject({
      code: 'VERIFICATION_KEY_INVALID',
    });
  });

  it('shows admins whether a member confirmed the address', async () => {
    const associationId = await createAssociation(t.database);
    const typeId = await createMembershipType(t.database, associationId, { fee: 1000 });
    const admin = await createUser(t.database);
    await t.database.db
      .insertInto('association_admins')
      .values({ association_id: associationId, user_id: admin.id })
      .execute();
    const member = await createUser(t.database);
    await t.database.db
      .updateTable('users')
      .set({ email_verified_at: new Date() })
      .where('id', '=', member.id)
      .execute();
    const who = { id: member.id, email: member.email, headers: await authHeader(t.app, member.id) };
    const requestId = await applyFor(t.app, who, associationId, typeId);
    const adminHeaders = await authHeader(t.app, admin.id);
    const approved = await pay(t.app, who, requestId, true);
    expect(approved.statusCode).toBe(201);
    const approval = await t.app.inject({
      method: 'PATCH',
      url: `${API}/transactions/memberships/${approved.json<{ id: number }>().id}/approve/`,
      headers: adminHeaders,
      payload: { transaction_date: '2026-01-15', transaction_method: 'bKash', platform_transaction_id: 'BKASH-1' },
    });
    expect(approval.statusCode).toBe(200);
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/associations/${associationId}/memberships/`,
      headers: adminHeaders,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ results: [{ user: { id: member.id, email_verified: true } }] });
    await t.database.db.updateTable('users').set({ email_verified_at: null }).where('id', '=', member.id).execute();
    const again = await t.app.inject({
      method: 'GET',
      url: `${API}/associations/${associationId}/memberships/`,
      headers: adminHeaders,
    });
    expect(again.json()).toMatchObject({ results: [{ user: { id: member.id, email_verified: false } }] });
  });

  it('counts the super admin as confirmed', async () => {
    const email = `root.${Date.now()}@example.com`;
    expect(await ensureSuperAdmin(t.database.db, { email, password: 'Root-passw0rd-1' })).toBe('created');
    const { access } = await login(t.app, email, 'Root-passw0rd-1');
    expect(await me(access)).toMatchObject({ email_verified: true });
    const promoted = await createUser(t.database);
    expect(await ensureSuperAdmin(t.database.db, { email: promoted.email, password: 'x' })).toBe('promoted');
    expect(await me((await login(t.app, promoted.email)).access)).toMatchObject({ email_verified: true });
  });
});

describe.each(drivers)('e-mail verification optional (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => t?.close());

  it('lets an unconfirmed account apply and pay (the default)', async () => {
    const associationId = await createAssociation(t.database);
    const typeId = await createMembershipType(t.database, associationId, { fee: 1000 });
    const user = await createUser(t.database);
    const who = { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) };
    const requestId = await applyFor(t.app, who, associationId, typeId);
    expect((await pay(t.app, who, requestId, true)).statusCode).toBe(201);
    const me = await t.app.inject({ method: 'GET', url: ME, headers: who.headers });
    expect(me.json()).toMatchObject({ email_verified: false });
  });
});
