import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { simpleParser } from 'mailparser';
import { addDays, today } from '../src/lib/business-dates';
import { sendDueReminders, type ReminderDeps } from '../src/modules/reminders/reminders.service';
import { createUser, drivers, type TestApp } from './helpers';
import { createMembership, createMembershipType } from './support/association-fixtures';
import { createCastApp, createMailingCastApp, type Cast } from './support/cast';
import { API } from './support/fixtures';
import type { TestSmtpServer } from './support/smtp';

/** 10:00 in Dhaka (UTC+6) on `day`. */
const dhakaMorning = (day: string) => new Date(`${day}T04:00:00Z`);

describe.each(drivers)('renewal reminders (%s)', (driver) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let cast: Cast;
  let typeId: number;
  let serial = 0;

  beforeAll(async () => {
    ({ smtp, t, cast } = await createMailingCastApp({ driver }));
    typeId = await createMembershipType(t.database, cast.associationId);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });
  beforeEach(async () => {
    await t.app.db.deleteFrom('membership_reminders').execute();
    await t.app.db.deleteFrom('memberships').execute();
    await t.app.db.updateTable('associations').set({ reminders_enabled: true }).execute();
  });

  const deps = (): ReminderDeps => ({
    db: t.app.db,
    mailOutbox: t.app.mailOutbox,
    publicOrigin: 'https://alumni.example.org',
  });

  async function member(fields: { start: string; end: string | null; first_name?: string }) {
    const user = await createUser(t.database);
    await t.app.db
      .updateTable('users')
      .set({ first_name: fields.first_name ?? 'Karim', last_name: 'Ahmed' })
      .where('id', '=', user.id)
      .execute();
    const id = await createMembership(t.database, {
      userId: user.id,
      associationId: cast.associationId,
      typeId,
      serial: ++serial,
      start_date: fields.start,
      end_date: fields.end,
    });
    return { id, email: user.email };
  }

  const sent = async () =>
    (
      await t.app.db
        .selectFrom('membership_reminders')
        .select(['membership_id', 'kind', 'period_end'])
        .orderBy('membership_id')
        .execute()
    ).map((r) => `${r.membership_id}:${r.kind}:${r.period_end}`);

  it('mails 30 and 7 days before the end and on the day it ends, catching up a missed day, once per period', async () => {
    const day = '2026-12-01';
    const start = '2026-01-01';
    const in30 = await member({ start, end: addDays(day, 30) });
    const in20 = await member({ start, end: addDays(day, 20) }); // its 30-day day was missed: still told
    const in31 = await member({ start, end: addDays(day, 31) }); // not yet
    const in7 = await member({ start, end: addDays(day, 7) });
    const in1 = await member({ start, end: addDays(day, 1) });
    const endsToday = await member({ start, end: day });
    const yesterday = await member({ start, end: addDays(day, -1) }); // caught up
    const longGone = await member({ start, end: addDays(day, -5) });
    const lifetime = await member({ start, end: null });
    // A one-month membership paid today: its "30 days left" day is not after its start, so no mail yet.
    const fresh = await member({ start: day, end: addDays(day, 30) });

    expect(await sendDueReminders(deps(), dhakaMorning(day))).toEqual({ sent: 6 });
    expect(await sent()).toEqual([
      `${in30.id}:30_days:${addDays(day, 30)}`,
      `${in20.id}:30_days:${addDays(day, 20)}`,
      `${in7.id}:7_days:${addDays(day, 7)}`,
      `${in1.id}:7_days:${addDays(day, 1)}`,
      `${endsToday.id}:end_day:${day}`,
      `${yesterday.id}:end_day:${addDays(day, -1)}`,
    ]);
    const ids = (await sent()).map((r) => Number(r.split(':')[0]));
    expect(ids).not.toContain(in31.id);
    expect(ids).not.toContain(longGone.id);
    expect(ids).not.toContain(lifetime.id);
    expect(ids).not.toContain(fresh.id);

    // The same day again: nothing twice.
    expect(await sendDueReminders(deps(), dhakaMorning(day))).toEqual({ sent: 0 });
    // The next day: the 31-day one is now 30 days away and the 1-day one ends.
    expect(await sendDueReminders(deps(), dhakaMorning(addDays(day, 1)))).toEqual({ sent: 2 });
    // 23 days later the two ending on day 30 are 7 days from their end, the one paid on day 0 included.
    expect(await sendDueReminders(deps(), dhakaMorning(addDays(day, 23)))).toEqual({ sent: 2 });
    expect(await sent()).toEqual(
      expect.arrayContaining([
        `${in31.id}:30_days:${addDays(day, 31)}`,
        `${in1.id}:end_day:${addDays(day, 1)}`,
        `${in30.id}:7_days:${addDays(day, 30)}`,
        `${fresh.id}:7_days:${addDays(day, 30)}`,
      ]),
    );
    expect(await sent()).toHaveLength(10);
  });

  it('counts days in Dhaka: at 23:30 UTC it is already the next day there', async () => {
    const m = await member({ start: '2026-01-01', end: '2027-01-01' });
    // 2026-12-31T23:30Z is 2027-01-01 05:30 in Dhaka: the day the membership ends.
    await sendDueReminders(deps(), new Date('2026-12-31T23:30:00Z'));
    expect(await sent()).toEqual([`${m.id}:end_day:2027-01-01`]);
  });

  it('handles a leap day and the 31st of a month', async () => {
    const leap = await member({ start: '2027-03-01', end: '2028-02-29' });
    const thirtyFirst = await member({ start: '2026-01-31', end: '2027-01-31' });
    await sendDueReminders(deps(), dhakaMorning('2028-01-30')); // 30 days before 29 Feb 2028
    await sendDueReminders(deps(), dhakaMorning('2027-01-24')); // 7 days before 31 Jan 2027
    expect(await sent()).toEqual([`${leap.id}:30_days:2028-02-29`, `${thirtyFirst.id}:7_days:2027-01-31`]);
  });

  it('a renewal starts a new period: its reminders go out again', async () => {
    const m = await member({ start: '2026-01-01', end: '2026-12-08' });
    await sendDueReminders(deps(), dhakaMorning('2026-12-01'));
    await t.app.db.updateTable('memberships').set({ end_date: '2027-12-08' }).where('id', '=', m.id).execute();
    await sendDueReminders(deps(), dhakaMorning('2027-12-01'));
    expect(await sent()).toEqual([`${m.id}:7_days:2026-12-08`, `${m.id}:7_days:2027-12-08`]);
  });

  it('its admins see on Members which reminders the current period had, and when', async () => {
    const reminded = await member({ start: '2026-01-01', end: '2026-12-08' });
    const quiet = await member({ start: '2026-01-01', end: '2027-06-30' });
    await sendDueReminders(deps(), dhakaMorning('2026-12-01'));
    const listed = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API}/associations/${cast.associationId}/memberships/`,
        headers: cast.associationAdmin.headers,
      });
      expect(response.statusCode).toBe(200);
      const rows = response.json<{ results: { id: number; reminders?: { kind: string; sent_at: string }[] }[] }>();
      return (id: number) => rows.results.find((r) => r.id === id);
    };
    const before = await listed();
    expect(before(reminded.id)?.reminders).toEqual([{ kind: '7_days', sent_at: expect.any(String) }]);
    expect(Number.isNaN(Date.parse(before(reminded.id)!.reminders![0].sent_at))).toBe(false);
    expect(before(quiet.id)).toBeDefined();
    expect(before(quiet.id)?.reminders).toBeUndefined();
    // Renewed: the new period has had no reminder yet.
    await t.app.db.updateTable('memberships').set({ end_date: '2027-12-08' }).where('id', '=', reminded.id).execute();
    expect((await listed())(reminded.id)?.reminders).toBeUndefined();
  });

  it('sends nothing for an association that turned reminders off', async () => {
    await member({ start: '2026-01-01', end: '2026-12-08' });
    await t.app.db.updateTable('associations').set({ reminders_enabled: false }).execute();
    expect(await sendDueReminders(deps(), dhakaMorning('2026-12-01'))).toEqual({ sent: 0 });
  });

  it('two runs at once mail each reminder once, batch after batch', async () => {
    for (let i = 0; i < 12; i++) await member({ start: '2026-01-01', end: addDays('2026-12-02', i % 3) });
    const runs = await Promise.all([
      sendDueReminders(deps(), dhakaMorning('2026-12-01'), { batch: 5 }),
      sendDueReminders(deps(), dhakaMorning('2026-12-01'), { batch: 5 }),
    ]);
    expect(runs[0].sent + runs[1].sent).toBe(12);
    expect(await sent()).toHaveLength(12);
    const mails = await t.app.db.selectFrom('membership_reminders').select('mail_id').execute();
    expect(new Set(mails.map((m) => m.mail_id)).size).toBe(12);
  });

  it('a run killed midway resumes without mailing anyone twice', async () => {
    for (let i = 0; i < 5; i++) await member({ start: '2026-01-01', end: '2026-12-08' });
    const outbox = t.app.mailOutbox;
    let calls = 0;
    const dying: ReminderDeps = {
      ...deps(),
      mailOutbox: Object.assign(Object.create(outbox) as typeof outbox, {
        enqueue: (...args: Parameters<typeof outbox.enqueue>) => {
          if (++calls === 3) throw new Error('killed');
          return outbox.enqueue(...args);
        },
      }),
    };
    await expect(sendDueReminders(dying, dhakaMorning('2026-12-01'))).rejects.toThrow('killed');
    expect(await sent()).toHaveLength(2); // the third's record was rolled back with its mail
    expect(await sendDueReminders(deps(), dhakaMorning('2026-12-01'))).toEqual({ sent: 3 });
    const queued = await t.app.db
      .selectFrom('mail_outbox')
      .innerJoin('membership_reminders as r', 'r.mail_id', 'mail_outbox.id')
      .select('to_address')
      .execute();
    expect(new Set(queued.map((q) => q.to_address)).size).toBe(5);
  });

  it('runs daily on the job queue, and the super admin can run it now', async () => {
    await t.app.jobs.start({ workers: false });
    const m = await member({ start: '2026-01-01', end: addDays(today(), 7) });
    const superAdmin = cast.superAdmin.headers;
    const scheduled = await t.app.inject({ method: 'GET', url: `${API}/jobs/scheduled/`, headers: superAdmin });
    expect(scheduled.json().results).toContainEqual({ name: 'reminders-send', cron: '0 3 * * *' });
    const run = await t.app.inject({
      method: 'POST',
      url: `${API}/jobs/scheduled/reminders-send/run/`,
      headers: superAdmin,
    });
    expect(run.statusCode).toBe(202);
    expect(run.json()).toMatchObject({ name: 'reminders-send', state: 'created' });
    expect(await t.app.jobs.runOnce('reminders-send')).toBe(run.json().id);
    expect(await sent()).toEqual([`${m.id}:7_days:${addDays(today(), 7)}`]);
    const done = await t.app.inject({ method: 'GET', url: `${API}/jobs/?state=completed`, headers: superAdmin });
    expect(done.json().results.map((j: { id: string }) => j.id)).toContain(run.json().id);
  });

  it('the mail names the membership, its end and a one-click renewal link, every name escaped', async () => {
    const m = await member({ start: '2026-01-01', end: '2026-12-08', first_name: '<script>x</script>' });
    const before = smtp.received.length;
    await sendDueReminders(deps(), dhakaMorning('2026-12-01'));
    await t.app.mailOutbox.flush();
    const mails = await Promise.all(smtp.received.slice(before).map((raw) => simpleParser(raw)));
    const mail = mails.find((x) => x.to && JSON.stringify(x.to).includes(m.email));
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('Your Cast Association One membership ends on 08/12/2026');
    expect(mail!.text).toContain(`https://alumni.example.org/user/dashboard/memberships?renew=${m.id}`);
    expect(mail!.html).toContain(`href="https://alumni.example.org/user/dashboard/memberships?renew=${m.id}"`);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain('&lt;script&gt;');
  });
});

