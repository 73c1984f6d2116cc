import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Job, Paginated } from '@alumni/shared/contracts';
import { sql } from 'kysely';
import { authHeader, createTestApp, createUser, drivers, type TestApp } from './helpers';

const JOBS = '/api/v1/jobs/';
const FLAKY = 'test-flaky';

describe.each(drivers)('job queue (%s)', (driver) => {
  let t: TestApp;
  let admin: { authorization: string };
  let member: { authorization: string };
  // The test job fails while `refusing` (as a mail server that refuses would), then succeeds.
  let refusing = true;
  let runs = 0;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    t.app.jobs.define({
      name: FLAKY,
      retryLimit: 2,
      retryDelaySeconds: 10,
      handler: async () => {
        runs += 1;
        if (refusing) throw new Error('550 mailbox unavailable (refused by the test)');
        return { ok: true };
      },
    });
    await t.app.jobs.start({ workers: false });
    admin = await authHeader(t.app, (await createUser(t.database, { is_superuser: true })).id);
    member = await authHeader(t.app, (await createUser(t.database)).id);
  });
  afterAll(async () => t?.close());

  const list = async (state: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${JOBS}?state=${state}`, headers: admin });
    expect(response.statusCode).toBe(200);
    return response.json<Paginated<Job>>();
  };
  /**
   * The back-off has elapsed: the job's next attempt is due (pg-boss counts time on the database's clock, and takes
   * a job whose start_after < now(): set to now() itself, a fetch within the same clock tick would not see it due).
   */
  const makeDue = (id: string) =>
    sql`UPDATE pgboss.job SET start_after = now() - interval '1 second' WHERE id = ${id}::uuid`.execute(t.app.db);

  it('retries a failing job with back-off, keeps it failed with its error, lists it and retries it from the API', async () => {
    const id = await t.app.jobs.send(FLAKY, { to: 'someone' });
    expect(id).toBeTruthy();
    const queued = await list('queued');
    expect(queued.results.map((j) => j.id)).toContain(id);
    // Sent with start_after = now(): due from the database clock's next tick (see makeDue).
    await makeDue(id!);

    // Each failed attempt is queued again, the delay doubling (10 s, then 20 s, each plus up to as much again).
    const delays: number[] = [];
    for (const retryCount of [0, 1]) {
      const before = Date.now();
      expect(await t.app.jobs.runOnce(FLAKY)).toBe(id);
      const job = (await list('queued')).results.find((j) => j.id === id);
      expect(job).toMatchObject({
        state: 'retry',
        retry_count: retryCount,
        error: '550 mailbox unavailable (refused by the test)',
      });
      delays.push(new Date(job!.start_after).getTime() - before);
      // Not due yet: nothing to run.
      expect(await t.app.jobs.runOnce(FLAKY)).toBeNull();
      await makeDue(id!);
    }
    expect(delays[0]).toBeGreaterThanOrEqual(9_000);
    expect(delays[1]).toBeGreaterThanOrEqual(19_000);

    // The last attempt (retryLimit 2) fails: failed for good, its error kept and listed.
    expect(await t.app.jobs.runOnce(FLAKY)).toBe(id);
    const failed = await list('failed');
    const job = failed.results.find((j) => j.id === id);
    expect(job).toMatchObject({
      state: 'failed',
      retry_count: 2,
      error: '550 mailbox unavailable (refused by the test)',
    });
    expect(failed.count).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(failed)).not.toMatch(/at .*\.ts|node_modules|stack/);

    // The super admin retries it; the server accepts now; it completes.
    refusing = false;
    const retried = await t.app.inject({ method: 'POST', url: `${JOBS}${id}/retry/`, headers: admin });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id, state: 'retry' });
    await makeDue(id!);
    expect(await t.app.jobs.runOnce(FLAKY)).toBe(id);
    expect((await list('completed')).results.find((j) => j.id === id)).toMatchObject({
      state: 'completed',
      error: null,
    });
    expect(runs).toBe(4);

    // A job that has not failed cannot be retried.
    const again = await t.app.inject({ method: 'POST', url: `${JOBS}${id}/retry/`, headers: admin });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'JOB_NOT_FAILED' });
  });

  it('lets only the super admin list or retry jobs, and checks its input', async () => {
    expect((await t.app.inject({ method: 'GET', url: JOBS })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: JOBS, headers: member })).statusCode).toBe(403);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.app.inject({ method: 'POST', url: `${JOBS}${id}/retry/`, headers: member })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: `${JOBS}${id}/retry/` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `${JOBS}${id}/retry/`, headers: admin })).statusCode).toBe(404);
    const badState = await t.app.inject({ method: 'GET', url: `${JOBS}?state=sleeping`, headers: admin });
    expect(badState.statusCode).toBe(400);
    const badId = await t.app.inject({ method: 'POST', url: `${JOBS}not-a-uuid/retry/`, headers: admin });
    expect(badId.statusCode).toBe(400);
  });

  it('declares every background job of the app, each on its own queue', async () => {
    const names = t.app.jobs.names;
    expect(names).toEqual(
      expect.arrayContaining(['mail-outbox-flush', 'payments-refund-settle', 'auth-refresh-token-prune']),
    );
    // The limiter sweep exists where the limits live in the database.
    expect(names.includes('limits-sweep')).toBe(driver === 'postgres');
  });
});
