import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { makeAssociation } from '@alumni/shared/testing/associations';
import { authHeader, createUser, drivers, type TestApp } from './helpers';
import {
  createAssociation,
  createMembership,
  createMembershipType,
  daysFromToday,
} from './support/association-fixtures';
import { createCastApp, type Caller, type Cast, associationAdminStatuses } from './support/cast';
import { makePng, mediaFiles, multipart } from './support/multipart';
import { API } from './support/fixtures';

const UPDATE = {
  name: 'Ideal School Alumni Association',
  tagline: 'Once an Idealite, always an Idealite',
  about: 'Reunions,\nscholarships and mentoring.',
  address: 'Motijheel, Dhaka 1000',
  website: 'https://alumni.ideal.example',
  established_year: 1985,
  society_prefix: 'ISAA',
  phone: '02223355001',
  email: 'alumni@ideal.example',
  links: {
    facebook: 'https://facebook.com/ideal',
    linkedin: 'https://linkedin.com/company/ideal',
    twitter: 'https://x.com/ideal',
  },
};

describe.each(drivers)('associations (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  beforeAll(async () => ({ t, cast } = await createCastApp({ driver })));
  afterAll(async () => t?.close());

  const get = (url: string, who?: Caller) =>
    t.app.inject({ method: 'GET', url: `${API}${url}`, headers: who?.headers ?? {} });
  const patch = (id: number, who: Caller, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `${API}/associations/${id}/`,
      headers: who.headers,
      payload: payload as object,
    });

  describe('GET /associations/', () => {
    let ids: Record<string, number>;
    beforeAll(async () => {
      ids = {
        ideal: await createAssociation(t.database, { name: 'Ideal School Alumni' }),
        collegiate: await createAssociation(t.database, { name: 'Collegiate School Alumni' }),
        bangla: await createAssociation(t.database, { name: 'ঢাকা কলেজ প্রাক্তন ছাত্র সমিতি' }),
        percent: await createAssociation(t.database, { name: '100% Searchtest Club' }),
        underscore: await createAssociation(t.database, { name: 'Old_Boys Searchtest' }),
        plain: await createAssociation(t.database, { name: 'Oldx Boys Searchtest 100 Club' }),
      };
    });

    it('answers anonymous callers with { count, results } ordered by name then id', async () => {
      const response = await get('/associations/?limit=100');
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.count).toBe(body.results.length);
      const names: string[] = body.results.map((a: { name: string }) => a.name);
      expect([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))).toEqual(names);
      expect(Object.keys(body.results[0]).sort()).toEqual(['id', 'logo', 'member_count', 'name', 'tagline']);
    });

    it('keeps two associations of the same name in id order', async () => {
      const first = await createAssociation(t.database, { name: 'Twin Name Alumni' });
      const second = await createAssociation(t.database, { name: 'Twin Name Alumni' });
      const body = (await get('/associations/?q=twin name')).json();
      expect(body.results.map((a: { id: number }) => a.id)).toEqual([first, second]);
    });

    it('searches by part of the name in any case, with q or name', async () => {
      for (const url of [
        '/associations/?q=ideal',
        '/associations/?q=IDEAL%20school',
        '/associations/?name=deal%20Sch',
      ]) {
        const body = (await get(url)).json();
        expect(body).toEqual({
          count: 1,
          results: [expect.objectContaining({ id: ids.ideal, name: 'Ideal School Alumni' })],
        });
      }
      const schools = (await get('/associations/?q=school')).json();
      expect(schools.results.map((a: { id: number }) => a.id)).toEqual([ids.collegiate, ids.ideal]);
    });

    it('searches Bangla text', async () => {
      for (const q of ['কলেজ', 'ঢাকা কলেজ', 'সমিতি']) {
        const body = (await get(`/associations/?q=${encodeURIComponent(q)}`)).json();
        expect(body.count).toBe(1);
        expect(body.results[0].id).toBe(ids.bangla);
      }
      // The same text typed in decomposed form finds it too.
      const decomposed = 'ঢাকা কলেজ'.normalize('NFD');
      expect((await get(`/associations/?name=${encodeURIComponent(decomposed)}`)).json().count).toBe(1);
    });

    it('takes % and _ in the search text literally', async () => {
      const percent = (await get('/associations/?q=100%25')).json();
      expect(percent.results.map((a: { id: number }) => a.id)).toEqual([ids.percent]);
      const underscore = (await get('/associations/?q=old_')).json();
      expect(underscore.results.map((a: { id: number }) => a.id)).toEqual([ids.underscore]);
      expect((await get('/associations/?q=%5C')).json().count).toBe(0);
    });

    it('treats an empty search as no search', async () => {
      const all = (await get('/associations/?limit=100')).json();
      expect((await get('/associations/?q=&limit=100')).json().count).toBe(all.count);
      expect((await get('/associations/?q=%20%20&limit=100')).json().count).toBe(all.count);
    });

    it('pages with page and limit, defaulting to 20; count is the whole match', async () => {
      for (let i = 0; i < 23; i++)
        await createAssociation(t.database, { name: `Bulk Alumni ${String(i).padStart(2, '0')}` });
      const first = (await get('/associations/?q=bulk')).json();
      expect(first.count).toBe(23);
      expect(first.results).toHaveLength(20);
      const second = (await get('/associations/?q=bulk&page=2')).json();
      expect(second.count).toBe(23);
      expect(second.results.map((a: { name: string }) => a.name)).toEqual([
        'Bulk Alumni 20',
        'Bulk Alumni 21',
        'Bulk Alumni 22',
      ]);
      const small = await Promise.all(
        [1, 2, 3].map(async (page) => (await get(`/associations/?q=bulk&limit=10&page=${page}`)).json()),
      );
      expect(small.map((p) => p.results.length)).toEqual([10, 10, 3]);
      const seen = small.flatMap((p) => p.results.map((a: { id: number }) => a.id));
      expect(new Set(seen).size).toBe(23);
      const beyond = (await get('/associations/?q=bulk&page=9')).json();
      expect(beyond).toEqual({ count: 23, results: [] });
    });

    it('refuses bad paging and over-long search text with 400 naming the field', async () => {
      const cases: [string, string, string][] = [
        ['limit=0', 'limit', 'limit must be 1 or more'],
        ['limit=101', 'limit', 'limit must be at most 100'],
        ['limit=abc', 'limit', expect.any(String) as unknown as string],
        ['page=0', 'page', 'page must be 1 or more'],
        ['page=1.5', 'page', 'page must be a whole number'],
        [`q=${'x'.repeat(101)}`, 'q', 'Search text must be at most 100 characters'],
      ];
      for (const [query, field, message] of cases) {
        const response = await get(`/associations/?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', [field]: [message] });
      }
    });

    it('counts active members once each: ended memberships and other associations do not count', async () => {
      const id = await createAssociation(t.database, { name: 'Counting Alumni' });
      const other = await createAssociation(t.database, { name: 'Counting Other Alumni' });
      const type = await createMembershipType(t.database, id);
      const otherType = await createMembershipType(t.database, other);
      const [a, b, c, d] = await Promise.all([1, 2, 3, 4].map(() => createUser(t.database)));
      await createMembership(t.database, { userId: a.id, associationId: id, typeId: type, serial: 1, end_date: null });
      await createMembership(t.database, {
        userId: b.id,
        associationId: id,
        typeId: type,
        serial: 2,
        end_date: daysFromToday(30),
      });
      await createMembership(t.database, {
        userId: b.id,
        associationId: id,
        typeId: type,
        serial: 3,
        end_date: daysFromToday(400),
      });
      await createMembership(t.database, {
        userId: c.id,
        associationId: id,
        typeId: type,
        serial: 4,
        end_date: daysFromToday(-30),
      });
      await createMembership(t.database, { userId: d.id, associationId: other, typeId: otherType, serial: 1 });
      const list = (await get('/associations/?q=counting')).json();
      expect(list.results.map((r: { id: number; member_count: number }) => [r.id, r.member_count])).toEqual([
        [id, 2],
        [other, 1],
      ]);
      expect((await get(`/associations/${id}/`)).json().member_count).toBe(2);
    });
  });

  describe('GET /associations/{id}/', () => {
    it('answers anyone with the association and its links', async () => {
      for (const who of [undefined, cast.user, cast.superAdmin]) {
        const response = await get(`/associations/${cast.associationId}/`, who);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual(makeAssociation({ id: cast.associationId, name: 'Cast Association One' }));
      }
      expect((await get(`/associations/${cast.associationId}`)).statusCode).toBe(200);
    });

    it('answers 404 "Association not found." for a missing one and 400 for a bad id', async () => {
      const missing = await get('/associations/999999/');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ message: 'Association not found.', code: 'ASSOCIATION_NOT_FOUND' });
      const bad = await get('/associations/abc/');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().id).toEqual(['id must be a number']);
    });
  });

  describe('PATCH /associations/{id}/', () => {
    it("lets only this association's admins and the super admin update it", async () => {
      const id = await createAssociation(t.database, { name: 'Patch Table Alumni' });
      const admin = await createUser(t.database);
      await t.app.db.insertInto('association_admins').values({ association_id: id, user_id: admin.id }).execute();
      const thisAdmin: Caller = { id: admin.id, email: admin.email, headers: await authHeader(t.app, admin.id) };
      const table: [Caller, number][] = [
        [cast.anonymous, 401],
        [cast.user, 404],
        [cast.associationAdmin, 404],
        [cast.otherAssociationAdmin, 404],
        [thisAdmin, 200],
        [cast.superAdmin, 200],
      ];
      for (const [who, status] of table) {
        const response = await patch(id, who, { ...UPDATE, name: `Patched by ${who.id ?? 'nobody'}` });
        expect([who.id, response.statusCode]).toEqual([who.id, status]);
        if (status === 404) expect(response.json().message).toBe('Association not found.');
      }
      expect((await get(`/associations/${id}/`)).json().name).toBe(`Patched by ${cast.superAdmin.id}`);
    });

    it('updates every field and answers the association', async () => {
      const response = await patch(cast.associationId, cast.associationAdmin, UPDATE);
      expect(response.statusCode).toBe(200);
      const { links, ...fields } = UPDATE;
      expect(response.json()).toEqual({
        id: cast.associationId,
        ...fields,
        logo: null,
        cover: null,
        member_count: 0,
        links,
      });
      expect((await get(`/associations/${cast.associationId}/`)).json()).toEqual(response.json());
    });

    it('keeps phone, email and links when left out, and clears them when sent empty', async () => {
      await patch(cast.associationId, cast.associationAdmin, UPDATE);
      const { phone: _p, email: _e, links: _l, ...required } = UPDATE;
      const kept = (
        await patch(cast.associationId, cast.associationAdmin, { ...required, links: { twitter: 'https://x.com/new' } })
      ).json();
      expect(kept).toMatchObject({
        phone: UPDATE.phone,
        email: UPDATE.email,
        links: { ...UPDATE.links, twitter: 'https://x.com/new' },
      });
      const cleared = (
        await patch(cast.associationId, cast.associationAdmin, {
          ...required,
          phone: '',
          email: '',
          links: { facebook: '', linkedin: null },
        })
      ).json();
      expect(cleared).toMatchObject({
        phone: '',
        email: '',
        links: { facebook: null, linkedin: null, twitter: 'https://x.com/new' },
      });
    });

    it('refuses each required field sent blank (spec section 5) with its message, changing nothing', async () => {
      await patch(cast.associationId, cast.associationAdmin, UPDATE);
      const before = (await get(`/associations/${cast.associationId}/`)).json();
      const required: [keyof typeof UPDATE, string][] = [
        ['name', 'Name is required'],
        ['tagline', 'Tagline is required'],
        ['about', 'About is required'],
        ['address', 'Address is required'],
        ['website', 'Website is required'],
        ['established_year', 'Established year is required'],
        ['society_prefix', 'Society prefix is required'],
      ];
      for (const [field, message] of required) {
        for (const body of [
          { ...UPDATE, [field]: '' },
          { ...UPDATE, [field]: '   ' },
          { ...UPDATE, [field]: null },
        ]) {
          const response = await patch(cast.associationId, cast.associationAdmin, body);
          expect([field, response.statusCode]).toEqual([field, 400]);
          expect(response.json()[field]).toEqual([message]);
        }
      }
      expect((await get(`/associations/${cast.associationId}/`)).json()).toEqual(before);
    });

    it('refuses malformed values with messages naming the field', async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [{ website: 'not a url' }, 'website', 'Website must be a valid URL (http or https)'],
        [{ website: 'ftp://files.example.com' }, 'website', 'Website must be a valid URL (http or https)'],
        [{ established_year: 'abc' }, 'established_year', 'Established year must be a number'],
        [{ established_year: 1985.5 }, 'established_year', 'Established year must be a whole number'],
        [{ established_year: 1700 }, 'established_year', 'Established year must be 1800 or later'],
        [{ established_year: 2500 }, 'established_year', 'Established year is too far in the future'],
        [{ name: 'x'.repeat(201) }, 'name', 'Name must be at most 200 characters'],
        [{ society_prefix: 'P'.repeat(21) }, 'society_prefix', 'Society prefix must be at most 20 characters'],
        [{ email: 'not-an-email' }, 'email', 'Enter a valid email address'],
        [{ phone: '0'.repeat(31) }, 'phone', 'Phone must be at most 30 characters'],
        [{ links: { facebook: 'facebook' } }, 'links.facebook', 'Facebook link must be a valid URL (http or https)'],
      ];
      for (const [change, field, message] of cases) {
        const response = await patch(cast.associationId, cast.associationAdmin, { ...UPDATE, ...change });
        expect([field, response.statusCode]).toEqual([field, 400]);
        expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', message, [field]: [message] });
      }
      const text = await t.app.inject({
        method: 'PATCH',
        url: `${API}/associations/${cast.associationId}/`,
        headers: { ...cast.associationAdmin.headers, 'content-type': 'application/json' },
        body: '{"name":',
      });
      expect(text.statusCode).toBe(400);
      expect(text.json().code).toBe('INVALID_JSON');
    });

    it('accepts the established year as text from a form', async () => {
      const response = await patch(cast.associationId, cast.associationAdmin, { ...UPDATE, established_year: '1990' });
      expect(response.statusCode).toBe(200);
      expect(response.json().established_year).toBe(1990);
    });

    it('answers 404 for an association that does not exist, even to the super admin', async () => {
      const response = await patch(999999, cast.superAdmin, UPDATE);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Association not found.');
    });
  });

  describe.each([
    { kind: 'logo', path: 'logos', folder: 'logos' },
    { kind: 'cover', path: 'covers', folder: 'covers' },
  ] as const)('POST /associations/{id}/$path/', ({ kind, path: urlPath, folder }) => {
    const upload = (id: number, who: Caller, parts: Parameters<typeof multipart>[0]) => {
      const form = multipart(parts);
      return t.app.inject({
        method: 'POST',
        url: `${API}/associations/${id}/${urlPath}/`,
        headers: { ...who.headers, ...form.headers },
        payload: form.payload,
      });
    };
    const png = async (color = '#228833') => ({
      field: kind,
      filename: `${kind}.png`,
      contentType: 'image/png',
      data: await makePng(64, 48, color),
    });

    it(`stores the ${kind}, serves it, and removes the one it replaced`, async () => {
      const id = await createAssociation(t.database, { name: `Upload ${kind} Alumni` });
      const admin = await createUser(t.database);
      await t.app.db.insertInto('association_admins').values({ association_id: id, user_id: admin.id }).execute();
      const who: Caller = { id: admin.id, email: admin.email, headers: await authHeader(t.app, admin.id) };

      const first = await upload(id, who, [await png()]);
      expect(first.statusCode).toBe(200);
      const firstUrl: string = first.json()[kind];
      expect(firstUrl).toMatch(new RegExp(`^/media/${folder}/[0-9a-f-]{36}\\.webp$`));
      expect(first.json().id).toBe(id);
      const served = await t.app.inject({ method: 'GET', url: firstUrl });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');

      const second = await upload(id, who, [await png('#aa2222')]);
      expect(second.statusCode).toBe(200);
      const secondUrl: string = second.json()[kind];
      expect(secondUrl).not.toBe(firstUrl);
      expect(existsSync(path.join(t.config.dataDir, firstUrl.slice(1)))).toBe(false);
      expect(existsSync(path.join(t.config.dataDir, secondUrl.slice(1)))).toBe(true);
      expect((await get(`/associations/${id}/`)).json()[kind]).toBe(secondUrl);
    });

    it("lets only this association's admins and the super admin upload", async () => {
      const table = associationAdminStatuses(cast);
      for (const [who, status] of table) {
        const before = mediaFiles(t.config.dataDir, folder).length;
        const hadImage = (await get(`/associations/${cast.associationId}/`)).json()[kind] !== null;
        const response = await upload(cast.associationId, who, [await png()]);
        expect([who.id, response.statusCode]).toEqual([who.id, status]);
        // A refused caller leaves no file behind; an accepted one replaces the old file.
        expect(mediaFiles(t.config.dataDir, folder).length).toBe(status === 200 && !hadImage ? before + 1 : before);
      }
    });

    it('refuses what is not an image, a missing file, the wrong field, JSON and a file over 5 MB', async () => {
      const before = (await get(`/associations/${cast.associationId}/`)).json()[kind];
      const files = mediaFiles(t.config.dataDir, folder);
      const notImage = await upload(cast.associationId, cast.associationAdmin, [
        { field: kind, filename: 'evil.png', contentType: 'image/png', data: Buffer.from('<script>alert(1)</script>') },
      ]);
      expect(notImage.statusCode).toBe(415);
      expect(notImage.json()[kind]).toEqual([notImage.json().message]);

      const none = await upload(cast.associationId, cast.associationAdmin, [{ field: 'note', value: 'no file' }]);
      expect(none.statusCode).toBe(400);
      expect(none.json()).toMatchObject({
        message: 'Choose an image file to upload.',
        [kind]: ['Choose an image file to upload.'],
      });

      const wrongField = await upload(cast.associationId, cast.associationAdmin, [
        { ...(await png()), field: 'picture' },
      ]);
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().message).toBe(`Send the file in the "${kind}" field (it came in "picture").`);

      const json = await t.app.inject({
        method: 'POST',
        url: `${API}/associations/${cast.associationId}/${urlPath}/`,
        headers: cast.associationAdmin.headers,
        payload: { [kind]: 'x' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toBe(`Send the file as multipart/form-data in the "${kind}" field.`);

      const big = await upload(cast.associationId, cast.associationAdmin, [
        { field: kind, filename: 'big.png', contentType: 'image/png', data: Buffer.alloc(5 * 1024 * 1024 + 1, 1) },
      ]);
      expect(big.statusCode).toBe(413);

      expect((await get(`/associations/${cast.associationId}/`)).json()[kind]).toBe(before);
      expect(mediaFiles(t.config.dataDir, folder)).toEqual(files);
    });

    it('answers 404 for an association that does not exist', async () => {
      const response = await upload(999999, cast.superAdmin, [await png()]);
      expect(response.statusCode).toBe(404);
    });
  });
});