describe.each(drivers)('reminder settings (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => ({ t, cast } = await createCastApp({ driver })));
  afterAll(async () => t?.close());

  const url = () => `${API}/associations/${cast.associationId}/reminder-settings/`;

  it('its admins read and turn reminders off and on', async () => {
    const read = await t.app.inject({ method: 'GET', url: url(), headers: cast.associationAdmin.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ reminders_enabled: true });
    const off = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: cast.associationAdmin.headers,
      payload: { reminders_enabled: false },
    });
    expect(off.json()).toEqual({ reminders_enabled: false });
    const row = await t.app.db
      .selectFrom('associations')
      .select('reminders_enabled')
      .where('id', '=', cast.associationId)
      .executeTakeFirstOrThrow();
    expect(row.reminders_enabled).toBe(false);
  });

  it('refuses others before validating the body, and a body that is not a yes or no', async () => {
    for (const who of [cast.user, cast.otherAssociationAdmin]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: url(),
        headers: who.headers,
        payload: { reminders_enabled: 'maybe' },
      });
      expect([403, 404]).toContain(response.statusCode);
    }
    expect((await t.app.inject({ method: 'GET', url: url() })).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT',
      url: url(),
      headers: cast.associationAdmin.headers,
      payload: { reminders_enabled: 'maybe' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().reminders_enabled).toEqual(['Say whether reminders are sent (true or false)']);
  });
});
