import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { simpleParser, type ParsedMail } from 'mailparser';
import { buildApp } from '../src/app';
import { authHeader, createTestDatabase, createUser, drivers, testConfig, type TestApp } from './helpers';
import { createCast, createCastApp, createMailingCastApp, type Caller, type Cast } from './support/cast';
import { API, payFor, approveOffline } from './support/fixtures';
import { createMembershipType, LIFE_MEMBER, updateAssociation, updateUser } from './support/association-fixtures';
import { makePng } from './support/multipart';
import { freePort } from './support/private-postgres';
import { startSmtpServer, type TestSmtpServer } from './support/smtp';

const SENT = 'Certificate sent to your email successfully. Please check your email to download the certificate.';
const QUEUED = 'We could not reach the mail server, so your certificate is queued and will be e-mailed to you shortly.';

async function callerFor(t: TestApp): Promise<Caller> {
  const user = await createUser(t.database);
  return { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) };
}

/** A membership of `who` in the cast's association (offline payment approved by its admin). */
async function membershipOf(t: TestApp, cast: Cast, who: Caller, typeId: number): Promise<number> {
  const paid = await payFor(t.app, who, cast.associationId, typeId, true);
  const approved = await approveOffline(t.app, cast.associationAdmin, paid.id);
  // The approval's own mail to the member (membership-notices.test.ts) goes out and is cleared: these
  // tests count the certificate's mails, outbox rows and .eml files.
  await t.app.accounts.background.drain();
  await t.app.db.deleteFrom('mail_outbox').execute();
  rmSync(path.join(t.config.dataDir, 'outbox'), { recursive: true, force: true });
  return approved.json().membership.id;
}

const certificate = (t: TestApp, id: number, who: Caller) =>
  t.app.inject({ method: 'GET', url: `${API}/memberships/${id}/get-certificate/`, headers: who.headers });

const outbox = (t: TestApp) => t.app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

function expectCertificateMail(mail: ParsedMail, to: string) {
  expect(mail.subject).toBe('Your membership certificate — Cast Association One');
  expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe(to);
  expect(mail.from?.value).toEqual([{ name: 'Alumni Connect', address: 'no-reply@alumni.local' }]);
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0].contentType).toBe('application/pdf');
  expect(mail.attachments[0].filename).toMatch(/^membership-certificate-LM-\d{4}\.pdf$/);
  expect(mail.attachments[0].content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
}

describe.each(drivers)('certificates by e-mail (%s)', (driver) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let cast: Cast;
  let typeId: number;

  beforeAll(async () => {
    ({ smtp, t, cast } = await createMailingCastApp({ driver }));
    typeId = await createMembershipType(t.database, cast.associationId, LIFE_MEMBER);
    // The association's logo goes on the certificate.
    mkdirSync(path.join(t.config.dataDir, 'media', 'logos'), { recursive: true });
    writeFileSync(path.join(t.config.dataDir, 'media', 'logos', 'cast.png'), await makePng(64, 64));
    await updateAssociation(t.database, cast.associationId, { logo: '/media/logos/cast.png' });
    await updateUser(t.database, cast.user.id!, { first_name: 'রহিম', last_name: 'Uddin' });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('mails the owner the PDF certificate: 200, the mail arrives with the PDF attached', async () => {
    const id = await membershipOf(t, cast, cast.user, typeId);
    const before = smtp.received.length;
    const response = await certificate(t, id, cast.user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    expect(smtp.received).toHaveLength(before + 1);
    const mail = await simpleParser(smtp.received[before]);
    expectCertificateMail(mail, cast.user.email!);
    expect(mail.text).toContain('Dear রহিম Uddin');
    expect(mail.text).toMatch(/serial LM-\d{4}/);
    const [row] = (await outbox(t)).filter((r) => r.to_address === cast.user.email);
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    expect(row.sent_at).not.toBeNull();
  });

  it('authorization: the membership’s owner only (others 404, anonymous 401)', async () => {
    const owner = await callerFor(t);
    const id = await membershipOf(t, cast, owner, typeId);
    const table: [string, Caller, number][] = [
      ['anonymous', cast.anonymous, 401],
      ['another user', cast.otherUser, 404],
      ['admin of another association', cast.otherAssociationAdmin, 404],
      ['this association’s admin', cast.associationAdmin, 404],
      ['the super admin', cast.superAdmin, 404],
      ['the owner', owner, 200],
    ];
    for (const [who, caller, status] of table) {
      const response = await certificate(t, id, caller);
      expect({ who, status: response.statusCode }).toEqual({ who, status });
      if (status === 404)
        expect(response.json()).toEqual({ message: 'Membership not found.', code: 'MEMBERSHIP_NOT_FOUND' });
    }
    expect((await certificate(t, 999999, owner)).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `${API}/memberships/abc/get-certificate/`, headers: owner.headers }))
        .statusCode,
    ).toBe(400);
  });

  it('limits certificate requests to 5 an hour per user', async () => {
    const owner = await callerFor(t);
    const id = await membershipOf(t, cast, owner, typeId);
    for (let i = 0; i < 5; i++) expect((await certificate(t, id, owner)).statusCode).toBe(200);
    const limited = await certificate(t, id, owner);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3000);
    // Another user is not affected.
    const other = await callerFor(t);
    expect((await certificate(t, await membershipOf(t, cast, other, typeId), other)).statusCode).toBe(200);
  });
});

