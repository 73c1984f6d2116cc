import { afterAll, beforeAll, expect } from '@jest/globals';
import { insertUser } from '../../src/modules/auth/auth.repository';
import { hashPassword } from '../../src/modules/auth/passwords';
import { authHeader, createTestApp, uniqueEmail, type Driver, type TestApp } from '../helpers';
import { createCast, type Cast, type Caller } from './cast';
import { API, RETURN_URL } from './fixtures';

const DAY = 24 * 3600_000;

/**
 * An events suite's app on `driver` with its cast, made in the suite's beforeAll (then `start`, if given) and
 * closed after it. The app's clock reads `now`, which a test may move (and put back).
 */
export function eventsSuite(driver: Driver, start?: (t: TestApp) => Promise<void>) {
  const suite = { now: new Date() } as { t: TestApp; cast: Cast; now: Date };
  beforeAll(async () => {
    suite.t = await createTestApp({ driver, clock: () => suite.now });
    suite.cast = await createCast(suite.t);
    await start?.(suite.t);
  });
  afterAll(async () => suite.t?.close());
  return suite;
}

/**
 * The events suites' people and events, for a suite whose app, cast and clock are set in its beforeAll (read
 * through `current` when called). People share one password hash: argon2 per person would be most of a suite's time.
 */
export function eventFixtures(
  current: () => { t: TestApp; cast: Cast; now: Date },
  options: { password: string; emailPrefix: string; lastsMs: number; event: Record<string, unknown> },
) {
  let hash: Promise<string> | undefined;
  return {
    /** A signed-in person. */
    async person(): Promise<Caller> {
      const { t } = current();
      hash ??= hashPassword(options.password);
      const user = await insertUser(t.app.db, { email: uniqueEmail(options.emailPrefix), password_hash: await hash });
      return { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) };
    },
    /** An event of the cast's association 10 days from the clock, lasting `lastsMs`; `options.event` then `fields` over it. */
    async newEvent(fields: Record<string, unknown> = {}): Promise<number> {
      const { t, cast, now } = current();
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/associations/${cast.associationId}/events/`,
        headers: cast.associationAdmin.headers,
        payload: {
          starts_at: new Date(now.getTime() + 10 * DAY).toISOString(),
          ends_at: new Date(now.getTime() + 10 * DAY + options.lastsMs).toISOString(),
          ...options.event,
          ...fields,
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number }>().id;
    },
    rsvp: (who: Caller, id: number, status: 'going' | 'not_going') =>
      current().t.app.inject({
        method: 'POST',
        url: `${API}/events/${id}/rsvp/`,
        headers: who.headers,
        payload: { status },
      }),
    /** `who`'s answer to event `id`, as the event's page gives it. */
    myRsvp: async (who: Caller, id: number) =>
      (await current().t.app.inject({ method: 'GET', url: `${API}/events/${id}/`, headers: who.headers })).json()
        .my_rsvp,
    /** `who` pays their ticket to event `id`: online (a checkout to complete) or offline (for the admin to approve). */
    pay: (who: Caller, id: number, offline = false) =>
      current().t.app.inject({
        method: 'POST',
        url: `${API}/events/${id}/rsvp/pay/`,
        headers: who.headers,
        payload: { base_url: RETURN_URL, offline },
      }),
    /** The subjects of the mails queued for `email`, oldest first. */
    subjectsTo: async (email: string | null) =>
      (
        await current()
          .t.app.db.selectFrom('mail_outbox')
          .select('subject')
          .where('to_address', '=', email ?? '')
          .orderBy('id')
          .execute()
      ).map((m) => m.subject),
  };
}
