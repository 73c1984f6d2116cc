/*
 * Membership status and renewal (issue 36 items 1-2), on an injected clock: every date below is an
 * Asia/Dhaka business date, moved by setting `now`, never by waiting.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { drivers, type TestApp } from './helpers';
import { createCastApp, type Caller, type Cast } from './support/cast';
import { API, RETURN_URL, completeOnlineCheckout, payFor, transactionRow, approveOffline } from './support/fixtures';
import { createMembershipType, HONORARY_MEMBER } from './support/association-fixtures';
import { BKASH_HEADER, csvOf, uploadStatement } from './support/statements';

/** Noon in Dhaka (06:00 UTC) of a business date. */
const dhakaNoon = (date: string) => new Date(`${date}T06:00:00Z`);

describe.each(drivers)('membership status and renewal (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let now = dhakaNoon('2026-11-27');
  let yearly: number;
  let monthly: number;
  let lifetime: number;
  let free: number;

  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver, clock: () => now }));
    yearly = await createMembershipType(t.database, cast.associationId, {
      name: 'General',
      short_name: 'GM',
      fee: 1000,
      duration_month: 12,
    });
    monthly = await createMembershipType(t.database, cast.associationId, {
      name: 'Monthly',
      short_name: 'MM',
      fee: 100,
      duration_month: 1,
    });
    lifetime = await createMembershipType(t.database, cast.associationId, {
      name: 'Life',
      short_name: 'LM',
      fee: 9000,
      duration_month: 1200,
    });
    free = await createMembershipType(t.database, cast.associationId, HONORARY_MEMBER);
  });
  afterAll(async () => t?.close());

  /** A membership of `who` made by an approved offline payment, then given `endDate` (its period as it stands). */
  async function membershipEnding(endDate: string | null, who: Caller = cast.user, type = yearly) {
    const paid = await payFor(t.app, who, cast.associationId, type, true);
    const approved = await approveOffline(t.app, cast.associationAdmin, paid.id, {
      transaction_date: '2026-01-15',
      transaction_method: 'bKash',
    });
    expect(approved.statusCode).toBe(200);
    const id: number = approved.json().membership.id;
    await t.app.db.updateTable('memberships').set({ end_date: endDate }).where('id', '=', id).execute();
    return id;
  }

  const renew = (id: number, payload: object, who: Caller = cast.user) =>
    t.app.inject({
      method: 'POST',
      url: `${API}/memberships/${id}/renew/`,
      headers: who.headers,
      payload: { base_url: RETURN_URL, ...payload },
    });
  const membership = (id: number) =>
    t.app.db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const periods = (id: number) =>
    t.app.db
      .selectFrom('membership_periods')
      .select(['start_date', 'end_date', 'membership_type_id'])
      .where('membership_id', '=', id)
      .orderBy('start_date')
      .execute();
  const mine = async (who: Caller = cast.user) => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/auth/user/memberships/`, headers: who.headers });
    expect(response.statusCode).toBe(200);
    return response.json<{ results: { id: number; status: string; end_date: string | null; period_start: string }[] }>()
      .results;
  };
  /** The "renewed" mails queued for the member (paid online or approved offline). */
  const renewedMails = () =>
    t.app.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('to_address', '=', cast.user.email!)
      .where('subject', 'like', '%is renewed')
      .execute();
  async function paySandbox(paymentUrl: string) {
    expect((await completeOnlineCheckout(t.app, paymentUrl)).done.statusCode).toBe(303);
  }

  it('computes the status in Dhaka dates: ending today is expiring, yesterday expired, 31 days ahead active', async () => {
    now = dhakaNoon('2026-11-27');
    const who = cast.otherUser;
    const ids = {
      today: await membershipEnding('2026-11-27', who),
      yesterday: await membershipEnding('2026-11-26', who),
      in30: await membershipEnding('2026-12-27', who),
      in31: await membershipEnding('2026-12-28', who),
      lifetime: await membershipEnding(null, who),
    };
    const statusOf = async () => Object.fromEntries((await mine(who)).map((m) => [m.id, m.status]));
    expect(await statusOf()).toEqual({
      [ids.today]: 'expiring',
      [ids.yesterday]: 'expired',
      [ids.in30]: 'expiring',
      [ids.in31]: 'active',
      [ids.lifetime]: 'lifetime',
    });
    // 17:59 UTC is 23:59 in Dhaka: still the 27th. 18:00 UTC is midnight: the 28th, and the day's membership ended.
    now = new Date('2026-11-27T17:59:00Z');
    expect((await statusOf())[ids.today]).toBe('expiring');
    now = new Date('2026-11-27T18:00:00Z');
    expect((await statusOf())[ids.today]).toBe('expired');
    expect((await statusOf())[ids.in31]).toBe('expiring');
  });

  it("filters the admin's members by status, sorts them by end date and puts the status in the CSV", async () => {
    now = dhakaNoon('2026-11-27');
    const list = async (query: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `${API}/associations/${cast.associationId}/memberships/?${query}`,
        headers: cast.associationAdmin.headers,
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ count: number; results: { end_date: string | null; status: string }[] }>();
    };
    const all = await list('limit=500');
    for (const status of ['active', 'expiring', 'expired', 'lifetime']) {
      const filtered = await list(`status=${status}&limit=500`);
      expect(filtered.count).toBe(all.results.filter((m) => m.status === status).length);
      expect(filtered.results.every((m) => m.status === status)).toBe(true);
    }
    const ends = (await list('ordering=end_date&limit=500')).results.map((m) => m.end_date);
    const dated = ends.filter((e): e is string => e !== null);
    expect(dated).toEqual([...dated].sort());
    expect(ends.slice(dated.length).every((e) => e === null)).toBe(true);
    expect((await list('ordering=-end_date&limit=500')).results[0].end_date).toBeNull();

    const csv = await t.app.inject({
      method: 'GET',
      url: `${API}/associations/${cast.associationId}/memberships/export.csv?status=expired`,
      headers: cast.associationAdmin.headers,
    });
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    // The Source column (issue 39) follows the status.
    expect(lines[0]).toMatch(/End date,Status,Source$/);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.endsWith(',expired,application'))).toBe(true);
  });

  it('answers 400 for an unknown status filter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${API}/associations/${cast.associationId}/memberships/?status=soon`,
      headers: cast.associationAdmin.headers,
    });
    expect(response.statusCode).toBe(400);
  });

  it('renews online from the old end date: same serial, a new period, marked as a renewal', async () => {
    now = dhakaNoon('2026-11-27');
    const id = await membershipEnding('2026-12-10');
    const before = await membership(id);
    const response = await renew(id, { membership_type: yearly, offline: false });
    expect(response.statusCode).toBe(201);
    const body = response.json<{ id: number; transaction_id: string; payment_url: string }>();
    expect(body.payment_url).toContain('/payments/sandbox/checkout/');
    const mailsBefore = (await renewedMails()).length;
    await paySandbox(body.payment_url);
    // The member is told, as for a renewal approved offline: one "renewed" mail in the outbox.
    expect(await renewedMails()).toHaveLength(mailsBefore + 1);

    const after = await membership(id);
    expect(after).toMatchObject({ serial: before.serial, start_date: before.start_date, end_date: '2027-12-10' });
    expect(after.period_start).toBe('2026-12-10');
    expect(await periods(id)).toEqual([
      expect.objectContaining({ start_date: before.start_date }),
      { start_date: '2026-12-10', end_date: '2027-12-10', membership_type_id: yearly },
    ]);
    expect((await mine()).find((m) => m.id === id)).toMatchObject({ status: 'active', period_start: '2026-12-10' });

    const listed = await t.app.inject({
      method: 'GET',
      url: `${API}/associations/${cast.associationId}/transactions/memberships/`,
      headers: cast.associationAdmin.headers,
    });
    const row = listed.json().results.find((r: { id: number }) => r.id === body.id);
    expect(row.membership_request.renewal_of).toBe(id);
    expect(row.status).toBe('success');
    // Renewed and active again: nothing to renew now.
    expect((await renew(id, { membership_type: yearly, offline: false })).json().code).toBe('NOT_RENEWABLE');
  });

  it('renews an expired membership offline from the day the admin records, to another type (the 31st)', async () => {
    now = dhakaNoon('2027-02-01');
    const id = await membershipEnding('2026-10-31');
    const response = await renew(id, { membership_type: monthly, offline: true });
    expect(response.statusCode).toBe(201);
    const { id: txId, payment_url } = response.json();
    expect(payment_url).toBeNull();
    const mailsBefore = (await renewedMails()).length;
    const membershipsBefore = await membershipCount();
    // The renewal copied institute, batch and roll number; the admin approves as for an application.
    const approved = await approveOffline(t.app, cast.associationAdmin, txId, {
      transaction_date: '2027-01-31',
      transaction_method: 'Cash',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().membership.id).toBe(id);
    expect(approved.json().transaction.membership_request.renewal_of).toBe(id);
    expect(await membership(id)).toMatchObject({
      period_start: '2027-01-31',
      end_date: '2027-02-28',
      membership_type_id: monthly,
    });
    // The same membership renewed, none added; the member is told it is renewed.
    expect(await membershipCount()).toBe(membershipsBefore);
    expect(await renewedMails()).toHaveLength(mailsBefore + 1);
  });

  it('renews offline with the claim an application takes (checked alike), which a statement then matches', async () => {
    now = dhakaNoon('2027-06-01');
    const id = await membershipEnding('2027-05-20');
    const bad = await renew(id, {
      membership_type: yearly,
      offline: true,
      claim: { phone: '12345', paid_on: '2027-02-30' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Enter a Bangladeshi mobile number');
    expect(bad.body).toContain('Date paid must be a real date');
    const claim = { method: 'bKash', reference: 'RNW7CD12EF', paid_on: '2027-05-31', phone: '01712345678' };
    const response = await renew(id, { membership_type: yearly, offline: true, claim });
    expect(response.statusCode).toBe(201);
    const txId: number = response.json().id;
    expect(await transactionRow(t, txId)).toMatchObject({
      claim_method: 'bKash',
      claim_reference: 'RNW7CD12EF',
      claim_paid_on: '2027-05-31',
      claim_phone: '01712345678',
    });
    const statement = csvOf([
      BKASH_HEADER,
      ['RNW7CD12EF', '2027-05-31 10:15:00', 'Payment', '01712345678', '1,000.00', 'renewal', '5,000'],
    ]);
    const uploaded = await uploadStatement(t.app, cast.associationAdmin, cast.associationId, statement);
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json().matches).toEqual([
      expect.objectContaining({ transaction: expect.objectContaining({ id: txId }), kind: 'reference' }),
    ]);
  });

  const membershipCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('memberships')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('renews across a leap day: from 29 February 2028 to 28 February 2029', async () => {
    now = dhakaNoon('2028-02-10');
    const id = await membershipEnding('2028-02-29');
    const count = await membershipCount();
    const { payment_url } = (await renew(id, { membership_type: yearly, offline: false })).json();
    await paySandbox(payment_url);
    expect(await membership(id)).toMatchObject({ period_start: '2028-02-29', end_date: '2029-02-28' });
    expect(await membershipCount()).toBe(count);
  });

  it('renews a membership ending today from today; a free type at once', async () => {
    now = dhakaNoon('2026-11-27');
    const id = await membershipEnding('2026-11-27');
    const response = await renew(id, { membership_type: free, offline: false });
    expect(response.statusCode).toBe(201);
    expect((await transactionRow(t, response.json().id)).status).toBe('success');
    expect(await membership(id)).toMatchObject({
      period_start: '2026-11-27',
      end_date: '2027-11-27',
      membership_type_id: free,
    });
  });

  it('refuses an active or lifetime membership, a retired type and a type of another association', async () => {
    now = dhakaNoon('2026-11-27');
    const active = await membershipEnding('2027-06-01');
    expect((await renew(active, { membership_type: yearly })).statusCode).toBe(409);
    const life = await membershipEnding(null, cast.user, lifetime);
    const refused = await renew(life, { membership_type: yearly });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOT_RENEWABLE');

    const expiring = await membershipEnding('2026-12-01');
    const retired = await createMembershipType(t.database, cast.associationId, {
      name: 'Old',
      short_name: 'OLD',
      is_retired: true,
    });
    const retiredAnswer = await renew(expiring, { membership_type: retired });
    expect(retiredAnswer.statusCode).toBe(400);
    expect(retiredAnswer.json().membership_type[0]).toContain('no longer offered');
    const elsewhere = await t.app.db
      .selectFrom('associations')
      .select('id')
      .where('id', '!=', cast.associationId)
      .executeTakeFirstOrThrow();
    const foreignType = await createMembershipType(t.database, elsewhere.id, { name: 'Foreign' });
    expect((await renew(expiring, { membership_type: foreignType })).statusCode).toBe(400);
    expect((await renew(expiring, { membership_type: yearly, base_url: 'https://evil.example/' })).statusCode).toBe(
      400,
    );
    expect((await renew(expiring, { offline: true })).statusCode).toBe(400);
  });

  it("answers 404 for someone else's membership, for its association's admin and for an unknown id; 401 signed out", async () => {
    now = dhakaNoon('2026-11-27');
    const id = await membershipEnding('2026-12-01');
    for (const who of [cast.otherUser, cast.associationAdmin, cast.otherAssociationAdmin]) {
      const response = await renew(id, { membership_type: yearly }, who);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('MEMBERSHIP_NOT_FOUND');
    }
    expect((await renew(999_999, { membership_type: yearly })).statusCode).toBe(404);
    expect((await renew(id, { membership_type: yearly }, cast.anonymous)).statusCode).toBe(401);
  });

  it('renewing twice at once opens one pending transaction (online and offline)', async () => {
    now = dhakaNoon('2026-11-27');
    for (const offline of [false, true]) {
      const id = await membershipEnding('2026-12-05');
      const [a, b] = await Promise.all([
        renew(id, { membership_type: yearly, offline }),
        renew(id, { membership_type: yearly, offline }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json().transaction_id).toBe(b.json().transaction_id);
      const pending = await t.app.db
        .selectFrom('transactions as tx')
        .innerJoin('membership_requests as mr', 'mr.id', 'tx.membership_request_id')
        .select('tx.id')
        .where('mr.renewal_of', '=', id)
        .where('tx.status', '=', 'pending')
        .execute();
      expect(pending).toHaveLength(1);
    }
  });

  it('completes a renewal paid online after its type was retired; a later offline approval of it is refused', async () => {
    now = dhakaNoon('2026-11-27');
    const type = await createMembershipType(t.database, cast.associationId, {
      name: 'Soon retired',
      short_name: 'SR',
      fee: 500,
    });
    const id = await membershipEnding('2026-12-20');
    const offline = (await renew(id, { membership_type: type, offline: true })).json();
    const online = (await renew(id, { membership_type: type, offline: false })).json();
    await t.app.db.updateTable('membership_types').set({ is_retired: true }).where('id', '=', type).execute();
    await paySandbox(online.payment_url);
    expect(await membership(id)).toMatchObject({
      period_start: '2026-12-20',
      end_date: '2027-12-20',
      membership_type_id: type,
    });
    const late = await approveOffline(t.app, cast.associationAdmin, offline.id, {
      transaction_date: '2026-11-27',
      transaction_method: 'Cash',
    });
    expect(late.statusCode).toBe(409);
    expect(await periods(id)).toHaveLength(2);
  });
});
