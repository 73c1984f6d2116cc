import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createUser, drivers, type TestApp } from './helpers';
import { createMembership, createMembershipType } from './support/association-fixtures';
import { createCastApp, type Caller, type Cast, superAdminStatuses } from './support/cast';
import { API } from './support/fixtures';

const MESSAGE = {
  name: 'Karim Ahmed',
  email: 'karim@example.com',
  subject: 'Joining',
  message: 'How do I join my school association?',
};
const SENT = { message: 'Thank you! Your message has been sent.' };

describe.each(drivers)('contact messages and site figures (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => ({ t, cast } = await createCastApp({ driver })));
  afterAll(async () => t?.close());

  // Each send comes from its own address unless told, so the per-address limit stays out of the way.
  let lastOctet = 0;
  const nextAddress = () => `198.51.100.${++lastOctet}`;
  const send = (payload: object, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: `${API}/contact-messages/`, payload, remoteAddress });
  const list = (who: Caller, query = '') =>
    t.app.inject({ method: 'GET', url: `${API}/contact-messages/${query}`, headers: who.headers });
  const mark = (who: Caller, id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `${API}/contact-messages/${id}/`, headers: who.headers, payload });
  const messageCount = async () =>
    (
      await t.app.db
        .selectFrom('contact_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n;

  describe('POST /contact-messages/', () => {
    it('anyone can send one: 201 with the thank-you message; stored with the sender address', async () => {
      const response = await send(MESSAGE, '203.0.113.50');
      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual(SENT);
      const row = await t.app.db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ ...MESSAGE, ip: '203.0.113.50', read_at: null });
    });

    it('a signed-in user can send one too; the subject is optional', async () => {
      const { subject: _none, ...withoutSubject } = MESSAGE;
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/contact-messages/`,
        headers: cast.user.headers,
        payload: { ...withoutSubject, name: '  Trimmed  ' },
        remoteAddress: nextAddress(),
      });
      expect(response.statusCode).toBe(201);
      const row = await t.app.db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ name: 'Trimmed', subject: null });
    });

    it.each([
      ['Name is required', 'name', { name: undefined }],
      ['Name is required', 'name', { name: '   ' }],
      ['Email is required', 'email', { email: '' }],
      ['Enter a valid email address', 'email', { email: 'karim-at-example.com' }],
      // A field named "message" is reported under message_errors (the body's own message stays a text).
      ['Message is required', 'message_errors', { message: undefined }],
      ['Message must be at most 5000 characters', 'message_errors', { message: 'x'.repeat(5001) }],
      ['Name must be at most 150 characters', 'name', { name: 'x'.repeat(151) }],
      ['Subject must be at most 200 characters', 'subject', { subject: 'x'.repeat(201) }],
    ])('refuses with "%s" on %s and stores nothing', async (message, field, change) => {
      const before = await messageCount();
      const response = await send({ ...MESSAGE, ...change });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, [field]: [message] });
      expect(await messageCount()).toBe(before);
    });

    it('limits each address to 5 messages in 10 minutes (429 with Retry-After); other addresses are unaffected', async () => {
      const address = '203.0.113.77';
      for (let i = 0; i < 5; i++) expect((await send(MESSAGE, address)).statusCode).toBe(201);
      const before = await messageCount();
      const refused = await send(MESSAGE, address);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: 'Too many attempts. Please wait 10 minutes and try again.',
        code: 'RATE_LIMITED',
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
      expect(await messageCount()).toBe(before);
      expect((await send(MESSAGE, '203.0.113.78')).statusCode).toBe(201);
    });
  });

  describe('GET /contact-messages/ and PATCH /contact-messages/{id}/ (super admin)', () => {
    let ids: number[];
    beforeAll(async () => {
      await t.app.db.deleteFrom('contact_messages').execute();
      for (let i = 1; i <= 3; i++) expect((await send({ ...MESSAGE, subject: `Message ${i}` })).statusCode).toBe(201);
      const rows = await t.app.db.selectFrom('contact_messages').select('id').orderBy('id').execute();
      ids = rows.map((r) => r.id);
    });

    it('lists newest first with count, paged', async () => {
      const response = await list(cast.superAdmin);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.count).toBe(3);
      expect(body.results.map((m: { subject: string }) => m.subject)).toEqual(['Message 3', 'Message 2', 'Message 1']);
      expect(body.results[0]).toEqual({
        id: ids[2],
        name: MESSAGE.name,
        email: MESSAGE.email,
        subject: 'Message 3',
        message: MESSAGE.message,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        read: false,
        read_at: null,
      });
      expect(body.results[0]).not.toHaveProperty('ip');

      const page2 = (await list(cast.superAdmin, '?page=2&limit=2')).json();
      expect(page2).toEqual({ count: 3, results: [expect.objectContaining({ id: ids[0] })] });
    });

    it('marks a message read (keeping the first read time) and unread; filters by read', async () => {
      const read = await mark(cast.superAdmin, ids[1], { read: true });
      expect(read.statusCode).toBe(200);
      expect(read.json()).toMatchObject({ id: ids[1], read: true, read_at: expect.any(String) });
      const again = await mark(cast.superAdmin, ids[1], { read: true });
      expect(again.json().read_at).toBe(read.json().read_at);

      expect((await list(cast.superAdmin, '?read=false')).json().results.map((m: { id: number }) => m.id)).toEqual([
        ids[2],
        ids[0],
      ]);
      expect((await list(cast.superAdmin, '?read=true')).json()).toEqual({ count: 1, results: [again.json()] });

      const unread = await mark(cast.superAdmin, ids[1], { read: false });
      expect(unread.json()).toMatchObject({ read: false, read_at: null });
    });

    it('refuses bad input: 400 for a bad body or query, 404 for an unknown message', async () => {
      const badBody = await mark(cast.superAdmin, ids[0], { read: 'yes' });
      expect(badBody.statusCode).toBe(400);
      expect(badBody.json().read).toEqual(['read must be true or false']);
      expect((await mark(cast.superAdmin, ids[0], {})).statusCode).toBe(400);
      const missing = await mark(cast.superAdmin, 2147483000, { read: true });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Message not found.', code: 'CONTACT_MESSAGE_NOT_FOUND' });
      const badLimit = await list(cast.superAdmin, '?limit=0');
      expect(badLimit.statusCode).toBe(400);
      expect(badLimit.json().limit).toEqual(['limit must be 1 or more']);
      expect((await list(cast.superAdmin, '?page=abc')).statusCode).toBe(400);
    });

    it('authorization: anonymous 401, every other signed-in caller 403, the super admin 200', async () => {
      const table = superAdminStatuses(cast);
      for (const [who, status] of table) {
        expect((await list(who)).statusCode).toBe(status);
        const patched = await mark(who, ids[0], { read: true });
        expect(patched.statusCode).toBe(status);
        if (status !== 200) {
          const row = await t.app.db
            .selectFrom('contact_messages')
            .select('read_at')
            .where('id', '=', ids[0])
            .executeTakeFirstOrThrow();
          expect(row.read_at).toBeNull();
        }
      }
    });
  });

  describe('GET /stats/', () => {
    async function addMembership(userId: number, associationId: number, endDate: string | null) {
      const typeId = await createMembershipType(t.database, associationId);
      const serial =
        (
          await t.app.db
            .selectFrom('memberships')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n + 1;
      await createMembership(t.database, {
        userId,
        associationId,
        typeId,
        serial,
        batch: '2010',
        roll_number: '7',
        start_date: '2020-01-01',
        end_date: endDate,
      });
    }
    const stats = async (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: `${API}/stats/`, headers });

    it('counts associations, active members (no end date, or ending today or later; once per person and association) and active users', async () => {
      const first = await stats();
      expect(first.statusCode).toBe(200);
      // The cast: 2 associations; 4 plain users and admins (the super admin is not counted).
      expect(first.json()).toEqual({ associations: 2, members: 0, users: 4 });
      expect(first.headers['cache-control']).toBe('public, max-age=60');

      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());
      await addMembership(cast.user.id!, cast.associationId, null); // lifetime: counted
      await addMembership(cast.otherUser.id!, cast.associationId, '2999-12-31'); // running: counted
      await addMembership(cast.associationAdmin.id!, cast.associationId, '2020-12-31'); // ended: not counted
      await addMembership(cast.otherAssociationAdmin.id!, cast.associationId, today); // last day (Dhaka): counted
      await addMembership(cast.user.id!, cast.associationId, '2999-12-31'); // a second one, same person and association: once
      const extra = await createUser(t.database);
      const inactive = await createUser(t.database);
      await t.app.db.updateTable('users').set({ is_active: false }).where('id', '=', inactive.id).execute();
      await t.app.db.insertInto('associations').values({ name: 'Third' }).execute();

      const second = await stats();
      expect(second.json()).toEqual({ associations: 3, members: 3, users: 5 });
      expect(extra.id).toBeGreaterThan(0);
    });

    it('authorization: anyone may read the figures, and every caller gets the same', async () => {
      const expected = (await stats()).json();
      for (const who of [
        cast.anonymous,
        cast.user,
        cast.associationAdmin,
        cast.otherAssociationAdmin,
        cast.superAdmin,
      ]) {
        const response = await stats(who.headers);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(expected);
      }
    });
  });
});
