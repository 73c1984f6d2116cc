/*
 * Events (issue 38): admins create and change their association's events (validated per field, another
 * association's admin gets 404), drafts are invisible to everyone else, people answer going or not going
 * with a waiting list that moves up in order, 50 people racing for the last 10 places seat exactly 10,
 * members-only and past events refuse, the .ics file, My Events, attendees (list, search, safe CSV),
 * check-in by QR code or by id, and reminders sent once per person, every mail in the person's language.
 */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { insertUser } from '../src/modules/auth/auth.repository';
import { hashPassword } from '../src/modules/auth/passwords';
import { authHeader, drivers, uniqueEmail } from './helpers';
import type { Caller } from './support/cast';
import { createMembership, createMembershipType, setUserName } from './support/association-fixtures';
import { makePng, multipart } from './support/multipart';
import { eventsSuite } from './support/event-fixtures';
import { API } from './support/fixtures';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe.each(drivers)('events (%s)', (driver) => {
  const suite = eventsSuite(driver);

  const at = (ms: number) => new Date(suite.now.getTime() + ms).toISOString();
  const eventBody = (fields: Record<string, unknown> = {}) => ({
    title: 'Reunion 2026',
    description: 'Line one\nLine two',
    starts_at: at(10 * DAY),
    ends_at: at(10 * DAY + 4 * HOUR),
    venue: 'Dhaka Club\nRamna, Dhaka',
    status: 'published',
    ...fields,
  });
  const create = (who: Caller, body: Record<string, unknown>, associationId = suite.cast.associationId) =>
    suite.t.app.inject({
      method: 'POST',
      url: `${API}/associations/${associationId}/events/`,
      headers: who.headers,
      payload: body,
    });
  async function newEvent(fields: Record<string, unknown> = {}): Promise<number> {
    const response = await create(suite.cast.associationAdmin, eventBody(fields));
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  }
  const rsvp = (who: Caller, id: number, status: 'going' | 'not_going') =>
    suite.t.app.inject({ method: 'POST', url: `${API}/events/${id}/rsvp/`, headers: who.headers, payload: { status } });
  const patch = (who: Caller, id: number, payload: Record<string, unknown>) =>
    suite.t.app.inject({
      method: 'PATCH',
      url: `${API}/associations/${suite.cast.associationId}/events/${id}/`,
      headers: who.headers,
      payload,
    });
  let personHash: string;
  /** A signed-in person (one password hash for all: argon2 per user would be most of this suite's time). */
  async function person(): Promise<Caller> {
    personHash ??= await hashPassword('Correct-Horse-9');
    const user = await insertUser(suite.t.app.db, { email: uniqueEmail('guest'), password_hash: personHash });
    return { id: user.id, email: user.email, headers: await authHeader(suite.t.app, user.id) };
  }
  const mailsTo = (email: string | null) =>
    suite.t.app.db
      .selectFrom('mail_outbox')
      .select(['subject', 'message'])
      .where('to_address', '=', email ?? '')
      .orderBy('id')
      .execute();

  describe('admins create events', () => {
    it('creates one with every field; the answer keeps line breaks and names the association', async () => {
      const response = await create(
        suite.cast.associationAdmin,
        eventBody({ capacity: '120', fee: '500.50', members_only: true, online_url: 'https://meet.example.com/x' }),
      );
      expect(response.statusCode).toBe(201);
      const event = response.json();
      expect(event).toMatchObject({
        title: 'Reunion 2026',
        description: 'Line one\nLine two',
        venue: 'Dhaka Club\nRamna, Dhaka',
        online_url: 'https://meet.example.com/x',
        capacity: 120,
        fee: 500.5,
        members_only: true,
        status: 'published',
        cover: null,
        going_count: 0,
        waiting_count: 0,
        places_left: 120,
        association: { id: suite.cast.associationId, name: 'Cast Association One' },
        my_rsvp: null,
        can_manage: true,
        ics_url: `/api/v1/events/${event.id}/ics`,
      });
      expect(event.starts_at).toBe(new Date(eventBody().starts_at).toISOString());
    });

    it('reads a datetime-local value as Asia/Dhaka time', async () => {
      const response = await create(
        suite.cast.associationAdmin,
        eventBody({ starts_at: '2030-01-10T18:30', ends_at: '2030-01-10T21:00' }),
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().starts_at).toBe('2030-01-10T12:30:00.000Z');
    });

    it('refuses bad input with a message per field', async () => {
      const cases: [Record<string, unknown>, string, RegExp][] = [
        [{ ends_at: at(9 * DAY) }, 'ends_at', /End must be after the start/],
        [{ fee: -5 }, 'fee', /Fee cannot be negative/],
        [{ online_url: 'not a link' }, 'online_url', /valid URL/],
        [{ capacity: 0 }, 'capacity', /at least 1/],
        [{ venue: '', online_url: '' }, 'venue', /venue or an online link/],
        [{ title: '   ' }, 'title', /Title is required/],
        [{ starts_at: 'tomorrow' }, 'starts_at', /date and time/],
        [{ ends_at: at(50 * DAY) }, 'ends_at', /at most 31 days/],
        [{ status: 'cancelled' }, 'status', /draft or published/],
      ];
      for (const [fields, field, message] of cases) {
        const response = await create(suite.cast.associationAdmin, eventBody(fields));
        expect(response.statusCode).toBe(400);
        expect(response.json()[field]?.[0]).toMatch(message);
      }
    });

    it('answers 404 to another association’s admin and to a plain user before reading the body, 401 signed out', async () => {
      expect((await create(suite.cast.otherAssociationAdmin, {})).statusCode).toBe(404);
      expect((await create(suite.cast.user, {})).statusCode).toBe(404);
      expect((await create(suite.cast.anonymous, {})).statusCode).toBe(401);
      expect((await create(suite.cast.superAdmin, eventBody())).statusCode).toBe(201);
    });
  });

  describe('drafts and the public list', () => {
    let draft: number;
    let published: number;
    beforeAll(async () => {
      draft = await newEvent({ title: 'Secret draft <script>', status: 'draft' });
      published = await newEvent({
        title: 'Public picnic & games',
        starts_at: at(3 * DAY),
        ends_at: at(3 * DAY + HOUR),
      });
    });

    it('a draft is invisible to everyone but its admins', async () => {
      for (const who of [suite.cast.anonymous, suite.cast.user, suite.cast.otherAssociationAdmin]) {
        const one = await suite.t.app.inject({ method: 'GET', url: `${API}/events/${draft}/`, headers: who.headers });
        expect(one.statusCode).toBe(404);
        const ics = await suite.t.app.inject({
          method: 'GET',
          url: `${API}/events/${draft}/ics`,
          headers: who.headers,
        });
        expect(ics.statusCode).toBe(404);
        const list = await suite.t.app.inject({
          method: 'GET',
          url: `${API}/associations/${suite.cast.associationId}/events/?limit=100`,
          headers: who.headers,
        });
        expect(list.json().results.map((e: { id: number }) => e.id)).not.toContain(draft);
        expect((await rsvp(who.id ? who : suite.cast.user, draft, 'going')).statusCode).toBe(404);
      }
      const mine = await suite.t.app.inject({
        method: 'GET',
        url: `${API}/events/${draft}/`,
        headers: suite.cast.associationAdmin.headers,
      });
      expect(mine.statusCode).toBe(200);
      const all = await suite.t.app.inject({
        method: 'GET',
        url: `${API}/associations/${suite.cast.associationId}/events/?status=draft`,
        headers: suite.cast.associationAdmin.headers,
      });
      expect(all.json().results.map((e: { id: number }) => e.id)).toContain(draft);
      const publicList = await suite.t.app.inject({ method: 'GET', url: `${API}/events/?limit=100` });
      expect(publicList.json().results.map((e: { id: number }) => e.id)).not.toContain(draft);
    });

    it('lists upcoming published events soonest first, with search, association filter and paging', async () => {
      const list = await suite.t.app.inject({ method: 'GET', url: `${API}/events/?q=picnic` });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ count: 1, results: [{ id: published, title: 'Public picnic & games' }] });
      const byAssociation = await suite.t.app.inject({
        method: 'GET',
        url: `${API}/events/?association=${suite.cast.associationId}&limit=1&offset=0`,
      });
      const page = byAssociation.json();
      expect(page.results).toHaveLength(1);
      expect(page.count).toBeGreaterThan(1);
      expect(page.results[0].id).toBe(published);
      const second = await suite.t.app.inject({
        method: 'GET',
        url: `${API}/events/?association=${suite.cast.associationId}&limit=1&offset=1`,
      });
      expect(second.json().results[0].id).not.toBe(published);
      const bad = await suite.t.app.inject({ method: 'GET', url: `${API}/events/?limit=0&offset=-1` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().limit[0]).toMatch(/limit must be 1 or more/);
      const wildcard = await suite.t.app.inject({ method: 'GET', url: `${API}/events/?q=%25` });
      expect(wildcard.json().count).toBe(0);
    });

    it('serves the .ics file with its text escaped (RFC 5545)', async () => {
      const id = await newEvent({ title: 'Dinner, music; dance', venue: 'Hall A, Dhaka' });
      const ics = await suite.t.app.inject({ method: 'GET', url: `${API}/events/${id}/ics` });
      expect(ics.statusCode).toBe(200);
      expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
      expect(ics.body).toContain('BEGIN:VEVENT');
      expect(ics.body).toContain('SUMMARY:Dinner\\, music\\; dance');
      expect(ics.body).toContain(`UID:event-${id}@localhost`);
      expect(ics.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    });
  });

  describe('RSVP', () => {
    it('going, not going, and the waiting list moving up in order with a mail', async () => {
      const id = await newEvent({ capacity: 2 });
      const [a, b, c, d] = [await person(), await person(), await person(), await person()];
      const first = await rsvp(a, id, 'going');
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ status: 'going', going_count: 1, waiting_count: 0 });
      expect(first.json().rsvp.check_in_code).toEqual(expect.any(String));
      expect((await rsvp(b, id, 'going')).json().status).toBe('going');
      const third = await rsvp(c, id, 'going');
      expect(third.json()).toMatchObject({ status: 'waiting', rsvp: { waiting_position: 1, check_in_code: null } });
      expect((await rsvp(d, id, 'going')).json().rsvp.waiting_position).toBe(2);
      // Answering again changes nothing.
      expect((await rsvp(c, id, 'going')).json()).toMatchObject({ status: 'waiting', waiting_count: 2 });
      // The answer's message in the reader's language.
      const inBangla = await suite.t.app.inject({
        method: 'POST',
        url: `${API}/events/${id}/rsvp/`,
        headers: { ...c.headers, 'accept-language': 'bn' },
        payload: { status: 'going' },
      });
      expect(inBangla.json()).toMatchObject({
        status: 'waiting',
        message: 'সব আসন পূর্ণ: আপনি অপেক্ষমাণ তালিকায় আছেন, কেউ নাম প্রত্যাহার করলে আপনার পালা আসবে।',
      });

      const out = await rsvp(a, id, 'not_going');
      expect(out.json()).toMatchObject({ status: 'not_going', going_count: 2, waiting_count: 1 });
      const cNow = await suite.t.app.inject({ method: 'GET', url: `${API}/events/${id}/`, headers: c.headers });
      expect(cNow.json().my_rsvp).toMatchObject({ status: 'going', payment: 'free' });
      const dNow = await suite.t.app.inject({ method: 'GET', url: `${API}/events/${id}/`, headers: d.headers });
      expect(dNow.json().my_rsvp).toMatchObject({ status: 'waiting', waiting_position: 1 });
      const mails = await mailsTo(c.email);
      expect(mails.map((m) => m.subject)).toEqual(['You are going: Reunion 2026']);
      const raw = Buffer.from(mails[0].message).toString();
      expect(raw).toContain('Content-Type: image/png');
      expect(raw).toMatch(/Content-ID: <event-check-in-qr>/i);
    });

    it('50 people answering going at once for the last 10 places: exactly 10 go, the rest wait in order', async () => {
      const id = await newEvent({ capacity: 12 });
      for (let i = 0; i < 2; i++) await rsvp(await person(), id, 'going');
      const people = await Promise.all(Array.from({ length: 50 }, () => person()));
      const answers = await Promise.all(people.map((p) => rsvp(p, id, 'going')));
      expect(answers.every((r) => r.statusCode === 200)).toBe(true);
      const statuses = answers.map((r) => r.json().status);
      expect(statuses.filter((s) => s === 'going')).toHaveLength(10);
      expect(statuses.filter((s) => s === 'waiting')).toHaveLength(40);
      const event = await suite.t.app.inject({ method: 'GET', url: `${API}/events/${id}/` });
      expect(event.json()).toMatchObject({ going_count: 12, waiting_count: 40, places_left: 0 });
      const rows = await suite.t.app.db
        .selectFrom('event_rsvps')
        .select(['status', 'waiting_position'])
        .where('event_id', '=', id)
        .execute();
      expect(rows.filter((r) => r.status === 'going')).toHaveLength(12);
      const positions = rows.filter((r) => r.status === 'waiting').map((r) => r.waiting_position);
      expect(new Set(positions).size).toBe(40);
      const ranks = answers.filter((r) => r.json().status === 'waiting').map((r) => r.json().rsvp.waiting_position);
      expect([...ranks].sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    });

    it('refuses an event in the past, a cancelled one, and a members-only one for a non-member', async () => {
      const past = await newEvent({ starts_at: at(-2 * DAY), ends_at: at(-2 * DAY + HOUR) });
      const refused = await rsvp(suite.cast.user, past, 'going');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'EVENT_PAST',
        message: expect.stringMatching(/already taken place/),
      });

      const membersOnly = await newEvent({ members_only: true });
      const stranger = await rsvp(suite.cast.user, membersOnly, 'going');
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json()).toMatchObject({
        code: 'MEMBERS_ONLY',
        message: 'This event is for members of Cast Association One only. Become a member to answer going.',
      });
      const typeId = await createMembershipType(suite.t.database, suite.cast.associationId, { name: 'General' });
      await createMembership(suite.t.database, {
        userId: suite.cast.otherUser.id!,
        associationId: suite.cast.associationId,
        typeId,
        serial: 901,
      });
      expect((await rsvp(suite.cast.otherUser, membersOnly, 'going')).json().status).toBe('going');

      const cancelled = await newEvent();
      expect((await patch(suite.cast.associationAdmin, cancelled, { status: 'cancelled' })).statusCode).toBe(200);
      expect((await rsvp(suite.cast.user, cancelled, 'going')).json().code).toBe('EVENT_CANCELLED');
    });
  });

  describe('admins change and cancel events', () => {
    it('refuses a capacity below the people going, a fee change after answers, an end before the start', async () => {
      const id = await newEvent({ capacity: 5 });
      for (let i = 0; i < 3; i++) await rsvp(await person(), id, 'going');
      const low = await patch(suite.cast.associationAdmin, id, { capacity: 2 });
      expect(low.statusCode).toBe(400);
      expect(low.json().capacity).toEqual(['Capacity cannot be below the 3 people already going']);
      const fee = await patch(suite.cast.associationAdmin, id, { fee: 100 });
      expect(fee.json().fee).toEqual(['The fee cannot change once people have answered']);
      const end = await patch(suite.cast.associationAdmin, id, { ends_at: at(DAY) });
      expect(end.json().ends_at).toEqual(['End must be after the start']);
      const negative = await patch(suite.cast.associationAdmin, id, { fee: -1 });
      expect(negative.json().fee).toEqual(['Fee cannot be negative']);
      const empty = await patch(suite.cast.associationAdmin, id, {});
      expect(empty.statusCode).toBe(400);
      const ok = await patch(suite.cast.associationAdmin, id, { capacity: 3, title: 'Renamed' });
      expect(ok.json()).toMatchObject({ capacity: 3, title: 'Renamed', places_left: 0 });
      expect((await patch(suite.cast.otherAssociationAdmin, id, { title: 'x' })).statusCode).toBe(404);
      expect((await patch(suite.cast.user, id, { title: 'x' })).statusCode).toBe(404);
    });

    it('a larger capacity moves the waiting list up', async () => {
      const id = await newEvent({ capacity: 1 });
      const [a, b] = [await person(), await person()];
      await rsvp(a, id, 'going');
      expect((await rsvp(b, id, 'going')).json().status).toBe('waiting');
      expect((await patch(suite.cast.associationAdmin, id, { capacity: null })).json()).toMatchObject({
        going_count: 2,
        waiting_count: 0,
        places_left: null,
      });
    });

    it('cancelling mails everyone going or waiting; DELETE removes an unanswered event, cancels an answered one', async () => {
      const id = await newEvent({ capacity: 1, title: 'Boat trip' });
      const [a, b, c] = [await person(), await person(), await person()];
      await rsvp(a, id, 'going');
      await rsvp(b, id, 'going');
      await rsvp(c, id, 'not_going');
      const removed = await suite.t.app.inject({
        method: 'DELETE',
        url: `${API}/associations/${suite.cast.associationId}/events/${id}/`,
        headers: suite.cast.associationAdmin.headers,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toMatch(/cancelled instead of deleted/);
      for (const who of [a, b])
        expect((await mailsTo(who.email)).map((m) => m.subject)).toContain('Cancelled: Boat trip');
      expect((await mailsTo(c.email)).map((m) => m.subject)).not.toContain('Cancelled: Boat trip');
      expect((await patch(suite.cast.associationAdmin, id, { title: 'again' })).json().code).toBe('EVENT_CANCELLED');

      const unanswered = await newEvent({ status: 'draft' });
      const deleted = await suite.t.app.inject({
        method: 'DELETE',
        url: `${API}/associations/${suite.cast.associationId}/events/${unanswered}/`,
        headers: suite.cast.associationAdmin.headers,
      });
      expect(deleted.statusCode).toBe(204);
      expect(
        await suite.t.app.db.selectFrom('events').select('id').where('id', '=', unanswered).executeTakeFirst(),
      ).toBeUndefined();
    });

    it('stores a cover image checked by content, and refuses a file that is no image', async () => {
      const id = await newEvent();
      const url = `${API}/associations/${suite.cast.associationId}/events/${id}/covers/`;
      const png = multipart([{ field: 'cover', filename: 'c.png', contentType: 'image/png', data: await makePng() }]);
      const ok = await suite.t.app.inject({
        method: 'POST',
        url,
        headers: { ...suite.cast.associationAdmin.headers, ...png.headers },
        payload: png.payload,
      });
      expect(ok.statusCode).toBe(200);
      expect(ok.json().cover).toMatch(/^\/media\/covers\//);
      const fake = multipart([
        { field: 'cover', filename: 'c.png', contentType: 'image/png', data: Buffer.from('<svg onload=alert(1)>') },
      ]);
      const refused = await suite.t.app.inject({
        method: 'POST',
        url,
        headers: { ...suite.cast.associationAdmin.headers, ...fake.headers },
        payload: fake.payload,
      });
      expect(refused.statusCode).toBe(415);
      const other = await suite.t.app.inject({
        method: 'POST',
        url,
        headers: { ...suite.cast.otherAssociationAdmin.headers, ...png.headers },
        payload: png.payload,
      });
      expect(other.statusCode).toBe(404);
      const cleared = await patch(suite.cast.associationAdmin, id, { cover: null });
      expect(cleared.json().cover).toBeNull();
    });
  });

  describe('attendance', () => {
    let id: number;
    let going: Caller;
    let waiting: Caller;
    beforeAll(async () => {
      id = await newEvent({ capacity: 1, title: 'Gala' });
      going = await person();
      waiting = await person();
      await setUserName(suite.t.database, going.id!, '=HYPERLINK("x")', 'Uddin');
      await setUserName(suite.t.database, waiting.id!, 'Karim', 'Waits');
      await rsvp(going, id, 'going');
      await rsvp(waiting, id, 'going');
    });
    const base = () => `${API}/associations/${suite.cast.associationId}/events/${id}`;

    it('lists going then waiting, searches by name, and only for its admins', async () => {
      const list = await suite.t.app.inject({
        method: 'GET',
        url: `${base()}/attendees/`,
        headers: suite.cast.associationAdmin.headers,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({
        count: 2,
        going_count: 1,
        waiting_count: 1,
        checked_in_count: 0,
        results: [
          { status: 'going', user: { last_name: 'Uddin' } },
          { status: 'waiting', waiting_position: 1, user: { first_name: 'Karim' } },
        ],
      });
      const search = await suite.t.app.inject({
        method: 'GET',
        url: `${base()}/attendees/?q=karim`,
        headers: suite.cast.associationAdmin.headers,
      });
      expect(search.json().results.map((a: { user: { first_name: string } }) => a.user.first_name)).toEqual(['Karim']);
      for (const who of [suite.cast.otherAssociationAdmin, suite.cast.user]) {
        expect(
          (await suite.t.app.inject({ method: 'GET', url: `${base()}/attendees/`, headers: who.headers })).statusCode,
        ).toBe(404);
      }
    });

    it('exports CSV with formulas neutralised', async () => {
      const csv = await suite.t.app.inject({
        method: 'GET',
        url: `${base()}/attendees/export.csv`,
        headers: suite.cast.associationAdmin.headers,
      });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toMatch(/^text\/csv/);
      expect(csv.body.startsWith('\uFEFFFirst name,Last name,Email,Status')).toBe(true);
      expect(csv.body).toContain(`"'=HYPERLINK(""x"")",Uddin`);
      expect(csv.body).not.toMatch(/^=HYPERLINK/m);
    });

    it('checks in by QR code once; a second scan says already checked in with the time', async () => {
      const mine = await suite.t.app.inject({ method: 'GET', url: `${API}/events/${id}/`, headers: going.headers });
      const code = mine.json().my_rsvp.check_in_code as string;
      const first = await suite.t.app.inject({
        method: 'POST',
        url: `${base()}/check-in/`,
        headers: suite.cast.associationAdmin.headers,
        payload: { code },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ already: false, attendee: { status: 'going' } });
      const again = await suite.t.app.inject({
        method: 'POST',
        url: `${base()}/check-in/`,
        headers: suite.cast.associationAdmin.headers,
        payload: { rsvp: first.json().attendee.id },
      });
      expect(again.json()).toMatchObject({ already: true, checked_in_at: first.json().checked_in_at });
      expect(again.json().message).toMatch(/already checked in \(at .+, Asia\/Dhaka\)/);
      // A door volunteer reading Bangla gets the same answer in Bangla.
      const inBangla = await suite.t.app.inject({
        method: 'POST',
        url: `${base()}/check-in/`,
        headers: { ...suite.cast.associationAdmin.headers, 'accept-language': 'bn' },
        payload: { rsvp: first.json().attendee.id },
      });
      // The time in Bangla digits and words too (no "PM", no Latin digit).
      expect(inBangla.json().message).toMatch(
        /-এর চেক-ইন আগেই হয়েছে \([০-৯]{2}\/[০-৯]{2}\/[০-৯]{4}, \S+ [০-৯]{1,2}:[০-৯]{2}, ঢাকার সময়\)।$/,
      );

      const waitingRsvp = await suite.t.app.inject({
        method: 'GET',
        url: `${API}/events/${id}/`,
        headers: waiting.headers,
      });
      const refused = await suite.t.app.inject({
        method: 'POST',
        url: `${base()}/check-in/`,
        headers: suite.cast.associationAdmin.headers,
        payload: { rsvp: waitingRsvp.json().my_rsvp.id },
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('Karim Waits is on the waiting list, not going.');
      const refusedInBangla = await suite.t.app.inject({
        method: 'POST',
        url: `${base()}/check-in/`,
        headers: { ...suite.cast.associationAdmin.headers, 'accept-language': 'bn' },
        payload: { rsvp: waitingRsvp.json().my_rsvp.id },
      });
      expect(refusedInBangla.json()).toMatchObject({
        code: 'NOT_GOING',
        message: 'Karim Waits অপেক্ষমাণ তালিকায় আছেন, যাচ্ছেন না।',
      });
      const unknown = await suite.t.app.inject({
        method: 'POST',
        url: `${base()}/check-in/`,
        headers: suite.cast.associationAdmin.headers,
        payload: { code: 'nope' },
      });
      expect(unknown.statusCode).toBe(404);
      const neither = await suite.t.app.inject({
        method: 'POST',
        url: `${base()}/check-in/`,
        headers: suite.cast.associationAdmin.headers,
        payload: {},
      });
      expect(neither.statusCode).toBe(400);
      const other = await suite.t.app.inject({
        method: 'POST',
        url: `${base()}/check-in/`,
        headers: suite.cast.otherAssociationAdmin.headers,
        payload: { code },
      });
      expect(other.statusCode).toBe(404);
    });
  });

  describe('My Events and reminders', () => {
    it('lists the caller’s upcoming and past events', async () => {
      const who = await person();
      const soon = await newEvent({ title: 'Soon' });
      const past = await newEvent({ title: 'Long ago', starts_at: at(2 * HOUR), ends_at: at(3 * HOUR) });
      await rsvp(who, soon, 'going');
      await rsvp(who, past, 'going');
      const upcoming = await suite.t.app.inject({ method: 'GET', url: `${API}/events/mine/`, headers: who.headers });
      expect(upcoming.json().results.map((e: { title: string }) => e.title)).toEqual(['Long ago', 'Soon']);
      const saved = suite.now;
      suite.now = new Date(suite.now.getTime() + 4 * HOUR);
      try {
        const pastList = await suite.t.app.inject({
          method: 'GET',
          url: `${API}/events/mine/?when=past`,
          headers: who.headers,
        });
        expect(pastList.json()).toMatchObject({
          count: 1,
          results: [{ title: 'Long ago', my_rsvp: { status: 'going' } }],
        });
      } finally {
        suite.now = saved;
      }
      expect((await suite.t.app.inject({ method: 'GET', url: `${API}/events/mine/` })).statusCode).toBe(401);
    });

    it('reminds everyone going the day before, once per person, even when run twice at once', async () => {
      const id = await newEvent({ title: 'Tomorrow party', starts_at: at(20 * HOUR), ends_at: at(22 * HOUR) });
      const [a, b] = [await person(), await person()];
      await rsvp(a, id, 'going');
      await rsvp(b, id, 'going');
      await rsvp(b, id, 'not_going');
      await suite.t.app.jobs.start({ workers: false });
      await Promise.all([suite.t.app.jobs.send('events-reminders', {}), suite.t.app.jobs.send('events-reminders', {})]);
      await Promise.all([suite.t.app.jobs.runOnce('events-reminders'), suite.t.app.jobs.runOnce('events-reminders')]);
      await suite.t.app.jobs.send('events-reminders', {});
      await suite.t.app.jobs.runOnce('events-reminders');
      const subjects = (await mailsTo(a.email)).map((m) => m.subject).filter((s) => s.startsWith('Tomorrow'));
      expect(subjects).toEqual(['Tomorrow: Tomorrow party']);
      expect((await mailsTo(b.email)).map((m) => m.subject).filter((s) => s.startsWith('Tomorrow'))).toEqual([]);
    });

    it('mails a Bangla reader in Bangla: the confirmation, the move up and the reminder', async () => {
      const id = await newEvent({ title: 'Iftar', capacity: 1, starts_at: at(20 * HOUR), ends_at: at(22 * HOUR) });
      const [first, bangla] = [await person(), await person()];
      await suite.t.app.db.updateTable('users').set({ language: 'bn' }).where('id', '=', bangla.id!).execute();
      await rsvp(first, id, 'going');
      expect((await rsvp(bangla, id, 'going')).json().status).toBe('waiting');
      await rsvp(first, id, 'not_going');
      await suite.t.app.jobs.start({ workers: false });
      await suite.t.app.jobs.send('events-reminders', {});
      await suite.t.app.jobs.runOnce('events-reminders');
      expect((await mailsTo(bangla.email)).map((m) => m.subject)).toEqual(['আপনি যাচ্ছেন: Iftar', 'আগামীকাল: Iftar']);
      expect((await mailsTo(first.email)).map((m) => m.subject)).toEqual(['You are going: Iftar']);
    });
  });
});
