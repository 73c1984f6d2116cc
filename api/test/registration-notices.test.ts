import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { authHeader, createUser, drivers, type TestApp } from './helpers';
import { mailCount, mailsSince } from './support/account-mail';
import { createMailingCastApp, type Caller, type Cast } from './support/cast';
import type { TestSmtpServer } from './support/smtp';
import { API } from './support/fixtures';

const URL = `${API}/associations/registration-requests/`;
const ORIGIN = 'https://alumni.example.org';
const SCRIPT = '<script>alert(1)</script>';
const BODY = { about: 'Old boys.', established_year: 1990, address: 'Dhaka' };

const addressOf = (mail: ParsedMail) => (mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined);

describe.each(drivers)('registration request notices (%s)', (driver) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let cast: Cast;
  let applicant: Caller;
  let counter = 0;

  beforeAll(async () => {
    ({ smtp, t, cast } = await createMailingCastApp({ driver, config: { publicOrigin: ORIGIN } }));
    const user = await createUser(t.database);
    applicant = { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) };
    await t.app.db.updateTable('users').set({ first_name: SCRIPT }).where('id', '=', user.id).execute();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  async function requestOf(who: Caller, name = `Requested Alumni ${++counter}`): Promise<number> {
    const response = await t.app.inject({ method: 'POST', url: URL, headers: who.headers, payload: { ...BODY, name } });
    if (response.statusCode !== 201) throw new Error(`request failed: ${response.statusCode} ${response.body}`);
    return response.json().id;
  }
  const approve = (id: number, who: Caller = cast.superAdmin) =>
    t.app.inject({ method: 'PATCH', url: `${URL}${id}/`, headers: who.headers, payload: { is_approved: true } });
  const refuse = (id: number, payload: object = {}, who: Caller = cast.superAdmin) =>
    t.app.inject({ method: 'POST', url: `${URL}${id}/refuse/`, headers: who.headers, payload });

  it('an approval mails the applicant, who administers the new association (every text escaped in HTML)', async () => {
    const name = `Ideal <b>School</b> ${SCRIPT}`;
    const id = await requestOf(applicant, name);
    const before = await mailCount(t.app, smtp);
    const response = await approve(id);
    expect(response.statusCode).toBe(200);
    const associationId = response.json().alumni_association as number;
    const mails = await mailsSince(t.app, smtp, before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(addressOf(mail)).toBe(applicant.email);
    expect(mail.subject).toBe(`${name} is registered on Alumni Connect`);
    expect(mail.text).toContain(`Hello ${SCRIPT},`);
    expect(mail.text).toContain(`Your request to register ${name} was approved.`);
    const link = `${ORIGIN}/admin/dashboard/associations/${associationId}`;
    expect(mail.text).toContain(link);
    const html = String(mail.html);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>School</b>');
    expect(html).toContain('Ideal &lt;b&gt;School&lt;/b&gt; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(`href="${link}"`);
  });

  it('a refusal mails the applicant with the reason; the request is no longer pending and may be made again', async () => {
    const name = `Refused Alumni ${++counter}`;
    const id = await requestOf(applicant, name);
    const before = await mailCount(t.app, smtp);
    const response = await refuse(id, { reason: `  Not an alumni body ${SCRIPT}  ` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id,
      is_approved: false,
      refused_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      refusal_reason: `Not an alumni body ${SCRIPT}`,
      alumni_association: null,
    });
    const [mail, ...more] = await mailsSince(t.app, smtp, before);
    expect(more).toHaveLength(0);
    expect(addressOf(mail)).toBe(applicant.email);
    expect(mail.subject).toBe(`Your request to register ${name} was not approved`);
    expect(mail.text).toContain(`The reason given: Not an alumni body ${SCRIPT}`);
    expect(mail.text).toContain(`${ORIGIN}/user/dashboard/association-requests`);
    expect(String(mail.html)).not.toContain('<script>');
    expect(String(mail.html)).toContain('The reason given: Not an alumni body &lt;script&gt;');

    const pending = await t.app.inject({
      method: 'GET',
      url: `${URL}?is_approved=false&limit=100`,
      headers: cast.superAdmin.headers,
    });
    expect(pending.json().results.map((r: { id: number }) => r.id)).not.toContain(id);
    // The applicant may apply again under the same name.
    expect(await requestOf(applicant, name)).toBeGreaterThan(id);
  });

  it('a refusal without a reason says none', async () => {
    const id = await requestOf(applicant);
    const before = await mailCount(t.app, smtp);
    expect((await refuse(id)).json()).toMatchObject({ refusal_reason: '' });
    const [mail] = await mailsSince(t.app, smtp, before);
    expect(mail.text).not.toContain('The reason given');
  });

  it('refused, approved or missing: 409/404 and nobody mailed; only the super admin decides', async () => {
    const refused = await requestOf(applicant);
    const approved = await requestOf(applicant);
    const pending = await requestOf(applicant);
    expect((await refuse(refused)).statusCode).toBe(200);
    expect((await approve(approved)).statusCode).toBe(200);
    const before = await mailCount(t.app, smtp);

    expect((await approve(refused)).json()).toMatchObject({ code: 'ALREADY_REFUSED' });
    expect((await refuse(refused)).json()).toMatchObject({ code: 'ALREADY_REFUSED' });
    expect((await refuse(approved)).json()).toMatchObject({ code: 'ALREADY_APPROVED' });
    expect((await refuse(refused)).statusCode).toBe(409);
    expect((await refuse(999999)).statusCode).toBe(404);
    expect((await refuse(pending, { reason: 'x'.repeat(1001) })).statusCode).toBe(400);
    for (const [who, status] of [
      [cast.anonymous, 401],
      [cast.user, 403],
      [applicant, 403],
      [cast.associationAdmin, 403],
    ] as const) {
      const response = await refuse(pending, {}, who);
      expect([who.id, response.statusCode]).toEqual([who.id, status]);
    }
    expect(await mailsSince(t.app, smtp, before)).toHaveLength(0);
    const row = await t.app.db
      .selectFrom('association_registration_requests')
      .select(['is_approved', 'refused_at'])
      .where('id', '=', pending)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_approved: false, refused_at: null });
  });

  it('an approval that fails midway (rolled back) mails nobody', async () => {
    const id = await requestOf(applicant);
    const before = await mailCount(t.app, smtp);
    await sql`alter table association_admins add constraint test_no_president check (designation <> 'President') not valid`.execute(
      t.app.db,
    );
    try {
      expect((await approve(id)).statusCode).toBe(500);
    } finally {
      await sql`alter table association_admins drop constraint test_no_president`.execute(t.app.db);
    }
    expect(await mailsSince(t.app, smtp, before)).toHaveLength(0);
    const queued = await t.app.db.selectFrom('mail_outbox').select('id').where('sent_at', 'is', null).execute();
    expect(queued).toHaveLength(0);
  });
});
