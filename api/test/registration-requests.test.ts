import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { authHeader, createUser, drivers, type TestApp } from './helpers';
import { expectEachRequired } from './support/validation';
import { createCastApp, type Caller, type Cast } from './support/cast';
import { updateUser } from './support/association-fixtures';
import { API } from './support/fixtures';

const URL = `${API}/associations/registration-requests/`;
const BODY = {
  name: 'Dhaka Residential Model College Alumni',
  about: 'Old boys of DRMC.\nSince 1960.',
  established_year: 1990,
  address: 'Mohammadpur, Dhaka',
};

describe.each(drivers)('association registration requests (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let counter = 0;
  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver }));
    await updateUser(t.database, cast.user.id!, { first_name: 'Rahim', last_name: 'Uddin', bio: 'SSC 2008' });
  });
  afterAll(async () => t?.close());

  const submit = (who: Caller, payload: unknown) =>
    t.app.inject({ method: 'POST', url: URL, headers: who.headers, payload: payload as object });
  const get = (url: string, who: Caller) => t.app.inject({ method: 'GET', url: `${API}${url}`, headers: who.headers });
  const approve = (id: number, who: Caller, payload: unknown = { is_approved: true }) =>
    t.app.inject({ method: 'PATCH', url: `${URL}${id}/`, headers: who.headers, payload: payload as object });

  /** A request of `who` under a name unique to this file. */
  async function requestOf(who: Caller, name = `Requested Alumni ${++counter}`): Promise<number> {
    const response = await submit(who, { ...BODY, name });
    if (response.statusCode !== 201) throw new Error(`request failed: ${response.statusCode} ${response.body}`);
    return response.json().id;
  }

  async function newCaller(): Promise<Caller> {
    const user = await createUser(t.database);
    return { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) };
  }

  async function countOf(
    table: 'associations' | 'association_admins' | 'association_registration_requests',
  ): Promise<number> {
    const row = await t.app.db
      .selectFrom(table)
      .select(sql<number>`count(*)::integer`.as('n'))
      .executeTakeFirstOrThrow();
    return row.n;
  }

  describe('POST /associations/registration-requests/', () => {
    it('records the application of a signed-in user: 201 with the request and its applicant', async () => {
      const response = await submit(cast.user, BODY);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        ...BODY,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        is_approved: false,
        approved_at: null,
        refused_at: null,
        refusal_reason: '',
        alumni_association: null,
        applicant: {
          id: cast.user.id,
          first_name: 'Rahim',
          last_name: 'Uddin',
          email: cast.user.email,
          bio: 'SSC 2008',
        },
      });
      expect((await get(`/associations/registration-requests/${body.id}/`, cast.user)).json()).toEqual(body);
    });

    it('answers 401 to anonymous callers (whatever they send) and 201 to any signed-in caller', async () => {
      for (const payload of [BODY, {}]) {
        const response = await submit(cast.anonymous, payload);
        expect(response.statusCode).toBe(401);
      }
      for (const who of [cast.otherUser, cast.associationAdmin, cast.otherAssociationAdmin, cast.superAdmin]) {
        const response = await submit(who, { ...BODY, name: `By ${who.id}` });
        expect([who.id, response.statusCode]).toEqual([who.id, 201]);
        expect(response.json().applicant.id).toBe(who.id);
      }
    });

    it('refuses each missing field (spec section 5) and bad years with a message, writing nothing', async () => {
      const before = await countOf('association_registration_requests');
      const required: [keyof typeof BODY, string][] = [
        ['name', 'Name is required'],
        ['about', 'About is required'],
        ['established_year', 'Established year is required'],
        ['address', 'Address is required'],
      ];
      await expectEachRequired(BODY, required, (payload) => submit(cast.user, payload), '  ');
      const bad: [Record<string, unknown>, string, string][] = [
        [{ established_year: 'nineteen ninety' }, 'established_year', 'Established year must be a number'],
        [{ established_year: true }, 'established_year', 'Established year must be a number'],
        [{ established_year: 1990.5 }, 'established_year', 'Established year must be a whole number'],
        [{ established_year: 1799 }, 'established_year', 'Established year must be 1800 or later'],
        [{ established_year: 2101 }, 'established_year', 'Established year is too far in the future'],
        [{ name: 'n'.repeat(201) }, 'name', 'Name must be at most 200 characters'],
        [{ about: 'a'.repeat(5001) }, 'about', 'About must be at most 5000 characters'],
        [{ address: 'a'.repeat(501) }, 'address', 'Address must be at most 500 characters'],
      ];
      for (const [change, field, message] of bad) {
        const response = await submit(cast.user, { ...BODY, ...change });
        expect([field, response.statusCode]).toEqual([field, 400]);
        expect(response.json()).toMatchObject({ message, [field]: [message] });
      }
      expect(await countOf('association_registration_requests')).toBe(before);
    });

    it('accepts the year as text and trims the text fields', async () => {
      const response = await submit(cast.user, {
        name: '  Trimmed Alumni  ',
        about: ' About ',
        established_year: '2001',
        address: ' Sylhet ',
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        name: 'Trimmed Alumni',
        about: 'About',
        established_year: 2001,
        address: 'Sylhet',
      });
    });

    it('refuses a second pending application of the same user for the same name (any case) with 409', async () => {
      const who = await newCaller();
      await requestOf(who, 'Twice Applied Alumni');
      const response = await submit(who, { ...BODY, name: 'TWICE applied alumni' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        message: 'You already applied to register "TWICE applied alumni" and it is waiting for approval.',
        code: 'REGISTRATION_REQUEST_PENDING',
        name: ['You already applied to register "TWICE applied alumni" and it is waiting for approval.'],
      });
      // Someone else may apply under that name.
      expect((await submit(cast.otherUser, { ...BODY, name: 'Twice Applied Alumni' })).statusCode).toBe(201);
    });
  });

  describe('GET /associations/registration-requests/', () => {
    let applicant: Caller;
    let ids: number[];
    beforeAll(async () => {
      applicant = await newCaller();
      ids = [];
      for (let i = 0; i < 23; i++) ids.push(await requestOf(applicant, `Listed Alumni ${i}`));
      await approve(ids[0], cast.superAdmin);
      await approve(ids[1], cast.superAdmin);
    });

    it('shows a user their own requests only, newest first, 20 a page by default', async () => {
      const first = await get('/associations/registration-requests/', applicant);
      expect(first.statusCode).toBe(200);
      expect(first.json().count).toBe(23);
      expect(first.json().results).toHaveLength(20);
      expect(first.json().results.map((r: { id: number }) => r.id)).toEqual([...ids].reverse().slice(0, 20));
      const second = (await get('/associations/registration-requests/?page=2', applicant)).json();
      expect(second.results.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
      expect(second.results.every((r: { applicant: { id: number } }) => r.applicant.id === applicant.id)).toBe(true);

      const someoneElse = (await get('/associations/registration-requests/?limit=100', await newCaller())).json();
      expect(someoneElse).toEqual({ count: 0, results: [] });
    });

    it('filters by is_approved', async () => {
      const pending = (await get('/associations/registration-requests/?is_approved=false&limit=100', applicant)).json();
      expect(pending.count).toBe(21);
      expect(pending.results.every((r: { is_approved: boolean }) => !r.is_approved)).toBe(true);
      const approved = (await get('/associations/registration-requests/?is_approved=true', applicant)).json();
      expect(approved.results.map((r: { id: number }) => r.id)).toEqual([ids[1], ids[0]]);
    });

    it('shows the super admin every request', async () => {
      const all = (await get('/associations/registration-requests/?limit=100', cast.superAdmin)).json();
      expect(all.count).toBe(await countOf('association_registration_requests'));
      const applicants = new Set(all.results.map((r: { applicant: { id: number } }) => r.applicant.id));
      expect(applicants.has(applicant.id)).toBe(true);
      expect(applicants.has(cast.user.id)).toBe(true);
      const pending = (
        await get('/associations/registration-requests/?is_approved=0&limit=100', cast.superAdmin)
      ).json();
      expect(pending.results.every((r: { is_approved: boolean }) => !r.is_approved)).toBe(true);
    });

    it('answers 401 to anonymous callers and 400 to bad filters', async () => {
      expect((await get('/associations/registration-requests/', cast.anonymous)).statusCode).toBe(401);
      const bad = await get('/associations/registration-requests/?is_approved=maybe', applicant);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().is_approved).toBeDefined();
      expect((await get('/associations/registration-requests/?limit=0', applicant)).statusCode).toBe(400);
    });
  });

  describe('GET /associations/registration-requests/{id}/', () => {
    it('shows a request to its applicant and the super admin; to anyone else it does not exist', async () => {
      const id = await requestOf(cast.user);
      const table: [Caller, number][] = [
        [cast.anonymous, 401],
        [cast.otherUser, 404],
        [cast.associationAdmin, 404],
        [cast.otherAssociationAdmin, 404],
        [cast.user, 200],
        [cast.superAdmin, 200],
      ];
      for (const [who, status] of table) {
        const response = await get(`/associations/registration-requests/${id}/`, who);
        expect([who.id, response.statusCode]).toEqual([who.id, status]);
        if (status === 404)
          expect(response.json()).toEqual({
            message: 'Registration request not found.',
            code: 'REGISTRATION_REQUEST_NOT_FOUND',
          });
      }
      expect((await get('/associations/registration-requests/999999/', cast.superAdmin)).statusCode).toBe(404);
      expect((await get('/associations/registration-requests/0/', cast.superAdmin)).statusCode).toBe(400);
    });
  });

  describe('PATCH /associations/registration-requests/{id}/ (approval)', () => {
    it('lets only the super admin approve', async () => {
      const id = await requestOf(cast.user);
      const table: [Caller, number][] = [
        [cast.anonymous, 401],
        [cast.user, 403],
        [cast.otherUser, 403],
        [cast.associationAdmin, 403],
        [cast.otherAssociationAdmin, 403],
      ];
      for (const [who, status] of table) {
        const response = await approve(id, who);
        expect([who.id, response.statusCode]).toEqual([who.id, status]);
      }
      expect((await get(`/associations/registration-requests/${id}/`, cast.superAdmin)).json().is_approved).toBe(false);
      expect((await approve(id, cast.superAdmin)).statusCode).toBe(200);
    });

    it('creates the association from the request, with the applicant as its President, and links it', async () => {
      const applicant = await newCaller();
      const id = await requestOf(applicant, 'Ideal School and College Alumni Association');
      const before = await Promise.all([countOf('associations'), countOf('association_admins')]);
      const response = await approve(id, cast.superAdmin);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toMatchObject({
        id,
        is_approved: true,
        approved_at: expect.stringMatching(/Z$/),
        alumni_association: expect.any(Number),
      });
      expect(await Promise.all([countOf('associations'), countOf('association_admins')])).toEqual([
        before[0] + 1,
        before[1] + 1,
      ]);

      const association = (await get(`/associations/${body.alumni_association}/`, cast.anonymous)).json();
      expect(association).toMatchObject({
        name: 'Ideal School and College Alumni Association',
        about: BODY.about,
        established_year: BODY.established_year,
        address: BODY.address,
        society_prefix: 'ISCAA',
        member_count: 0,
      });
      const row = await t.app.db
        .selectFrom('association_registration_requests')
        .select(['approved_by', 'association_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ approved_by: cast.superAdmin.id, association_id: body.alumni_association });

      // The applicant now administers it: it shows on their account and they may update it.
      const me = (await get('/auth/user/', applicant)).json();
      expect(me.association_admins).toEqual([
        {
          designation: 'President',
          alumni_association: { id: body.alumni_association, name: association.name, logo: null },
        },
      ]);
      const update = await t.app.inject({
        method: 'PATCH',
        url: `${API}/associations/${body.alumni_association}/`,
        headers: applicant.headers,
        payload: {
          name: association.name,
          tagline: 'Hello',
          about: 'x',
          address: 'y',
          website: 'https://a.example',
          established_year: 1990,
          society_prefix: 'IS',
        },
      });
      expect(update.statusCode).toBe(200);
    });

    it('refuses to approve twice (409), to undo (400), and a missing request (404)', async () => {
      const id = await requestOf(cast.user);
      expect((await approve(id, cast.superAdmin)).statusCode).toBe(200);
      const count = await countOf('associations');
      const again = await approve(id, cast.superAdmin);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toEqual({ message: 'This association is already approved.', code: 'ALREADY_APPROVED' });

      const undo = await approve(id, cast.superAdmin, { is_approved: false });
      expect(undo.statusCode).toBe(400);
      expect(undo.json()).toEqual({
        message: 'An approval cannot be undone.',
        code: 'VALIDATION_ERROR',
        is_approved: ['An approval cannot be undone.'],
      });
      const pending = await requestOf(cast.user);
      expect((await approve(pending, cast.superAdmin, { is_approved: false })).json().message).toBe(
        'An approval cannot be undone.',
      );
      const empty = await approve(pending, cast.superAdmin, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('Send { "is_approved": true } to approve this request.');
      expect((await approve(pending, cast.superAdmin, { is_approved: 'true' })).statusCode).toBe(400);
      expect(await countOf('associations')).toBe(count);

      const missing = await approve(999999, cast.superAdmin);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toBe('Registration request not found.');
    });

    it('creates one association only when two approvals arrive at once', async () => {
      const id = await requestOf(cast.user, 'Concurrent Approval Alumni');
      const before = await countOf('associations');
      const responses = await Promise.all([
        approve(id, cast.superAdmin),
        approve(id, cast.superAdmin),
        approve(id, cast.superAdmin),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
      expect(await countOf('associations')).toBe(before + 1);
      const named = await t.app.db
        .selectFrom('associations')
        .select('id')
        .where('name', '=', 'Concurrent Approval Alumni')
        .execute();
      expect(named).toHaveLength(1);
      const admins = await t.app.db
        .selectFrom('association_admins')
        .select('user_id')
        .where('association_id', '=', named[0].id)
        .execute();
      expect(admins).toEqual([{ user_id: cast.user.id }]);
    });

    it('writes nothing when a step fails: no association, no admin, the request still pending', async () => {
      const id = await requestOf(cast.user, 'Half Written Alumni');
      const before = await Promise.all([countOf('associations'), countOf('association_admins')]);
      // Make the last-but-one step (the admin entry) fail, after the request was marked and the association inserted.
      await sql`alter table association_admins add constraint test_no_president check (designation <> 'President') not valid`.execute(
        t.app.db,
      );
      try {
        const response = await approve(id, cast.superAdmin);
        expect(response.statusCode).toBe(500);
        expect(response.json()).toEqual({
          message: 'Something went wrong on our side. Please try again later.',
          code: 'INTERNAL',
        });
      } finally {
        await sql`alter table association_admins drop constraint test_no_president`.execute(t.app.db);
      }
      expect(await Promise.all([countOf('associations'), countOf('association_admins')])).toEqual(before);
      const row = await t.app.db
        .selectFrom('association_registration_requests')
        .select(['is_approved', 'approved_at', 'approved_by', 'association_id'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ is_approved: false, approved_at: null, approved_by: null, association_id: null });
      // Once the cause is gone the same approval goes through.
      expect((await approve(id, cast.superAdmin)).statusCode).toBe(200);
    });
  });
});
