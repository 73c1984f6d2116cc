import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { membershipListSchema } from '@alumni/shared/contracts';
import { addMonths, today } from '../src/lib/business-dates';
import { drivers, type TestApp } from './helpers';
import { createCastApp, type Caller, type Cast } from './support/cast';
import { API, payFor, approveOffline } from './support/fixtures';
import { createMembershipType, updateAssociation, updateUser } from './support/association-fixtures';

describe.each(drivers)('GET /auth/user/memberships/ (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  const types: Record<number, number> = {};

  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver }));
    await updateAssociation(t.database, cast.associationId, {
      website: 'https://alumni.example.org',
      logo: '/media/logos/cast.webp',
    });
    await updateUser(t.database, cast.user.id!, { first_name: 'Rahim', last_name: 'Uddin' });
    for (const [months, short] of [
      [1, 'SM'],
      [12, 'GM'],
      [24, 'TM'],
      [1200, 'LM'],
    ] as const) {
      types[months] = await createMembershipType(t.database, cast.associationId, {
        name: `${short} type`,
        short_name: short,
        fee: months * 10,
        duration_month: months,
      });
    }
  });
  afterAll(async () => t?.close());

  const mine = (who: Caller) =>
    t.app.inject({ method: 'GET', url: `${API}/auth/user/memberships/`, headers: who.headers });
  async function member(who: Caller, months: number) {
    const paid = await payFor(t.app, who, cast.associationId, types[months], true);
    const approved = await approveOffline(t.app, cast.associationAdmin, paid.id);
    expect(approved.statusCode).toBe(200);
    return approved.json().membership.id as number;
  }

  it('lists the caller’s memberships, newest first, with the dates of each duration', async () => {
    const ids: Record<number, number> = {};
    for (const months of [1, 12, 24, 1200]) ids[months] = await member(cast.user, months);
    await member(cast.otherUser, 12);

    const response = await mine(cast.user);
    expect(response.statusCode).toBe(200);
    const body = membershipListSchema.parse(response.json());
    expect(body.results.map((m) => m.id)).toEqual([ids[1200], ids[24], ids[12], ids[1]]);
    const start = today();
    const byMonths = Object.fromEntries(body.results.map((m) => [m.membership_type.duration_month, m]));
    expect(byMonths[1].end_date).toBe(addMonths(start, 1));
    expect(byMonths[12].end_date).toBe(addMonths(start, 12));
    expect(byMonths[24].end_date).toBe(addMonths(start, 24));
    expect(byMonths[1200].end_date).toBeNull();
    expect(body.results.every((m) => m.start_date === start && m.is_active)).toBe(true);
    expect(body.results.map((m) => m.serial).sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
    expect(response.json().results[0]).toEqual({
      id: ids[1200],
      alumni_association: {
        id: cast.associationId,
        name: 'Cast Association One',
        logo: '/media/logos/cast.webp',
        website: 'https://alumni.example.org',
      },
      institute: 'School',
      batch: '2008',
      roll_number: '42',
      membership_type: { id: types[1200], name: 'LM type', short_name: 'LM', fee: 12000, duration_month: 1200 },
      serial: expect.any(Number),
      start_date: start,
      end_date: null,
      period_start: start,
      is_active: true,
      status: 'lifetime',
      user: {
        id: cast.user.id,
        first_name: 'Rahim',
        last_name: 'Uddin',
        email: cast.user.email,
        email_verified: false,
        public_handle: expect.stringMatching(/^[0-9a-f]{16}$/),
      },
      // The holder's own list: the page that verifies this period's certificate.
      verify_url: expect.stringMatching(/^http:\/\/localhost:8080\/verify\/[a-z2-7]{32}$/),
    });
  });

  it('an ended membership is not active', async () => {
    const id = await member(cast.otherUser, 1);
    await t.app.db
      .updateTable('memberships')
      .set({ start_date: '2020-01-01', end_date: '2020-02-01' })
      .where('id', '=', id)
      .execute();
    const body = (await mine(cast.otherUser)).json();
    const ended = body.results.find((m: { id: number }) => m.id === id);
    expect(ended).toMatchObject({ end_date: '2020-02-01', is_active: false });
    expect(body.results.filter((m: { is_active: boolean }) => m.is_active)).toHaveLength(1);
  });

  it('authorization: anonymous 401; every other caller sees only their own (none here)', async () => {
    expect((await mine(cast.anonymous)).statusCode).toBe(401);
    for (const who of [cast.associationAdmin, cast.otherAssociationAdmin, cast.superAdmin]) {
      const response = await mine(who);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ results: [] });
    }
  });
});
