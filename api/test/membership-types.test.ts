import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { MEMBERSHIP_TYPE_RETIRED_MESSAGE } from '@alumni/shared/contracts';
import { createUser, drivers, type TestApp } from './helpers';
import {
  createApplication,
  createAssociation,
  createMembership,
  createMembershipType,
} from './support/association-fixtures';
import { API } from './support/fixtures';
import { expectEachRequired } from './support/validation';
import { createCastApp, type Caller, type Cast } from './support/cast';

const BODY = {
  name: 'Life Member',
  short_name: 'LM',
  description: 'For life.\nNo renewals.',
  duration_month: 1200,
  fee: 10000,
};

describe.each(drivers)('membership types (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let otherAssociationId: number;
  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver }));
    otherAssociationId = cast.otherAssociationId;
  });
  afterAll(async () => t?.close());

  const typesUrl = (associationId: number) => `${API}/associations/${associationId}/membership-types/`;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: Caller, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: who.headers,
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  /** The five callers of every authorization table. */
  const everyone = () =>
    [
      [cast.anonymous, 'anonymous'],
      [cast.user, 'plain user'],
      [cast.otherAssociationAdmin, 'admin of another association'],
      [cast.associationAdmin, "this association's admin"],
      [cast.superAdmin, 'super admin'],
    ] as const;

  async function typeRow(id: number) {
    return t.app.db.selectFrom('membership_types').selectAll().where('id', '=', id).executeTakeFirst();
  }

  describe('GET (anyone)', () => {
    let association: number;
    let ids: Record<string, number>;
    beforeAll(async () => {
      association = await createAssociation(t.database, { name: 'Types Listing Alumni' });
      const type = (
        name: string,
        short_name: string,
        duration_month: number,
        more: { fee?: number; is_retired?: boolean },
      ) => createMembershipType(t.database, association, { name, short_name, duration_month, ...more });
      ids = {
        life: await type('Lifetime', 'LT', 1200, { fee: 10000 }),
        yearlyDear: await type('Yearly Plus', 'YP', 12, { fee: 1500 }),
        yearly: await type('Yearly', 'YR', 12, { fee: 500.5 }),
        monthly: await type('Monthly', 'MO', 1, { fee: 50 }),
        retired: await type('Old', 'OLD', 6, { is_retired: true }),
      };
      await createMembershipType(t.database, otherAssociationId, { name: 'Not here' });
      const [a, b] = [await createUser(t.database), await createUser(t.database)];
      await createMembership(t.database, { userId: a.id, associationId: association, typeId: ids.yearly, serial: 1 });
      await createMembership(t.database, {
        userId: b.id,
        associationId: association,
        typeId: ids.yearly,
        serial: 2,
        end_date: '2020-01-01',
      });
      await createMembership(t.database, { userId: b.id, associationId: association, typeId: ids.life, serial: 3 });
    });

    it('lists the types on offer by duration then fee, with their member counts; retired ones are hidden', async () => {
      for (const who of [cast.anonymous, cast.user, cast.superAdmin]) {
        const response = await call('GET', typesUrl(association), who);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          results: [
            {
              id: ids.monthly,
              name: 'Monthly',
              short_name: 'MO',
              description: 'A membership',
              fee: 50,
              duration_month: 1,
              alumni_association: association,
              member_count: 0,
            },
            {
              id: ids.yearly,
              name: 'Yearly',
              short_name: 'YR',
              description: 'A membership',
              fee: 500.5,
              duration_month: 12,
              alumni_association: association,
              member_count: 2,
            },
            {
              id: ids.yearlyDear,
              name: 'Yearly Plus',
              short_name: 'YP',
              description: 'A membership',
              fee: 1500,
              duration_month: 12,
              alumni_association: association,
              member_count: 0,
            },
            {
              id: ids.life,
              name: 'Lifetime',
              short_name: 'LT',
              description: 'A membership',
              fee: 10000,
              duration_month: 1200,
              alumni_association: association,
              member_count: 1,
            },
          ],
        });
      }
    });

    it("shows one type of this association; another association's or a retired one is 404", async () => {
      const response = await call('GET', `${typesUrl(association)}${ids.yearly}/`, cast.anonymous);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: ids.yearly,
        fee: 500.5,
        member_count: 2,
        alumni_association: association,
      });
      for (const url of [
        `${typesUrl(otherAssociationId)}${ids.yearly}/`,
        `${typesUrl(association)}${ids.retired}/`,
        `${typesUrl(association)}999999/`,
      ]) {
        const missing = await call('GET', url, cast.anonymous);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'Membership type not found.', code: 'MEMBERSHIP_TYPE_NOT_FOUND' });
      }
    });

    it('answers 404 "Association not found." for an association that does not exist, 400 for a bad id', async () => {
      for (const url of [typesUrl(999999), `${typesUrl(999999)}1/`]) {
        const response = await call('GET', url, cast.anonymous);
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Association not found.');
      }
      expect((await call('GET', `${API}/associations/x/membership-types/`, cast.anonymous)).statusCode).toBe(400);
      expect((await call('GET', `${typesUrl(association)}-1/`, cast.anonymous)).statusCode).toBe(400);
    });
  });

  describe('POST (its admins)', () => {
    it('answers by caller: 401 anonymous, 404 not its admin, 201 its admin and the super admin', async () => {
      const expected: Record<string, number> = {
        anonymous: 401,
        'plain user': 404,
        'admin of another association': 404,
        "this association's admin": 201,
        'super admin': 201,
      };
      for (const [who, label] of everyone()) {
        const response = await call('POST', typesUrl(cast.associationId), who, { ...BODY, name: `By ${label}` });
        expect([label, response.statusCode]).toEqual([label, expected[label]]);
        if (expected[label] === 404) expect(response.json().message).toBe('Association not found.');
      }
    });

    it('creates the type: 201 with it, fee and duration as numbers', async () => {
      const response = await call('POST', typesUrl(cast.associationId), cast.associationAdmin, {
        ...BODY,
        fee: '19.99',
        duration_month: '12',
        alumni_association: cast.associationId,
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        ...BODY,
        fee: 19.99,
        duration_month: 12,
        alumni_association: cast.associationId,
        member_count: 0,
      });
      expect((await call('GET', `${typesUrl(cast.associationId)}${body.id}/`, cast.anonymous)).json()).toEqual(body);
      expect((await typeRow(body.id))?.fee).toBe(19.99);
    });

    it('refuses each missing field (spec section 5) with its message, writing nothing', async () => {
      const before = (await call('GET', typesUrl(cast.associationId), cast.anonymous)).json().results.length;
      const required: [keyof typeof BODY, string][] = [
        ['name', 'Name is required'],
        ['short_name', 'Short name is required'],
        ['description', 'Description is required'],
        ['duration_month', 'Duration in months is required'],
        ['fee', 'Fee is required'],
      ];
      await expectEachRequired(
        BODY,
        required,
        (payload) => call('POST', typesUrl(cast.associationId), cast.associationAdmin, payload),
        '   ',
      );
      expect((await call('GET', typesUrl(cast.associationId), cast.anonymous)).json().results.length).toBe(before);
    });

    it('refuses bad durations and fees with messages naming the field', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ duration_month: 0 }, 'duration_month', 'Duration must be at least 1 month'],
        [{ duration_month: 1201 }, 'duration_month', 'Duration must be at most 1200 months (lifetime)'],
        [{ duration_month: 1.5 }, 'duration_month', 'Duration in months must be a whole number'],
        [{ duration_month: 'a year' }, 'duration_month', 'Duration in months must be a number'],
        [{ fee: -1 }, 'fee', 'Fee cannot be negative'],
        [{ fee: 'free' }, 'fee', 'Fee must be a number'],
        [{ fee: true }, 'fee', 'Fee must be a number'],
        [{ fee: 12.345 }, 'fee', 'Fee can have at most two decimals'],
        [{ fee: 10_000_001 }, 'fee', 'Fee is too large'],
        [{ name: 'n'.repeat(151) }, 'name', 'Name must be at most 150 characters'],
        [{ short_name: 's'.repeat(21) }, 'short_name', 'Short name must be at most 20 characters'],
        [{ description: 'd'.repeat(5001) }, 'description', 'Description must be at most 5000 characters'],
      ];
      for (const [change, field, message] of cases) {
        const response = await call('POST', typesUrl(cast.associationId), cast.associationAdmin, {
          ...BODY,
          ...change,
        });
        expect([field, response.statusCode]).toEqual([field, 400]);
        expect(response.json()).toMatchObject({ message, [field]: [message] });
      }
    });

    it('accepts a free type (fee 0) and a one-month type', async () => {
      const response = await call('POST', typesUrl(cast.associationId), cast.associationAdmin, {
        ...BODY,
        fee: 0,
        duration_month: 1,
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ fee: 0, duration_month: 1 });
    });

    it('refuses alumni_association naming another association than the address', async () => {
      const response = await call('POST', typesUrl(cast.associationId), cast.associationAdmin, {
        ...BODY,
        alumni_association: otherAssociationId,
      });
      expect(response.statusCode).toBe(400);
      const message = `alumni_association must be ${cast.associationId}, the association in the address (it was ${otherAssociationId}).`;
      expect(response.json()).toEqual({ message, code: 'VALIDATION_ERROR', alumni_association: [message] });
    });

    it('answers 404 for an association that does not exist, even to the super admin', async () => {
      expect((await call('POST', typesUrl(999999), cast.superAdmin, BODY)).statusCode).toBe(404);
    });
  });

  describe('PATCH (its admins)', () => {
    async function newType(): Promise<number> {
      return createMembershipType(t.database, cast.associationId, {
        name: 'Patchable',
        short_name: 'PT',
        fee: 300,
        duration_month: 6,
      });
    }

    it('answers by caller: 401 anonymous, 404 not its admin, 200 its admin and the super admin', async () => {
      const id = await newType();
      const expected: Record<string, number> = {
        anonymous: 401,
        'plain user': 404,
        'admin of another association': 404,
        "this association's admin": 200,
        'super admin': 200,
      };
      for (const [who, label] of everyone()) {
        const response = await call('PATCH', `${typesUrl(cast.associationId)}${id}/`, who, { name: `By ${label}` });
        expect([label, response.statusCode]).toEqual([label, expected[label]]);
      }
      expect((await typeRow(id))?.name).toBe('By super admin');
    });

    it('changes only the fields sent', async () => {
      const id = await newType();
      const response = await call('PATCH', `${typesUrl(cast.associationId)}${id}/`, cast.associationAdmin, {
        fee: '750.50',
        duration_month: 12,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id,
        name: 'Patchable',
        short_name: 'PT',
        description: 'A membership',
        fee: 750.5,
        duration_month: 12,
        alumni_association: cast.associationId,
        member_count: 0,
      });
      const full = await call('PATCH', `${typesUrl(cast.associationId)}${id}/`, cast.associationAdmin, {
        ...BODY,
        alumni_association: cast.associationId,
      });
      expect(full.json()).toMatchObject(BODY);
      // An empty PATCH is refused, not taken as a silent no-op.
      const nothing = await call('PATCH', `${typesUrl(cast.associationId)}${id}/`, cast.associationAdmin, {});
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json()).toMatchObject({ message: 'Send at least one field to change.' });
      expect((await call('GET', `${typesUrl(cast.associationId)}${id}/`, cast.associationAdmin)).json()).toEqual(
        full.json(),
      );
    });

    it('checks each field sent as on create, changing nothing when one is wrong', async () => {
      const id = await newType();
      const cases: [Record<string, unknown>, string, string][] = [
        [{ name: '' }, 'name', 'Name is required'],
        [{ short_name: '  ' }, 'short_name', 'Short name is required'],
        [{ description: '' }, 'description', 'Description is required'],
        [{ fee: '' }, 'fee', 'Fee is required'],
        [{ fee: null }, 'fee', 'Fee is required'],
        [{ fee: -5 }, 'fee', 'Fee cannot be negative'],
        [{ duration_month: 0 }, 'duration_month', 'Duration must be at least 1 month'],
        [{ duration_month: '' }, 'duration_month', 'Duration in months is required'],
        [{ name: 'Fine', duration_month: 2000 }, 'duration_month', 'Duration must be at most 1200 months (lifetime)'],
      ];
      for (const [change, field, message] of cases) {
        const response = await call('PATCH', `${typesUrl(cast.associationId)}${id}/`, cast.associationAdmin, change);
        expect([field, response.statusCode]).toEqual([field, 400]);
        expect(response.json()[field]).toEqual([message]);
      }
      const mismatch = await call('PATCH', `${typesUrl(cast.associationId)}${id}/`, cast.associationAdmin, {
        alumni_association: otherAssociationId,
      });
      expect(mismatch.statusCode).toBe(400);
      expect(mismatch.json().alumni_association).toHaveLength(1);
      expect(await typeRow(id)).toMatchObject({ name: 'Patchable', short_name: 'PT', fee: 300, duration_month: 6 });
    });

    it('answers 404 for a type of another association, a retired one and a missing one', async () => {
      const foreign = await createMembershipType(t.database, otherAssociationId);
      const retired = await createMembershipType(t.database, cast.associationId, { is_retired: true });
      for (const id of [foreign, retired, 999999]) {
        const response = await call('PATCH', `${typesUrl(cast.associationId)}${id}/`, cast.associationAdmin, {
          name: 'Stolen',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().message).toBe('Membership type not found.');
      }
      expect((await typeRow(foreign))?.name).toBe('General');
      // Its own admin cannot reach it through this association's address either.
      const viaOther = await call('PATCH', `${typesUrl(otherAssociationId)}${foreign}/`, cast.associationAdmin, {
        name: 'Stolen',
      });
      expect(viaOther.statusCode).toBe(404);
    });
  });

  describe('DELETE (its admins)', () => {
    const remove = (id: number, who: Caller, associationId = cast.associationId) =>
      call('DELETE', `${typesUrl(associationId)}${id}/`, who);

    it('answers by caller: 401 anonymous, 404 not its admin, 204 its admin and the super admin', async () => {
      const expected: Record<string, number> = {
        anonymous: 401,
        'plain user': 404,
        'admin of another association': 404,
        "this association's admin": 204,
        'super admin': 204,
      };
      for (const [who, label] of everyone()) {
        const id = await createMembershipType(t.database, cast.associationId, { name: 'Deletable' });
        const response = await remove(id, who);
        expect([label, response.statusCode]).toEqual([label, expected[label]]);
        expect(Boolean(await typeRow(id))).toBe(expected[label] !== 204);
      }
    });

    it('deletes a type no one holds: 204, empty body, then 404', async () => {
      const id = await createMembershipType(t.database, cast.associationId);
      const response = await remove(id, cast.associationAdmin);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(await typeRow(id)).toBeUndefined();
      expect((await remove(id, cast.associationAdmin)).statusCode).toBe(404);
      expect((await call('GET', `${typesUrl(cast.associationId)}${id}/`, cast.anonymous)).statusCode).toBe(404);
    });

    it('retires a type members hold: 200 saying so, kept for the memberships, gone from the list', async () => {
      const id = await createMembershipType(t.database, cast.associationId, { name: 'Held' });
      const member = await createUser(t.database);
      const membership = await createMembership(t.database, {
        userId: member.id,
        associationId: cast.associationId,
        typeId: id,
        serial: 501,
      });
      const response = await remove(id, cast.associationAdmin);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: MEMBERSHIP_TYPE_RETIRED_MESSAGE });
      expect(MEMBERSHIP_TYPE_RETIRED_MESSAGE).toBe(
        'This membership type has members, so it was retired: existing memberships keep it and no one new can choose it.',
      );
      expect(await typeRow(id)).toMatchObject({ id, is_retired: true, name: 'Held' });
      const row = await t.app.db
        .selectFrom('memberships')
        .select('membership_type_id')
        .where('id', '=', membership)
        .executeTakeFirstOrThrow();
      expect(row.membership_type_id).toBe(id);
      const list = (await call('GET', typesUrl(cast.associationId), cast.anonymous)).json();
      expect(list.results.map((r: { id: number }) => r.id)).not.toContain(id);
      expect((await call('GET', `${typesUrl(cast.associationId)}${id}/`, cast.anonymous)).statusCode).toBe(404);
      // A retired type is gone from the API: deleting it again is a 404.
      expect((await remove(id, cast.associationAdmin)).statusCode).toBe(404);
    });

    it('retires a type someone applied for (no membership yet), saying so', async () => {
      const id = await createMembershipType(t.database, cast.associationId, { name: 'Applied' });
      await createApplication(t.database, { userId: cast.user.id!, associationId: cast.associationId, typeId: id });
      const response = await remove(id, cast.superAdmin);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(
        'This membership type has membership applications, so it was retired: existing applications keep it and no one new can choose it.',
      );
      expect((await typeRow(id))?.is_retired).toBe(true);
    });

    it('answers 404 for a type of another association', async () => {
      const foreign = await createMembershipType(t.database, otherAssociationId);
      expect((await remove(foreign, cast.associationAdmin)).statusCode).toBe(404);
      expect((await remove(foreign, cast.associationAdmin, otherAssociationId)).statusCode).toBe(404);
      expect(await typeRow(foreign)).toBeDefined();
    });
  });
});
