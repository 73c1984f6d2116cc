/*
 * Events and account deletion (issues 38 and 15): deleting one's account gives up every place held at an
 * upcoming event as "Not going" does (the waiting list moves up in order, the person moved up mailed once
 * through the outbox) and removes the person's answers, keeping only what a payment points at and the
 * attendance of past events, both naming the anonymised user row. A paid ticket is not refunded
 * automatically (as on "Not going"); a checkout paid after the deletion is refunded, never seated.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { drivers } from './helpers';
import type { Caller } from './support/cast';
import { eventFixtures, eventsSuite } from './support/event-fixtures';
import { API, completeOnlineCheckout } from './support/fixtures';

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PASSWORD = 'Correct-Horse-9';

describe.each(drivers)('events when an account is deleted (%s)', (driver) => {
  const suite = eventsSuite(driver);

  const { person, newEvent, rsvp, myRsvp, pay, subjectsTo } = eventFixtures(() => suite, {
    password: PASSWORD,
    emailPrefix: 'leaver',
    lastsMs: 4 * HOUR,
    event: { title: 'Reunion 2026', venue: 'Dhaka Club', status: 'published' },
  });
  const deleteAccount = (who: Caller) =>
    suite.t.app.inject({
      method: 'DELETE',
      url: `${API}/auth/user/`,
      headers: who.headers,
      payload: { password: PASSWORD },
    });
  const counts = async (id: number) =>
    suite.t.app.db
      .selectFrom('events')
      .select(['going_count', 'waiting_count'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const attendees = async (id: number) =>
    (
      await suite.t.app.inject({
        method: 'GET',
        url: `${API}/associations/${suite.cast.associationId}/events/${id}/attendees/`,
        headers: suite.cast.associationAdmin.headers,
      })
    ).json<{ count: number; results: { status: string; waiting_position: number | null; user: { id: number } }[] }>();
  const rsvpsOf = (who: Caller) =>
    suite.t.app.db
      .selectFrom('event_rsvps')
      .select(['event_id', 'status', 'payment', 'checked_in_at'])
      .where('user_id', '=', who.id!)
      .execute();

  it('a going member deletes their account: the first waiting goes, is mailed once, and the leaver is gone from the attendees', async () => {
    const id = await newEvent({ capacity: 2 });
    const [leaver, stays, first, second] = [await person(), await person(), await person(), await person()];
    for (const who of [leaver, stays, first, second]) expect((await rsvp(who, id, 'going')).statusCode).toBe(200);
    expect(await counts(id)).toEqual({ going_count: 2, waiting_count: 2 });

    const gone = await deleteAccount(leaver);
    expect(gone.statusCode).toBe(200);

    expect(await counts(id)).toEqual({ going_count: 2, waiting_count: 1 });
    expect(await myRsvp(first, id)).toMatchObject({ status: 'going', payment: 'free' });
    expect(await myRsvp(second, id)).toMatchObject({ status: 'waiting', waiting_position: 1 });
    // The same mail as on a withdrawal, stored once in the outbox (sent once whatever the instances).
    expect(await subjectsTo(first.email)).toEqual(['You are going: Reunion 2026']);
    expect(await subjectsTo(second.email)).toEqual([]);

    const list = await attendees(id);
    expect(list.count).toBe(3);
    expect(list.results.map((a) => a.user.id)).not.toContain(leaver.id);
    expect(list.results.map((a) => [a.user.id, a.status])).toEqual(
      expect.arrayContaining([
        [stays.id, 'going'],
        [first.id, 'going'],
        [second.id, 'waiting'],
      ]),
    );
    expect(await rsvpsOf(leaver)).toEqual([]);
  });

  it('a waiting member deletes their account: they leave the list, the people behind move up a rank, nobody else is mailed', async () => {
    const id = await newEvent({ capacity: 1, title: 'Sports day' });
    const [going, leaver, behind] = [await person(), await person(), await person()];
    for (const who of [going, leaver, behind]) await rsvp(who, id, 'going');
    expect(await myRsvp(behind, id)).toMatchObject({ status: 'waiting', waiting_position: 2 });

    expect((await deleteAccount(leaver)).statusCode).toBe(200);
    expect(await counts(id)).toEqual({ going_count: 1, waiting_count: 1 });
    expect(await myRsvp(behind, id)).toMatchObject({ status: 'waiting', waiting_position: 1 });
    expect(await subjectsTo(behind.email)).toEqual([]);
    expect(await rsvpsOf(leaver)).toEqual([]);
  });

  it('a deletion that is refused (an association admin) gives up no place', async () => {
    const id = await newEvent({ capacity: 1, title: 'Seminar' });
    const admin = await person();
    await suite.t.app.db
      .insertInto('association_admins')
      .values({ association_id: suite.cast.associationId, user_id: admin.id! })
      .execute();
    const next = await person();
    await rsvp(admin, id, 'going');
    await rsvp(next, id, 'going');
    const refused = await deleteAccount(admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('ASSOCIATION_ADMIN');
    expect(await counts(id)).toEqual({ going_count: 1, waiting_count: 1 });
    expect(await myRsvp(admin, id)).toMatchObject({ status: 'going' });
    expect(await subjectsTo(next.email)).toEqual([]);
  });

  it('the attendance of a past event stays, naming only the anonymised member', async () => {
    const id = await newEvent({ title: 'Picnic' });
    const leaver = await person();
    await rsvp(leaver, id, 'going');
    const saved = suite.now;
    suite.now = new Date(suite.now.getTime() + 11 * DAY);
    try {
      expect((await deleteAccount(leaver)).statusCode).toBe(200);
      expect(await rsvpsOf(leaver)).toEqual([expect.objectContaining({ event_id: id, status: 'going' })]);
      const list = await attendees(id);
      const kept = list.results.find((a) => a.user.id === leaver.id);
      expect(kept).toMatchObject({
        user: {
          first_name: 'Deleted member',
          last_name: `#${leaver.id}`,
          email: `deleted-${leaver.id}@deleted.invalid`,
        },
      });
    } finally {
      suite.now = saved;
    }
  });

  describe('paid events', () => {
    beforeAll(async () => suite.t.app.jobs.start({ workers: false }));
    const completeOnline = async (paymentUrl: string) => (await completeOnlineCheckout(suite.t.app, paymentUrl)).done;
    const transaction = (id: number) =>
      suite.t.app.db
        .selectFrom('transactions')
        .select(['status', 'user_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();

    it('a paid ticket: the place goes to the next waiting, the payment stays with the association, not refunded', async () => {
      const id = await newEvent({ capacity: 1, fee: 750, title: 'Gala dinner' });
      const [leaver, next] = [await person(), await person()];
      await rsvp(leaver, id, 'going');
      const charge = await pay(leaver, id);
      expect((await completeOnline(charge.json().payment_url)).statusCode).toBe(303);
      expect(await myRsvp(leaver, id)).toMatchObject({ status: 'going', payment: 'paid' });
      expect((await rsvp(next, id, 'going')).json().status).toBe('waiting');

      expect((await deleteAccount(leaver)).statusCode).toBe(200);
      expect(await counts(id)).toEqual({ going_count: 1, waiting_count: 0 });
      expect(await myRsvp(next, id)).toMatchObject({ status: 'going', payment: 'unpaid' });
      expect(await subjectsTo(next.email)).toEqual(['A place is free for you: Gala dinner']);
      // Kept as not going for the payment's sake, out of the attendees; the money is not sent back.
      expect(await rsvpsOf(leaver)).toEqual([expect.objectContaining({ status: 'not_going', payment: 'paid' })]);
      expect((await attendees(id)).results.map((a) => a.user.id)).toEqual([next.id]);
      expect(await transaction(charge.json().id)).toEqual({ status: 'success', user_id: leaver.id });
    });

    it('a checkout opened before the deletion and paid after it is refunded, never seated', async () => {
      const id = await newEvent({ capacity: 5, fee: 750, title: 'Boat trip' });
      const leaver = await person();
      await rsvp(leaver, id, 'going');
      const charge = await pay(leaver, id);
      expect(charge.statusCode).toBe(201);

      expect((await deleteAccount(leaver)).statusCode).toBe(200);
      expect(await counts(id)).toEqual({ going_count: 0, waiting_count: 0 });
      expect((await completeOnline(charge.json().payment_url)).statusCode).toBe(303);
      expect((await transaction(charge.json().id)).status).toBe('refunded');
      expect(await counts(id)).toEqual({ going_count: 0, waiting_count: 0 });
      expect(await rsvpsOf(leaver)).toEqual([expect.objectContaining({ status: 'not_going', payment: 'unpaid' })]);
    });
  });
});
