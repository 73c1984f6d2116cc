import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { authHeader, createUser, drivers, type TestApp } from './helpers';
import {
  createAssociation,
  createMembership,
  createMembershipType,
  daysFromToday,
  setUserName,
  GENERAL_MEMBER,
  LIFE_MEMBER,
} from './support/association-fixtures';
import { createCastApp, type Caller, type Cast, associationAdminStatuses } from './support/cast';
import { API } from './support/fixtures';

type Person = { id: number; email: string; first: string; last: string };

describe.each(drivers)('association members (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let otherAssociationId: number;
  let general: number;
  let life: number;
  const people: Record<string, Person> = {};
  const membershipIds: Record<string, number> = {};

  async function person(key: string, first: string, last: string): Promise<Person> {
    const user = await createUser(t.database);
    await setUserName(t.database, user.id, first, last);
    people[key] = { id: user.id, email: user.email, first, last };
    return people[key];
  }

  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver }));
    otherAssociationId = cast.otherAssociationId;
    general = await createMembershipType(t.database, cast.associationId, GENERAL_MEMBER);
    life = await createMembershipType(t.database, cast.associationId, LIFE_MEMBER);
    const a = cast.associationId;
    // Added out of serial order on purpose: the list is by serial.
    const rows: [string, string, string, number, number, string, string, string | null][] = [
      ['rahim', 'Rahim', 'Uddin', 3, general, '2008', '101', daysFromToday(200)],
      ['nusrat', 'Nusrat', 'Jahan', 1, life, '2012', '7', null],
      ['karim', 'Karim', 'Rahimi', 2, general, '2010', '55', daysFromToday(-10)],
      ['bangla', 'রহিম', 'উদ্দিন', 4, general, '2008', '২২', daysFromToday(30)],
      ['evil', '=HYPERLINK("http://evil.example","x")', 'Smith, "Jr."', 5, life, '-2008', '+8801711', null],
    ];
    for (const [key, first, last, serial, typeId, batch, roll, end] of rows) {
      const p = await person(key, first, last);
      membershipIds[key] = await createMembership(t.database, {
        userId: p.id,
        associationId: a,
        typeId,
        serial,
        batch,
        roll_number: roll,
        start_date: '2026-01-15',
        end_date: end,
      });
    }
    // A member of another association with a matching name and batch: never listed here.
    const otherType = await createMembershipType(t.database, otherAssociationId);
    const outsider = await person('outsider', 'Rahim', 'Outsider');
    await createMembership(t.database, {
      userId: outsider.id,
      associationId: otherAssociationId,
      typeId: otherType,
      serial: 1,
      batch: '2008',
    });
  });
  afterAll(async () => t?.close());

  const membersUrl = (associationId: number, query = '') => `${API}/associations/${associationId}/memberships/${query}`;
  const csvUrl = (associationId: number, query = '') =>
    `${API}/associations/${associationId}/memberships/export.csv${query}`;
  const get = (url: string, who: Caller = cast.associationAdmin) =>
    t.app.inject({ method: 'GET', url, headers: who.headers });
  const serials = (body: { results: { serial: number }[] }) => body.results.map((r) => r.serial);

  describe('GET /associations/{id}/memberships/', () => {
    it('answers by caller: 401 anonymous, 404 not its admin, 200 its admin and the super admin', async () => {
      const table = associationAdminStatuses(cast);
      for (const [who, status] of table) {
        const response = await get(membersUrl(cast.associationId), who);
        expect([who.id, response.statusCode]).toEqual([who.id, status]);
        if (status === 404)
          expect(response.json()).toEqual({ message: 'Association not found.', code: 'ASSOCIATION_NOT_FOUND' });
      }
      // A member is not an admin either.
      const member: Caller = {
        id: people.rahim.id,
        email: people.rahim.email,
        headers: await authHeader(t.app, people.rahim.id),
      };
      expect((await get(membersUrl(cast.associationId), member)).statusCode).toBe(404);
      expect((await get(membersUrl(999999), cast.superAdmin)).statusCode).toBe(404);
    });

    it('lists the memberships by serial with member, type, application and association', async () => {
      const response = await get(membersUrl(cast.associationId));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.count).toBe(5);
      expect(serials(body)).toEqual([1, 2, 3, 4, 5]);
      expect(body.results[2]).toEqual({
        id: membershipIds.rahim,
        alumni_association: { id: cast.associationId, name: 'Cast Association One', logo: null, website: null },
        institute: 'School',
        batch: '2008',
        roll_number: '101',
        membership_type: { id: general, name: 'General Member', short_name: 'GM', fee: 500, duration_month: 12 },
        serial: 3,
        start_date: '2026-01-15',
        end_date: daysFromToday(200),
        period_start: '2026-01-15',
        is_active: true,
        status: 'active',
        user: {
          id: people.rahim.id,
          first_name: 'Rahim',
          last_name: 'Uddin',
          email: people.rahim.email,
          email_verified: false,
          public_handle: expect.stringMatching(/^[0-9a-f]{16}$/),
        },
      });
      expect(body.results.map((r: { is_active: boolean }) => r.is_active)).toEqual([true, false, true, true, true]);
      expect(body.results[0].end_date).toBeNull();
    });

    it('finds by part of the first, last or full name in any case, Bangla too', async () => {
      const cases: [string, number[]][] = [
        ['rahim', [2, 3]],
        ['RAHIM UDDIN', [3]],
        ['him udd', [3]],
        ['rahim   uddin', [3]],
        ['jahan', [1]],
        ['উদ্দিন', [4]],
        ['রহিম উদ্দিন', [4]],
        ['smith, "jr', [5]],
        ['%', []],
        ['_', []],
        ['nobody', []],
      ];
      for (const [name, expected] of cases) {
        const body = (await get(membersUrl(cast.associationId, `?name=${encodeURIComponent(name)}`))).json();
        expect([name, serials(body), body.count]).toEqual([name, expected, expected.length]);
      }
    });

    it('filters by exact batch, and by name and batch together', async () => {
      expect(serials((await get(membersUrl(cast.associationId, '?batch=2008'))).json())).toEqual([3, 4]);
      expect(serials((await get(membersUrl(cast.associationId, '?batch=200'))).json())).toEqual([]);
      expect(serials((await get(membersUrl(cast.associationId, '?batch=%202012%20'))).json())).toEqual([1]);
      expect(serials((await get(membersUrl(cast.associationId, '?name=rahim&batch=2010'))).json())).toEqual([2]);
      expect(serials((await get(membersUrl(cast.associationId, '?name=&batch='))).json())).toEqual([1, 2, 3, 4, 5]);
    });

    it('pages with page and limit; count is the whole match', async () => {
      const pages = await Promise.all(
        [1, 2, 3].map(async (page) => (await get(membersUrl(cast.associationId, `?limit=2&page=${page}`))).json()),
      );
      expect(pages.map((p) => [p.count, serials(p)])).toEqual([
        [5, [1, 2]],
        [5, [3, 4]],
        [5, [5]],
      ]);
    });

    it('shows 50 a page by default', async () => {
      const association = await createAssociation(t.database, { name: 'Big Alumni' });
      const type = await createMembershipType(t.database, association);
      const owner = await createUser(t.database);
      for (let serial = 1; serial <= 52; serial++) {
        await createMembership(t.database, { userId: owner.id, associationId: association, typeId: type, serial });
      }
      const first = (await get(membersUrl(association), cast.superAdmin)).json();
      expect(first.count).toBe(52);
      expect(first.results).toHaveLength(50);
      expect(serials((await get(membersUrl(association, '?page=2'), cast.superAdmin)).json())).toEqual([51, 52]);
      // The export has no paging.
      const csv = await get(csvUrl(association), cast.superAdmin);
      expect(csv.body.trimEnd().split('\r\n')).toHaveLength(53);
    });

    it('refuses bad paging and over-long filters with 400 naming the field', async () => {
      const cases: [string, string, string][] = [
        ['?limit=0', 'limit', 'limit must be 1 or more'],
        ['?limit=501', 'limit', 'limit must be at most 500'],
        ['?page=0', 'page', 'page must be 1 or more'],
        [`?name=${'n'.repeat(101)}`, 'name', 'Name must be at most 100 characters'],
        [`?batch=${'1'.repeat(21)}`, 'batch', 'Batch must be at most 20 characters'],
      ];
      for (const [query, field, message] of cases) {
        const response = await get(membersUrl(cast.associationId, query));
        expect([query, response.statusCode]).toEqual([query, 400]);
        expect(response.json()[field]).toEqual([message]);
      }
    });
  });

  describe('GET /associations/{id}/memberships/export.csv', () => {
    it('answers by caller: 401 anonymous, 404 not its admin, 200 its admin and the super admin', async () => {
      const table = associationAdminStatuses(cast);
      for (const [who, status] of table) {
        const response = await get(csvUrl(cast.associationId), who);
        expect([who.id, response.statusCode]).toEqual([who.id, status]);
        if (status !== 200) expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
    });

    it('sends every member as UTF-8 CSV with a BOM, a header row and safe cells', async () => {
      const response = await get(csvUrl(cast.associationId));
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="members-${cast.associationId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
      );
      expect(response.headers['cache-control']).toBe('no-store');
      expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines.pop()).toBe('');
      expect(lines).toEqual([
        'Serial,Name,Email,Membership type,Duration (months),Batch,Roll number,Start date,End date,Status,Source',
        `1,Nusrat Jahan,${people.nusrat.email},Life Member,1200,2012,7,2026-01-15,,lifetime,application`,
        `2,Karim Rahimi,${people.karim.email},General Member,12,2010,55,2026-01-15,${daysFromToday(-10)},expired,application`,
        `3,Rahim Uddin,${people.rahim.email},General Member,12,2008,101,2026-01-15,${daysFromToday(200)},active,application`,
        `4,রহিম উদ্দিন,${people.bangla.email},General Member,12,2008,২২,2026-01-15,${daysFromToday(30)},expiring,application`,
        `5,"'=HYPERLINK(""http://evil.example"",""x"") Smith, ""Jr.""",${people.evil.email},Life Member,1200,'-2008,'+8801711,2026-01-15,,lifetime,application`,
      ]);
      // The Bangla name arrives as UTF-8 bytes.
      expect(response.rawPayload.includes(Buffer.from('রহিম উদ্দিন', 'utf8'))).toBe(true);
    });

    it('takes the same filters as the list', async () => {
      const byName = (await get(csvUrl(cast.associationId, '?name=rahim'))).body.split('\r\n');
      expect(byName.slice(1, -1).map((line) => line.split(',')[0])).toEqual(['2', '3']);
      const byBatch = (await get(csvUrl(cast.associationId, '?batch=2008'))).body.split('\r\n');
      expect(byBatch.slice(1, -1).map((line) => line.split(',')[0])).toEqual(['3', '4']);
      const none = (await get(csvUrl(cast.associationId, '?name=nobody'))).body;
      expect(none).toBe(
        '\uFEFFSerial,Name,Email,Membership type,Duration (months),Batch,Roll number,Start date,End date,Status,Source\r\n',
      );
      expect((await get(csvUrl(cast.associationId, `?batch=${'1'.repeat(21)}`))).statusCode).toBe(400);
    });

    it('answers 404 for an association that does not exist', async () => {
      expect((await get(csvUrl(999999), cast.superAdmin)).statusCode).toBe(404);
    });
  });
});
