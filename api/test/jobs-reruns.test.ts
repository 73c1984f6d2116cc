/*
 * The job queue's promises that need more than one run or more than one instance: a job stopped midway
 * and run again does not do its work twice, and a cron schedule fires once across instances.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { simpleParser } from 'mailparser';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/database';
import { MAIL_FLUSH_JOB } from '../src/modules/mail/mail.plugin';
import {
  authHeader,
  createTestApp,
  createTestDatabase,
  createUser,
  drivers,
  testConfig,
  type TestApp,
} from './helpers';
import { startSmtpServer } from './support/smtp';

/** An SMTP server that accepts every message and aborts `stopAfterFirst` once the first is in. */
const smtpThatStopsTheRun = (stopAfterFirst: AbortController) =>
  // The run is stopped while the first message is being accepted: as a process killed mid-flush.
  startSmtpServer(0, (received) => {
    if (received.length === 1) stopAfterFirst.abort(new Error('worker stopped midway (test)'));
  });

describe.each(drivers)('a mail flush stopped midway (%s)', (driver) => {
  const stop = new AbortController();
  let smtp: Awaited<ReturnType<typeof smtpThatStopsTheRun>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await smtpThatStopsTheRun(stop);
    t = await createTestApp({ driver, config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}` } });
    await t.app.jobs.start({ workers: false });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('runs again and sends only what the first run had not sent', async () => {
    const subjects = ['First', 'Second', 'Third'];
    for (const subject of subjects)
      await t.app.mailOutbox.enqueue({ to: 'member@example.com', subject, text: `${subject} message` });
    const id = await t.app.jobs.send(MAIL_FLUSH_JOB);

    // The first run delivers one message and is stopped: the job fails with the reason (no retry of its own).
    expect(await t.app.jobs.runOnce(MAIL_FLUSH_JOB, { signal: stop.signal })).toBe(id);
    expect(smtp.received).toHaveLength(1);
    const admin = await authHeader(t.app, (await createUser(t.database, { is_superuser: true })).id);
    const failed = await t.app.inject({ method: 'GET', url: '/api/v1/jobs/?state=failed', headers: admin });
    expect(failed.json().results).toEqual([
      expect.objectContaining({ id, name: MAIL_FLUSH_JOB, error: 'worker stopped midway (test)' }),
    ]);

    // Run again (the super admin's Retry; the next minute's run would do the same): the other two go out.
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/jobs/${id}/retry/`, headers: admin })).statusCode).toBe(
      200,
    );
    expect(await t.app.jobs.runOnce(MAIL_FLUSH_JOB)).toBe(id);
    const sent = await Promise.all(smtp.received.map((raw) => simpleParser(raw)));
    expect(sent.map((m) => m.subject).sort()).toEqual([...subjects].sort());
    const rows = await t.app.db.selectFrom('mail_outbox').select(['sent_at', 'attempts']).execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ sent_at: expect.any(String), attempts: 1 });
  });
});

const onPostgres = drivers.includes('postgres') ? describe : describe.skip;

onPostgres('a cron job with two instances on one PostgreSQL', () => {
  const EVERY_MINUTE = 'test-every-minute';
  const runs: { instance: number; minute: string }[] = [];
  let database: Database;
  const apps: FastifyInstance[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    for (const instance of [1, 2]) {
      const config = testConfig();
      dataDirs.push(config.dataDir);
      // Each app is an instance with its own pg-boss (its own cron monitor and worker) on the one database.
      const app = await buildApp({
        config,
        database,
        logger: false,
        jobs: { cronMonitorIntervalSeconds: 1, pollingIntervalSeconds: 0.5 },
      });
      app.jobs.define({
        name: EVERY_MINUTE,
        cron: '* * * * *',
        handler: async ({ now }) => {
          runs.push({ instance, minute: now.toISOString().slice(0, 16) });
        },
      });
      apps.push(app);
    }
    await Promise.all(apps.map((app) => app.jobs.start()));
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('fires once a minute between them', async () => {
    const waitFor = async (done: () => Promise<boolean> | boolean) => {
      for (let i = 0; i < 200 && !(await done()); i++) await new Promise((r) => setTimeout(r, 50));
      expect(await done()).toBe(true);
    };
    await waitFor(() => runs.length >= 1);
    // Let both instances' monitors check the schedule several more times (each check stamps cron_on).
    const stamp = async () => {
      const { rows } = await sql<{ cron_on: string }>`SELECT cron_on FROM pgboss.version`.execute(database.db);
      return new Date(rows[0]!.cron_on).getTime();
    };
    const first = await stamp();
    await waitFor(async () => (await stamp()) >= first + 3000);
    // Every job sent has run, once (a job pg-boss's maintenance moved to its archive table, its documented schema,
    // counts): waited for, as a new minute may have sent one meanwhile.
    const sent = async () => {
      const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM (
        SELECT id FROM pgboss.job WHERE name = ${EVERY_MINUTE}
        UNION ALL SELECT id FROM pgboss.archive WHERE name = ${EVERY_MINUTE}) AS fired`.execute(database.db);
      return rows[0]!.n;
    };
    await waitFor(async () => (await sent()) === runs.length);
    // One run per minute (the test may straddle a minute: then two minutes, one run each). A scheduled job carries no
    // slot of its own (pg-boss dedupes the schedule's send, not the job it sends), so the minutes are the ones the
    // handlers ran in: a run comes right after its minute starts, so two in one minute are one schedule fired twice.
    const perMinute = new Map<string, number>();
    for (const run of runs) perMinute.set(run.minute, (perMinute.get(run.minute) ?? 0) + 1);
    // Should this fail, it shows which instance ran in which minute.
    expect({ perMinute: [...perMinute.values()], runs }).toEqual({
      perMinute: [...perMinute.keys()].map(() => 1),
      runs: expect.any(Array),
    });
  });
});
