/*
 * Paid events (issue 38): a ticket is paid through the membership payment flow. Online: one open charge
 * per RSVP, the place held 30 minutes, then released by the job (the waiting list moves up); a payment
 * confirmed for a place no longer held and none free is refunded through the gateway. Offline: approved
 * by the association's admin through the existing approval. Cancelling refunds tickets paid online.
 */
import { describe, expect, it } from '@jest/globals';
import { drivers } from './helpers';
import { eventFixtures, eventsSuite } from './support/event-fixtures';
import { API, approveOffline, completeOnlineCheckout } from './support/fixtures';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

describe.each(drivers)('paid events (%s)', (driver) => {
  const suite = eventsSuite(driver, (t) => t.app.jobs.start({ workers: false }));

  const { person, newEvent, rsvp, myRsvp, pay, subjectsTo } = eventFixtures(() => suite, {
    password: 'Correct-Horse-9',
    emailPrefix: 'ticket',
    lastsMs: 180 * MINUTE,
    event: { title: 'Gala dinner', venue: 'Hotel', fee: 750, status: 'published' },
  });
  async function completeOnline(paymentUrl: string, outcome = 'success') {
    const { page, done } = await completeOnlineCheckout(suite.t.app, paymentUrl, outcome);
    expect(page.body).toContain('Event ticket: Gala dinner');
    return done;
  }

  it('online: the place is held unpaid, one open charge per RSVP, paid on the gateway’s word with the QR mail', async () => {
    const id = await newEvent();
    const who = await person();
    const going = await rsvp(who, id, 'going');
    expect(going.json()).toMatchObject({
      status: 'going',
      message: expect.stringMatching(/pay the ticket within 30 minutes/),
      rsvp: { payment: 'unpaid', check_in_code: null },
    });
    expect(new Date(going.json().rsvp.held_until).getTime()).toBe(suite.now.getTime() + 30 * MINUTE);

    const first = await pay(who, id);
    expect(first.statusCode).toBe(201);
    const again = await pay(who, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().payment_url).toBe(first.json().payment_url);

    const back = await completeOnline(first.json().payment_url);
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toContain('success');
    const paid = await myRsvp(who, id);
    expect(paid).toMatchObject({
      status: 'going',
      payment: 'paid',
      held_until: null,
      check_in_code: expect.any(String),
    });
    expect(await subjectsTo(who.email)).toEqual(['You are going: Gala dinner']);
    expect((await pay(who, id)).json().code).toBe('ALREADY_PAID');

    // The admin's transactions list shows the ticket, marked; the member's own list too.
    const list = await suite.t.app.inject({
      method: 'GET',
      url: `${API}/associations/${suite.cast.associationId}/transactions/memberships/`,
      headers: suite.cast.associationAdmin.headers,
    });
    const ticket = list.json().results.find((x: { id: number }) => x.id === first.json().id);
    expect(ticket).toMatchObject({
      membership_request: null,
      status: 'success',
      amount: 750,
      event: { id, title: 'Gala dinner', rsvp: paid.id, alumni_association: { id: suite.cast.associationId } },
    });
    const mine = await suite.t.app.inject({
      method: 'GET',
      url: `${API}/auth/user/transactions/memberships/`,
      headers: who.headers,
    });
    expect(mine.json().results[0].event.id).toBe(id);
  });

  it('refuses paying a free event, a place not held, and a paid event by someone waiting', async () => {
    const free = await newEvent({ fee: 0 });
    const who = await person();
    await rsvp(who, free, 'going');
    expect((await pay(who, free)).json().code).toBe('NOTHING_TO_PAY');
    const paidEvent = await newEvent({ capacity: 1 });
    expect((await pay(who, paidEvent)).json().code).toBe('NOT_GOING');
    const other = await person();
    await rsvp(other, paidEvent, 'going');
    await rsvp(who, paidEvent, 'going');
    const waiting = await pay(who, paidEvent);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().code).toBe('NOT_GOING');
  });

  it('an unpaid place is released after 30 minutes by the job; the next waiting moves up; a late payment is refunded', async () => {
    const id = await newEvent({ capacity: 1 });
    const [slow, next] = [await person(), await person()];
    await rsvp(slow, id, 'going');
    const charge = await pay(slow, id);
    expect((await rsvp(next, id, 'going')).json().status).toBe('waiting');

    const saved = suite.now;
    suite.now = new Date(suite.now.getTime() + 31 * MINUTE);
    try {
      await suite.t.app.jobs.send('events-hold-release', {});
      await suite.t.app.jobs.runOnce('events-hold-release');
      expect(await myRsvp(slow, id)).toMatchObject({ status: 'not_going' });
      const moved = await myRsvp(next, id);
      expect(moved).toMatchObject({ status: 'going', payment: 'unpaid' });
      expect(new Date(moved.held_until).getTime()).toBe(suite.now.getTime() + DAY);
      expect(await subjectsTo(slow.email)).toContain('Your place was released: Gala dinner');
      expect(await subjectsTo(next.email)).toContain('A place is free for you: Gala dinner');

      // The slow payer completes the old checkout after all: no place is left, the money goes back.
      const back = await completeOnline(charge.json().payment_url);
      expect(back.statusCode).toBe(303);
      const row = await suite.t.app.db
        .selectFrom('transactions')
        .select(['status', 'refund_reference'])
        .where('id', '=', charge.json().id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'refunded', refund_reference: expect.stringMatching(/^SBX-REFUND-/) });
      expect(await myRsvp(slow, id)).toMatchObject({ status: 'not_going' });
      expect(await subjectsTo(slow.email)).toContain('Your ticket payment of BDT 750.00 was refunded');
    } finally {
      suite.now = saved;
    }
  });

  it('offline: the place stays held until the association’s admin approves the payment through the usual approval', async () => {
    const id = await newEvent();
    const who = await person();
    await rsvp(who, id, 'going');
    const offline = await pay(who, id, true);
    expect(offline.statusCode).toBe(201);
    expect(offline.json().payment_url).toBeNull();
    expect(await myRsvp(who, id)).toMatchObject({ payment: 'pending', held_until: null, check_in_code: null });
    expect((await pay(who, id, true)).statusCode).toBe(200);
    expect((await pay(who, id)).json().code).toBe('OFFLINE_PAYMENT_PENDING');

    const approval = {
      transaction_date: new Date().toISOString().slice(0, 10),
      transaction_method: 'Cash',
    };
    const other = await approveOffline(suite.t.app, suite.cast.otherAssociationAdmin, offline.json().id, approval);
    expect(other.statusCode).toBe(404);
    const approved = await approveOffline(suite.t.app, suite.cast.associationAdmin, offline.json().id, approval);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      membership: null,
      event_rsvp: { event: id, status: 'going' },
      transaction: { status: 'success', membership_request: null, event: { id } },
    });
    expect(await myRsvp(who, id)).toMatchObject({ payment: 'paid', check_in_code: expect.any(String) });
    const twice = await approveOffline(suite.t.app, suite.cast.associationAdmin, offline.json().id, approval);
    expect(twice.statusCode).toBe(409);
  });

  it('cancelling refunds tickets paid online through the gateway and tells everyone', async () => {
    const id = await newEvent({ title: 'Gala dinner' });
    const [online, offline, unpaid] = [await person(), await person(), await person()];
    await rsvp(online, id, 'going');
    await completeOnline((await pay(online, id)).json().payment_url);
    await rsvp(offline, id, 'going');
    const offlineCharge = await pay(offline, id, true);
    await rsvp(unpaid, id, 'going');

    const cancelled = await suite.t.app.inject({
      method: 'PATCH',
      url: `${API}/associations/${suite.cast.associationId}/events/${id}/`,
      headers: suite.cast.associationAdmin.headers,
      payload: { status: 'cancelled' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('cancelled');
    await suite.t.app.accounts.background.drain();
    const tickets = await suite.t.app.db
      .selectFrom('transactions')
      .select(['id', 'status', 'offline'])
      .where('event_rsvp_id', 'is not', null)
      .where('user_id', 'in', [online.id!, offline.id!])
      .orderBy('id')
      .execute();
    expect(tickets).toEqual([
      { id: expect.any(Number), status: 'refunded', offline: false },
      { id: offlineCharge.json().id, status: 'cancelled', offline: true },
    ]);
    expect(await myRsvp(online, id)).toMatchObject({ payment: 'refunded' });
    for (const who of [online, offline, unpaid])
      expect(await subjectsTo(who.email)).toContain('Cancelled: Gala dinner');
    expect(await subjectsTo(online.email)).toContain('Your ticket payment of BDT 750.00 was refunded');
  });
});
