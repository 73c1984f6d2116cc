import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { drivers, type TestApp } from './helpers';
import { createCastApp, type Caller, type Cast } from './support/cast';
import { API, EDUCATION } from './support/fixtures';
import { makePng, mediaFiles, multipart } from './support/multipart';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Table = 'educations' | 'job_experiences' | 'contact_details';

const JOB = {
  company: 'Acme Ltd',
  title: 'Engineer',
  location: 'Dhaka',
  start_date: '2018-01-15',
  end_date: '2021-03-31',
  current: false,
  description: 'Built things',
};
const CONTACT = { platform: 'LinkedIn', link: 'https://www.linkedin.com/in/someone', description: 'Work profile' };

const RESOURCES = [
  { name: 'educations', path: 'educations', table: 'educations', body: EDUCATION, patch: { degree: 'A-Levels' } },
  {
    name: 'job experiences',
    path: 'job-experiences',
    table: 'job_experiences',
    body: JOB,
    patch: { title: 'Lead engineer' },
  },
  {
    name: 'contact details',
    path: 'contact-details',
    table: 'contact_details',
    body: CONTACT,
    patch: { platform: 'GitHub' },
  },
] as const;

describe.each(drivers)('profile parts (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => ({ t, cast } = await createCastApp({ driver })));
  afterAll(async () => t?.close());

  const call = (method: Method, url: string, who: Caller, payload?: object) =>
    t.app.inject({ method, url: `${API}${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

  async function rowCount(table: Table, userId: number): Promise<number> {
    const row = await t.app.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return row.n;
  }

  async function create(resource: string, who: Caller, body: object) {
    const response = await call('POST', `/auth/user/${resource}/`, who, body);
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number } & Record<string, unknown>>();
  }

  /** A request that must fail with `status`; the user's rows of `table` stay as they were. */
  async function expectRefused(table: Table, who: Caller, send: () => ReturnType<typeof call>, status: number) {
    const before = await rowCount(table, who.id!);
    const response = await send();
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(typeof body.code).toBe('string');
    expect(await rowCount(table, who.id!)).toBe(before);
    return body;
  }

  describe('authorization', () => {
    it.each(RESOURCES)('$name: list and create need a signed-in user; each caller sees only their own', async (r) => {
      const mine = await create(r.path, cast.user, r.body);
      expect((await call('GET', `/auth/user/${r.path}/`, cast.anonymous)).statusCode).toBe(401);
      expect((await call('POST', `/auth/user/${r.path}/`, cast.anonymous, r.body)).statusCode).toBe(401);
      for (const who of [cast.otherUser, cast.associationAdmin, cast.superAdmin]) {
        const list = await call('GET', `/auth/user/${r.path}/`, who);
        expect(list.statusCode).toBe(200);
        expect(list.json().results.map((x: { id: number }) => x.id)).not.toContain(mine.id);
      }
      const own = await call('GET', `/auth/user/${r.path}/`, cast.user);
      expect(own.json().results.map((x: { id: number }) => x.id)).toContain(mine.id);
    });

    it.each(RESOURCES)('$name: one record: anonymous 401, anyone but the owner 404, the owner 200/204', async (r) => {
      const record = await create(r.path, cast.user, r.body);
      const url = `/auth/user/${r.path}/${record.id}/`;
      const table: [Caller, number, number, number][] = [
        // caller, GET, PATCH, DELETE
        [cast.anonymous, 401, 401, 401],
        [cast.otherUser, 404, 404, 404],
        [cast.otherAssociationAdmin, 404, 404, 404],
        [cast.associationAdmin, 404, 404, 404],
        [cast.superAdmin, 404, 404, 404],
      ];
      for (const [who, get, patch, del] of table) {
        expect((await call('GET', url, who)).statusCode).toBe(get);
        expect((await call('PATCH', url, who, r.patch)).statusCode).toBe(patch);
        expect((await call('DELETE', url, who)).statusCode).toBe(del);
      }
      // Nothing changed by the refused calls.
      const stored = await call('GET', url, cast.user);
      expect(stored.statusCode).toBe(200);
      expect(stored.json()).toEqual(record);
      expect((await call('PATCH', url, cast.user, r.patch)).statusCode).toBe(200);
      expect((await call('DELETE', url, cast.user)).statusCode).toBe(204);
    });

    it.each(RESOURCES)('$name: an id that does not exist is 404, a malformed id is 400', async (r) => {
      const missing = await call('GET', `/auth/user/${r.path}/2147483000/`, cast.user);
      expect(missing.statusCode).toBe(404);
      expect(missing.json().message).toMatch(/not found/);
      const malformed = await call('GET', `/auth/user/${r.path}/abc/`, cast.user);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().id).toEqual(['id must be a number']);
    });
  });

  describe('educations', () => {
    it('creates, reads, lists, changes the fields sent and deletes', async () => {
      const created = await create('educations', cast.user, EDUCATION);
      expect(created).toEqual({ id: expect.any(Number), ...EDUCATION });

      const one = await call('GET', `/auth/user/educations/${created.id}/`, cast.user);
      expect(one.statusCode).toBe(200);
      expect(one.json()).toEqual(created);

      const patched = await call('PATCH', `/auth/user/educations/${created.id}/`, cast.user, {
        degree: '  BSc  ',
        current: true,
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json()).toEqual({ ...created, degree: 'BSc', current: true });

      const me = await call('GET', '/auth/user/', cast.user);
      expect(me.json().educations).toContainEqual({ ...created, degree: 'BSc', current: true });

      const deleted = await call('DELETE', `/auth/user/educations/${created.id}/`, cast.user);
      expect(deleted.statusCode).toBe(204);
      expect(deleted.body).toBe('');
      expect((await call('GET', `/auth/user/educations/${created.id}/`, cast.user)).statusCode).toBe(404);
      expect((await call('DELETE', `/auth/user/educations/${created.id}/`, cast.user)).statusCode).toBe(404);
    });

    it.each([
      ['institution', 'Institution is required'],
      ['degree', 'Degree is required'],
      ['field_of_study', 'Field of study is required'],
      ['start_date', 'Start date is required'],
      ['end_date', 'End date is required'],
      ['description', 'Description is required'],
    ])('refuses a missing %s', async (field, message) => {
      const { [field as keyof typeof EDUCATION]: _left, ...rest } = EDUCATION;
      const body = await expectRefused(
        'educations',
        cast.user,
        () => call('POST', '/auth/user/educations/', cast.user, rest),
        400,
      );
      expect(body[field]).toEqual([message]);
      const blank = await expectRefused(
        'educations',
        cast.user,
        () => call('POST', '/auth/user/educations/', cast.user, { ...EDUCATION, [field]: '   ' }),
        400,
      );
      expect(blank[field]).toEqual([message]);
    });

    it.each([
      ['Start date must be a date (yyyy-MM-dd)', 'start_date', { start_date: '01/07/2012' }],
      ['End date must be a real date', 'end_date', { end_date: '2014-02-30' }],
      ['Start date must be between 1900 and 2100', 'start_date', { start_date: '1850-01-01' }],
      ['End date must be on or after the start date', 'end_date', { end_date: '2011-12-31' }],
      ['Institution must be at most 200 characters', 'institution', { institution: 'x'.repeat(201) }],
      ['Description must be at most 2000 characters', 'description', { description: 'x'.repeat(2001) }],
    ])('refuses with "%s" on %s', async (message, field, change) => {
      const body = await expectRefused(
        'educations',
        cast.user,
        () => call('POST', '/auth/user/educations/', cast.user, { ...EDUCATION, ...change }),
        400,
      );
      expect(body).toMatchObject({ code: 'VALIDATION_ERROR', message, [field]: [message] });
    });

    it('PATCH re-checks the merged record: an end date before the stored start is refused and nothing changes', async () => {
      const created = await create('educations', cast.user, EDUCATION);
      const url = `/auth/user/educations/${created.id}/`;
      const refused = await call('PATCH', url, cast.user, { end_date: '2010-01-01', degree: 'Changed' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({
        message: 'End date must be on or after the start date',
        code: 'VALIDATION_ERROR',
        end_date: ['End date must be on or after the start date'],
      });
      const afterStart = await call('PATCH', url, cast.user, { start_date: '2015-01-01' });
      expect(afterStart.statusCode).toBe(400);
      expect(afterStart.json().end_date).toEqual(['End date must be on or after the start date']);
      expect((await call('GET', url, cast.user)).json()).toEqual(created);
      // Each field keeps its own rule in a PATCH too.
      const blank = await call('PATCH', url, cast.user, { institution: '' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().institution).toEqual(['Institution is required']);
    });

    it('refuses a body that is not a JSON object', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/user/educations/`,
        headers: { ...cast.user.headers, 'content-type': 'application/json' },
        body: '[1,2]',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('The request body must be a JSON object.');
    });
  });

  describe('job experiences', () => {
    it('a current job with an empty end date is stored and shown with end_date null', async () => {
      const created = await create('job-experiences', cast.user, { ...JOB, current: true, end_date: '' });
      expect(created).toEqual({ id: expect.any(Number), ...JOB, current: true, end_date: null });
      const one = await call('GET', `/auth/user/job-experiences/${created.id}/`, cast.user);
      expect(one.json().end_date).toBeNull();
      const row = await t.app.db
        .selectFrom('job_experiences')
        .select('end_date')
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow();
      expect(row.end_date).toBeNull();
    });

    it('a current job keeps no end date even when the form sends one (null = ongoing, not "today")', async () => {
      const created = await create('job-experiences', cast.user, { ...JOB, current: true, end_date: '2026-11-22' });
      expect(created.end_date).toBeNull();
      expect(created.current).toBe(true);
    });

    it('the end date is optional for a past job too', async () => {
      const { end_date: _none, ...withoutEnd } = JOB;
      const created = await create('job-experiences', cast.user, withoutEnd);
      expect(created).toEqual({ id: expect.any(Number), ...JOB, end_date: null });
      const withNull = await create('job-experiences', cast.user, { ...JOB, end_date: null });
      expect(withNull.end_date).toBeNull();
    });

    it('PATCH: ticking current clears the end date; unticking it takes a new one; the merge is re-checked', async () => {
      const created = await create('job-experiences', cast.user, JOB);
      const url = `/auth/user/job-experiences/${created.id}/`;
      const current = await call('PATCH', url, cast.user, { current: true });
      expect(current.statusCode).toBe(200);
      expect(current.json()).toEqual({ ...created, current: true, end_date: null });

      const ended = await call('PATCH', url, cast.user, { current: false, end_date: '2024-12-31' });
      expect(ended.json()).toEqual({ ...created, current: false, end_date: '2024-12-31' });

      const refused = await call('PATCH', url, cast.user, { start_date: '2025-01-01' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().end_date).toEqual(['End date must be on or after the start date']);
      expect((await call('GET', url, cast.user)).json().start_date).toBe(JOB.start_date);

      const cleared = await call('PATCH', url, cast.user, { end_date: '' });
      expect(cleared.json().end_date).toBeNull();
    });

    it.each([
      ['company', 'Company is required'],
      ['title', 'Title is required'],
      ['location', 'Location is required'],
      ['start_date', 'Start date is required'],
      ['description', 'Description is required'],
    ])('refuses a missing %s', async (field, message) => {
      const { [field as keyof typeof JOB]: _left, ...rest } = JOB;
      const body = await expectRefused(
        'job_experiences',
        cast.user,
        () => call('POST', '/auth/user/job-experiences/', cast.user, rest),
        400,
      );
      expect(body[field]).toEqual([message]);
    });

    it.each([
      ['End date must be a date (yyyy-MM-dd)', 'end_date', { end_date: 'yesterday' }],
      ['Start date must be a real date', 'start_date', { start_date: '2019-13-01' }],
      ['End date must be on or after the start date', 'end_date', { end_date: '2017-12-31' }],
      ['Location must be at most 200 characters', 'location', { location: 'x'.repeat(201) }],
    ])('refuses with "%s" on %s', async (message, field, change) => {
      const body = await expectRefused(
        'job_experiences',
        cast.user,
        () => call('POST', '/auth/user/job-experiences/', cast.user, { ...JOB, ...change }),
        400,
      );
      expect(body[field]).toEqual([message]);
    });
  });

  describe('contact details', () => {
    it('creates, changes the fields sent, clears the description and deletes', async () => {
      const created = await create('contact-details', cast.user, CONTACT);
      expect(created).toEqual({ id: expect.any(Number), ...CONTACT });
      const url = `/auth/user/contact-details/${created.id}/`;

      const linked = await call('PATCH', url, cast.user, { link: 'https://github.com/someone' });
      expect(linked.json()).toEqual({ ...created, link: 'https://github.com/someone' });
      const cleared = await call('PATCH', url, cast.user, { description: '' });
      expect(cleared.json()).toEqual({ ...created, link: 'https://github.com/someone', description: null });
      const empty = await call('PATCH', url, cast.user, {});
      expect([empty.statusCode, empty.json().message]).toEqual([400, 'Send at least one field to change.']);
      expect((await call('GET', url, cast.user)).json()).toEqual(cleared.json());

      const list = await call('GET', '/auth/user/contact-details/', cast.user);
      expect(list.json().results).toContainEqual(cleared.json());
      expect((await call('DELETE', url, cast.user)).statusCode).toBe(204);
      expect((await call('GET', url, cast.user)).statusCode).toBe(404);
    });

    it('the description is optional', async () => {
      const created = await create('contact-details', cast.user, {
        platform: 'Facebook',
        link: 'https://facebook.com/someone',
      });
      expect(created.description).toBeNull();
    });

    it.each([
      ['Platform is required', 'platform', { platform: undefined }],
      ['Platform is required', 'platform', { platform: '  ' }],
      ['Link is required', 'link', { link: undefined }],
      ['Link must be a valid URL (http or https)', 'link', { link: 'not a url' }],
      ['Link must be a valid URL (http or https)', 'link', { link: 'javascript:alert(1)' }],
      ['Link must be a valid URL (http or https)', 'link', { link: 'ftp://files.example.com/me' }],
      ['Platform must be at most 50 characters', 'platform', { platform: 'x'.repeat(51) }],
      ['Description must be at most 500 characters', 'description', { description: 'x'.repeat(501) }],
    ])('refuses with "%s" on %s', async (message, field, change) => {
      const body = await expectRefused(
        'contact_details',
        cast.user,
        () => call('POST', '/auth/user/contact-details/', cast.user, { ...CONTACT, ...change }),
        400,
      );
      expect(body[field]).toEqual([message]);
    });

    it('PATCH keeps the rules: an invalid link is refused and nothing changes', async () => {
      const created = await create('contact-details', cast.user, CONTACT);
      const url = `/auth/user/contact-details/${created.id}/`;
      const refused = await call('PATCH', url, cast.user, { link: 'www.example.com', platform: 'Changed' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().link).toEqual(['Link must be a valid URL (http or https)']);
      expect((await call('GET', url, cast.user)).json()).toEqual(created);
    });
  });

  describe('profile picture', () => {
    const URL = `${API}/auth/user/profile-picture/`;
    const upload = (who: Caller, parts: Parameters<typeof multipart>[0]) => {
      const { payload, headers } = multipart(parts);
      return t.app.inject({ method: 'POST', url: URL, payload, headers: { ...who.headers, ...headers } });
    };
    const pictureOf = async (userId: number) =>
      (await t.app.db.selectFrom('users').select('profile_picture').where('id', '=', userId).executeTakeFirstOrThrow())
        .profile_picture;
    const png = async () => ({
      field: 'profile_picture',
      filename: 'me.png',
      contentType: 'image/png',
      data: await makePng(),
    });

    it('stores a real PNG, serves it from /media/ with nosniff, and removes the old file on replacement', async () => {
      const first = await upload(cast.user, [await png()]);
      expect(first.statusCode).toBe(200);
      const firstUrl = first.json().profile_picture as string;
      expect(first.json()).toEqual({
        profile_picture: expect.stringMatching(/^\/media\/profile-pictures\/[0-9a-f-]{36}\.webp$/),
      });
      expect(await pictureOf(cast.user.id!)).toBe(firstUrl);

      const served = await t.app.inject({ method: 'GET', url: firstUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

      const me = await t.app.inject({ method: 'GET', url: `${API}/auth/user/`, headers: cast.user.headers });
      expect(me.json().profile_picture).toBe(firstUrl);

      const second = await upload(cast.user, [{ ...(await png()), data: await makePng(40, 40, '#cc3333') }]);
      expect(second.statusCode).toBe(200);
      const secondUrl = second.json().profile_picture as string;
      expect(secondUrl).not.toBe(firstUrl);
      expect(existsSync(path.join(t.config.dataDir, firstUrl))).toBe(false);
      expect(existsSync(path.join(t.config.dataDir, secondUrl))).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);
    });

    it('refuses a text file renamed .png (415) and writes nothing', async () => {
      const before = [mediaFiles(t.config.dataDir, 'profile-pictures'), await pictureOf(cast.otherUser.id!)] as const;
      const response = await upload(cast.otherUser, [
        {
          field: 'profile_picture',
          filename: 'me.png',
          contentType: 'image/png',
          data: Buffer.from('just some text, not an image\n'),
        },
      ]);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: 'The file is not an image we can read. Upload a JPEG, PNG, WebP or GIF image.',
        code: 'UNSUPPORTED_FILE',
        profile_picture: ['The file is not an image we can read. Upload a JPEG, PNG, WebP or GIF image.'],
      });
      expect([mediaFiles(t.config.dataDir, 'profile-pictures'), await pictureOf(cast.otherUser.id!)]).toEqual(before);
    });

    it.each([
      ['no file at all', [{ field: 'note', value: 'hello' }], 400, 'Choose an image file to upload.'],
      [
        'an empty file',
        [{ field: 'profile_picture', filename: 'e.png', contentType: 'image/png', data: Buffer.alloc(0) }],
        400,
        'Choose an image file to upload.',
      ],
      [
        'the file in another field',
        [{ field: 'picture', filename: 'p.png', contentType: 'image/png', data: Buffer.from('x') }],
        400,
        'Send the file in the "profile_picture" field (it came in "picture").',
      ],
    ])('refuses %s (%#)', async (_name, parts, status, message) => {
      const before = mediaFiles(t.config.dataDir, 'profile-pictures');
      const response = await upload(cast.otherUser, parts as Parameters<typeof multipart>[0]);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toMatchObject({ message, profile_picture: [message] });
      expect(mediaFiles(t.config.dataDir, 'profile-pictures')).toEqual(before);
    });

    it('refuses a file over 5 MB with 413', async () => {
      const before = mediaFiles(t.config.dataDir, 'profile-pictures');
      const big = Buffer.concat([await makePng(), Buffer.alloc(5 * 1024 * 1024)]);
      const response = await upload(cast.otherUser, [
        { field: 'profile_picture', filename: 'big.png', contentType: 'image/png', data: big },
      ]);
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        code: 'FILE_TOO_LARGE',
        message: 'The file is larger than 5 MB. Choose a smaller file.',
      });
      expect(mediaFiles(t.config.dataDir, 'profile-pictures')).toEqual(before);
    });

    it('refuses a JSON body with 415 naming the multipart field', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: URL,
        headers: cast.otherUser.headers,
        payload: { profile_picture: 'x' },
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe('Send the file as multipart/form-data in the "profile_picture" field.');
    });

    it('authorization: anonymous 401 and nothing written; any signed-in user changes only their own picture', async () => {
      const before = mediaFiles(t.config.dataDir, 'profile-pictures');
      expect((await upload(cast.anonymous, [await png()])).statusCode).toBe(401);
      expect(mediaFiles(t.config.dataDir, 'profile-pictures')).toEqual(before);
      for (const who of [cast.associationAdmin, cast.otherAssociationAdmin, cast.superAdmin]) {
        const userPicture = await pictureOf(cast.user.id!);
        const response = await upload(who, [await png()]);
        expect(response.statusCode).toBe(200);
        expect(await pictureOf(who.id!)).toBe(response.json().profile_picture);
        expect(await pictureOf(cast.user.id!)).toBe(userPicture);
      }
    });
  });
});