describe.each(drivers)('certificate mail while the SMTP server is down (%s)', (driver) => {
  let port: number;
  let t: TestApp;
  let cast: Cast;
  let typeId: number;

  beforeAll(async () => {
    port = await freePort();
    ({ t, cast } = await createCastApp({ driver, config: { smtpUrl: `smtp://127.0.0.1:${port}` } }));
    typeId = await createMembershipType(t.database, cast.associationId, LIFE_MEMBER);
  });
  afterAll(async () => t?.close());

  it('queues the mail (503 MAIL_QUEUED), backs off, and delivers it once the server is back', async () => {
    const id = await membershipOf(t, cast, cast.user, typeId);
    const response = await certificate(t, id, cast.user);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: QUEUED, code: 'MAIL_QUEUED' });

    let [row] = await outbox(t);
    expect(row).toMatchObject({ attempts: 1, sent_at: null, to_address: cast.user.email });
    expect(row.last_error).toMatch(/ECONNREFUSED|connect/i);
    const firstDelay = Date.parse(row.next_attempt_at) - Date.now();
    expect(firstDelay).toBeGreaterThan(50_000);
    expect(firstDelay).toBeLessThanOrEqual(60_000);

    // Not due yet: a flush now sends nothing.
    expect(await t.app.mailOutbox.flush()).toEqual([]);
    // Due, server still down: the second failure waits twice as long.
    const inTwoMinutes = new Date(Date.now() + 61_000);
    const failed = await t.app.mailOutbox.flush({ dueBy: inTwoMinutes });
    expect(failed).toEqual([{ id: row.id, delivered: false, error: expect.any(String) }]);
    [row] = await outbox(t);
    expect(row.attempts).toBe(2);
    expect(Date.parse(row.next_attempt_at) - Date.now()).toBeGreaterThan(110_000);

    const smtp = await startSmtpServer(port);
    try {
      const delivered = await t.app.mailOutbox.flush({ dueBy: new Date(Date.now() + 121_000) });
      expect(delivered).toEqual([{ id: row.id, delivered: true, where: expect.any(String) }]);
      expect(smtp.received).toHaveLength(1);
      expectCertificateMail(await simpleParser(smtp.received[0]), cast.user.email!);
      [row] = await outbox(t);
      expect(row).toMatchObject({ attempts: 3, last_error: null });
      expect(row.sent_at).not.toBeNull();
      // Sent once: a further flush sends nothing.
      expect(await t.app.mailOutbox.flush({ dueBy: new Date(Date.now() + 3600_000) })).toEqual([]);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('the retry loop delivers due mail by itself', async () => {
    const owner = await callerFor(t);
    const id = await membershipOf(t, cast, owner, typeId);
    expect((await certificate(t, id, owner)).statusCode).toBe(503);
    const smtp = await startSmtpServer(port);
    try {
      // Make it due now, then let the loop find it.
      await t.app.db
        .updateTable('mail_outbox')
        .set({ next_attempt_at: new Date(Date.now() - 1000) })
        .where('sent_at', 'is', null)
        .execute();
      // The job queue's worker (as the server starts it) runs the flush job: one is queued, as cron would.
      await t.app.jobs.start();
      await t.app.jobs.send('mail-outbox-flush');
      for (let i = 0; i < 100 && smtp.received.length === 0; i++) await new Promise((r) => setTimeout(r, 50));
      await t.app.jobs.stop();
      expect(smtp.received).toHaveLength(1);
      expect((await outbox(t)).every((r) => r.sent_at !== null)).toBe(true);
    } finally {
      await smtp.close();
    }
  });
});

describe.each(drivers)('certificate mail without SMTP_URL (%s)', (driver) => {
  it('writes an .eml file to DATA_DIR/outbox and logs where', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = testConfig({ logLevel: 'info' });
    const database = await createTestDatabase(driver);
    const app = await buildApp({ config, database, logger: { level: 'info', stream } });
    const t: TestApp = { app, database, config, close: async () => undefined };
    try {
      const cast = await createCast(t);
      const typeId = await createMembershipType(t.database, cast.associationId, LIFE_MEMBER);
      const id = await membershipOf(t, cast, cast.user, typeId);
      const response = await certificate(t, id, cast.user);
      expect(response.statusCode).toBe(200);
      const dir = path.join(config.dataDir, 'outbox');
      const files = readdirSync(dir);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^mail-\d+\.eml$/);
      const file = path.join(dir, files[0]);
      expectCertificateMail(await simpleParser(readFileSync(file)), cast.user.email!);
      expect(lines.some((line) => line.includes(file) && line.includes('No SMTP_URL set'))).toBe(true);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
