import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { ParsedMail } from 'mailparser';
import { findMembershipRow, renewalPaidMail } from '../src/modules/memberships';
import { authHeader, createUser, drivers, type TestApp } from './helpers';
import { mailCount, mailsSince } from './support/account-mail';
import type { Caller } from './support/cast';
import { membershipsOf, payFor, approveOffline } from './support/fixtures';
import { addAdmin, createAssociation, createMembershipType } from './support/association-fixtures';
import { createMailingApp, type TestSmtpServer } from './support/smtp';

// The test config's PUBLIC_ORIGIN (the payment's base_url must be on it).
const ORIGIN = 'http://localhost:8080';
const APPROVAL = { transaction_date: '2026-01-15', transaction_method: 'bKash' };
const SCRIPT_NAME = '<script>alert(1)</script>';
const ASSOCIATION_NAME = 'Old <b>Boys</b> & "Girls"';

const addressOf = (mail: ParsedMail) => (mail.to && 'value' in mail.to ? mail.to.value[0]?.address : undefined);
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });

describe.each(drivers)('membership notices (%s)', (driver) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let associationId: number;
  let typeId: number;
  let admin: Caller;
  let member: Caller;

  const caller = async (): Promise<Caller> => {
    const user = await createUser(t.database);
    return { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) };
  };
  const approve = (id: number, who: Caller, payload: object = APPROVAL) => approveOffline(t.app, who, id, payload);

  beforeAll(async () => {
    ({ smtp, t } = await createMailingApp({ driver }));
    associationId = await createAssociation(t.database, { name: ASSOCIATION_NAME });
    typeId = await createMembershipType(t.database, associationId, {
      name: 'Life Member',
      short_name: 'LM',
      fee: 2500,
      duration_month: 12,
    });
    admin = await caller();
    await addAdmin(t.database, associationId, admin.id!);
    member = await caller();
    await t.app.db
      .updateTable('users')
      .set({ first_name: SCRIPT_NAME, last_name: 'Uddin' })
      .where('id', '=', member.id!)
      .execute();
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('an approved offline payment mails the member the membership, its serial and period and where the certificate is', async () => {
    const paid = await payFor(t.app, member, associationId, typeId, true);
    const before = await mailCount(t.app, smtp);
    const response = await approve(paid.id, admin);
    expect(response.statusCode).toBe(200);
    const mails = await mailsSince(t.app, smtp, before);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const [membership] = await membershipsOf(t, paid.requestId);
    const serial = `LM-${String(membership.serial).padStart(4, '0')}`;
    const period = `from ${longDate(membership.start_date)} to ${longDate(membership.end_date!)}`;

    expect(addressOf(mail)).toBe(member.email);
    expect(mail.subject).toBe(`Your membership of ${ASSOCIATION_NAME} is approved`);
    expect(mail.text).toContain(`Hello ${SCRIPT_NAME},`);
    expect(mail.text).toContain(`confirmed your offline payment of BDT 2,500.00 (transaction ${paid.transaction_id})`);
    expect(mail.text).toContain(`Membership: Life Member, ${ASSOCIATION_NAME}`);
    expect(mail.text).toContain(`Serial: ${serial}`);
    expect(mail.text).toContain(`Period: ${period}`);
    expect(mail.text).toContain(`${ORIGIN}/user/dashboard/memberships`);

    // Every database text is escaped in the HTML part: the name's script is text, not markup.
    const html = String(mail.html);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Boys</b>');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(html).toContain('Old &lt;b&gt;Boys&lt;/b&gt; &amp; &quot;Girls&quot;');
    expect(html).toContain(`Serial: ${serial}`);
    expect(html).toContain(`Period: ${period}`);
    expect(html).toContain(`href="${ORIGIN}/user/dashboard/memberships"`);
  });

  it('a lifetime membership reads "for life"', async () => {
    const lifetime = await createMembershipType(t.database, associationId, { short_name: 'FL', duration_month: 1200 });
    const paid = await payFor(t.app, member, associationId, lifetime, true);
    const before = await mailCount(t.app, smtp);
    expect((await approve(paid.id, admin)).statusCode).toBe(200);
    const [mail] = await mailsSince(t.app, smtp, before);
    const [membership] = await membershipsOf(t, paid.requestId);
    expect(membership.end_date).toBeNull();
    expect(mail.text).toContain(`Period: from ${longDate(membership.start_date)}, for life`);
  });

  it('an approval refused or rolled back mails nobody', async () => {
    const stranger = await caller();
    const first = await payFor(t.app, member, associationId, typeId, true);
    const second = await payFor(t.app, member, associationId, typeId, true);
    expect((await approve(first.id, admin, { ...APPROVAL, membership_serial: 900 })).statusCode).toBe(200);
    const before = await mailCount(t.app, smtp);
    // Not an admin of the association: 404.
    expect((await approve(second.id, stranger)).statusCode).toBe(404);
    // A date in the future: 400.
    expect((await approve(second.id, admin, { ...APPROVAL, transaction_date: '2999-01-01' })).statusCode).toBe(400);
    // The serial is taken: the approval is rolled back after the membership was being made.
    expect((await approve(second.id, admin, { ...APPROVAL, membership_serial: 900 })).statusCode).toBe(409);
    // Approved already: 409.
    expect((await approve(first.id, admin)).statusCode).toBe(409);
    expect(await mailsSince(t.app, smtp, before)).toHaveLength(0);
    expect(await membershipsOf(t, second.requestId)).toHaveLength(0);
    const queued = await t.app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', member.email!)
      .where('sent_at', 'is', null)
      .execute();
    expect(queued).toHaveLength(0);
  });

  it('a paid renewal: the mail says renewed, with the serial kept and the new period (its text; renewal.test.ts checks it is queued when a renewal is paid online or approved offline)', async () => {
    const paid = await payFor(t.app, member, associationId, typeId, true);
    expect((await approve(paid.id, admin)).statusCode).toBe(200);
    const [membership] = await membershipsOf(t, paid.requestId);
    const row = (await findMembershipRow(t.app.db, membership.id))!;
    const before = await mailCount(t.app, smtp);
    const renewed = { ...row, start_date: '2027-02-28', end_date: '2028-02-29' };
    const mailId = await t.app.mailOutbox.enqueue(
      renewalPaidMail(renewed, { amount: 2500, reference: 'TXN-RENEW-1' }, ORIGIN),
    );
    expect(await t.app.mailOutbox.deliver(mailId)).toMatchObject({ delivered: true });
    const [mail] = await mailsSince(t.app, smtp, before);
    expect(addressOf(mail)).toBe(member.email);
    expect(mail.subject).toBe(`Your membership of ${ASSOCIATION_NAME} is renewed`);
    expect(mail.text).toContain('your payment of BDT 2,500.00 (transaction TXN-RENEW-1) for the renewal went through');
    expect(mail.text).toContain(`Serial: LM-${String(row.serial).padStart(4, '0')}`);
    expect(mail.text).toContain('Period: from 28 February 2027 to 29 February 2028');
    expect(String(mail.html)).not.toContain('<script>');
    expect(String(mail.html)).toContain('&lt;script&gt;');
  });
});
