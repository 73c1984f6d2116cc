import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PUBLIC_HANDLE_PATTERN } from '@alumni/shared/contracts';
import { authHeader, createTestApp, createUser, drivers, RELAXED_RATE_LIMITS, type TestApp } from './helpers';
import { createMembership, createMembershipType } from './support/association-fixtures';
import { createCastApp, type Cast, type Caller } from './support/cast';
import { API, EDUCATION } from './support/fixtures';

describe.each(drivers)('GET /users/{handle}/ public profile (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let profile: { id: number; email: string; handle: string };
  const handleOf = async (userId: number) =>
    (await t.app.db.selectFrom('users').select('public_handle').where('id', '=', userId).executeTakeFirstOrThrow())
      .public_handle;

  beforeAll(async () => {
    ({ t, cast } = await createCastApp({ driver }));
    const created = await createUser(t.database);
    profile = { ...created, handle: await handleOf(created.id) };
    await t.app.db
      .updateTable('users')
      .set({
        first_name: 'Rahim',
        last_name: 'Uddin',
        phone_number: '01712345678',
        bio: 'Class of 2014',
        profile_picture: '/media/profile-pictures/rahim.webp',
        father_name: 'Not for the public',
        mother_name: 'Not for the public either',
      })
      .where('id', '=', profile.id)
      .execute();
    await t.app.db
      .insertInto('educations')
      .values({
        user_id: profile.id,
        institution: 'Dhaka College',
        degree: 'HSC',
        field_of_study: 'Science',
        start_date: '2012-07-01',
        end_date: '2014-06-30',
        description: 'Higher secondary',
      })
      .execute();
    await t.app.db
      .insertInto('job_experiences')
      .values({
        user_id: profile.id,
        company: 'Acme',
        title: 'Engineer',
        location: 'Dhaka',
        start_date: '2020-01-01',
        current: true,
      })
      .execute();
    await t.app.db
      .insertInto('contact_details')
      .values({ user_id: profile.id, platform: 'GitHub', link: 'https://github.com/rahim' })
      .execute();
  });
  afterAll(async () => t?.close());

  const get = (id: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `${API}/users/${id}/`, headers });
  const setShow = (show: { show_email: boolean; show_phone: boolean }) =>
    t.app.db.updateTable('users').set(show).where('id', '=', profile.id).execute();

  it('shows name, bio, picture, educations, jobs and contact links; hides e-mail and phone by default', async () => {
    const response = await get(profile.handle);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      public_handle: profile.handle,
      first_name: 'Rahim',
      last_name: 'Uddin',
      bio: 'Class of 2014',
      profile_picture: '/media/profile-pictures/rahim.webp',
      email: null,
      phone_number: null,
      educations: [{ id: expect.any(Number), ...EDUCATION }],
      job_experiences: [
        {
          id: expect.any(Number),
          company: 'Acme',
          title: 'Engineer',
          location: 'Dhaka',
          start_date: '2020-01-01',
          end_date: null,
          current: true,
          description: '',
        },
      ],
      contact_details: [
        { id: expect.any(Number), platform: 'GitHub', link: 'https://github.com/rahim', description: null },
      ],
    });
  });

  it('shows the e-mail and the phone only when the user chose to', async () => {
    await setShow({ show_email: true, show_phone: false });
    expect((await get(profile.handle)).json()).toMatchObject({ email: profile.email, phone_number: null });
    await setShow({ show_email: false, show_phone: true });
    expect((await get(profile.handle)).json()).toMatchObject({ email: null, phone_number: '01712345678' });
    await setShow({ show_email: false, show_phone: false });
  });

  it('a shown but empty phone number is null, not ""', async () => {
    const bare = await createUser(t.database);
    await t.app.db.updateTable('users').set({ show_phone: true }).where('id', '=', bare.id).execute();
    const body = (await get(await handleOf(bare.id))).json();
    expect(body).toMatchObject({
      first_name: '',
      last_name: '',
      phone_number: null,
      educations: [],
      job_experiences: [],
      contact_details: [],
    });
  });

  it('authorization: anyone may read it, and everyone reads the same thing', async () => {
    const expected = (await get(profile.handle)).json();
    for (const who of [cast.anonymous, cast.user, cast.associationAdmin, cast.otherAssociationAdmin, cast.superAdmin]) {
      const response = await get(profile.handle, who.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    // The owner too: private fields stay on GET /auth/user/.
    const own = await get(await handleOf(cast.user.id!), cast.user.headers);
    expect(own.statusCode).toBe(200);
    expect(Object.keys(own.json()).sort()).toEqual(
      [
        'bio',
        'contact_details',
        'educations',
        'email',
        'first_name',
        'public_handle',
        'job_experiences',
        'last_name',
        'phone_number',
        'profile_picture',
      ].sort(),
    );
  });

  it('an inactive or unknown handle is 404; a malformed handle is 400', async () => {
    const gone = await createUser(t.database);
    await t.app.db.updateTable('users').set({ is_active: false }).where('id', '=', gone.id).execute();
    const inactive = await get(await handleOf(gone.id));
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toEqual({ message: 'User not found.', code: 'USER_NOT_FOUND' });
    expect((await get('0123456789abcdef')).statusCode).toBe(404);
    const malformed = await get('me');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      handle: ['handle must be the 16-character profile handle'],
    });
  });

  it('answers without the trailing slash too', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/users/${profile.handle}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().public_handle).toBe(profile.handle);
  });

  it('handles are 16 random hex characters, one per user, not derived from the id', async () => {
    const users = await t.app.db.selectFrom('users').select(['id', 'public_handle']).execute();
    expect(users.length).toBeGreaterThanOrEqual(5);
    for (const { public_handle } of users) expect(public_handle).toMatch(PUBLIC_HANDLE_PATTERN);
    expect(new Set(users.map((u) => u.public_handle)).size).toBe(users.length);
  });

  it('walking numeric ids without a login: 401 for every id, existing or not', async () => {
    for (const id of [profile.id, cast.user.id!, 1, 2, 3, 2147483000]) {
      const response = await get(id);
      expect([id, response.statusCode]).toEqual([id, 401]);
      expect(response.json()).toMatchObject({ code: 'NOT_AUTHENTICATED' });
      expect(response.body).not.toContain(profile.handle);
    }
  });

  describe('an old numeric link, signed in', () => {
    let member: Caller;
    beforeAll(async () => {
      // The profile's owner is a member of the cast's association; so is `member`.
      const typeId = await createMembershipType(t.database, cast.associationId);
      await createMembership(t.database, { userId: profile.id, associationId: cast.associationId, typeId, serial: 1 });
      const user = await createUser(t.database);
      await createMembership(t.database, { userId: user.id, associationId: cast.associationId, typeId, serial: 2 });
      member = { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) };
    });

    it('takes someone who shares an association with the owner (member or admin), the owner and the super admin to the handle (308)', async () => {
      for (const who of [member, cast.associationAdmin, cast.superAdmin]) {
        const response = await get(profile.id, who.headers);
        expect([who.id, response.statusCode]).toEqual([who.id, 308]);
        expect(response.headers.location).toBe(`${API}/users/${profile.handle}/`);
        expect(response.headers['cache-control']).toBe('private, no-store');
      }
      const own = await get(cast.user.id!, cast.user.headers);
      expect(own.statusCode).toBe(308);
      expect(own.headers.location).toBe(`${API}/users/${await handleOf(cast.user.id!)}/`);
    });

    it('answers anyone else the 404 of an id nobody has: walking ids reveals nothing', async () => {
      const missing = await get(2147483000, cast.user.headers);
      expect(missing.statusCode).toBe(404);
      // Past the database's integer range (found by the property suite: it was a 500).
      expect((await get(9999999999, cast.user.headers)).statusCode).toBe(404);
      const last = member.id!;
      for (const who of [cast.user, cast.otherAssociationAdmin]) {
        for (let id = 1; id <= last + 3; id += 1) {
          if (id === who.id) continue;
          const response = await get(id, who.headers);
          expect([who.id, id, response.statusCode]).toEqual([who.id, id, 404]);
          expect(response.body).toBe(missing.body);
          expect(response.headers.location).toBeUndefined();
        }
      }
    });

    it('a member of the owner’s association walking ids reaches only the people of that association', async () => {
      const reached: number[] = [];
      for (let id = 1; id <= member.id! + 3; id += 1) {
        const response = await get(id, member.headers);
        if (response.statusCode === 308) reached.push(id);
        else expect([id, response.statusCode]).toEqual([id, 404]);
      }
      expect(reached.sort((a, b) => a - b)).toEqual(
        [profile.id, member.id!, cast.associationAdmin.id!].sort((a, b) => a - b),
      );
    });
  });

  it('a handle that happens to be all digits is a handle, not an old id', async () => {
    await t.app.db
      .updateTable('users')
      .set({ public_handle: '1234567890123456' })
      .where('id', '=', profile.id)
      .execute();
    const response = await get('1234567890123456');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ public_handle: '1234567890123456' });
    await t.app.db.updateTable('users').set({ public_handle: profile.handle }).where('id', '=', profile.id).execute();
  });
});

describe('public profile reads are limited per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: { ...RELAXED_RATE_LIMITS, publicProfilePerIp: 3 } });
  });
  afterAll(async () => t?.close());

  it('answers 429 past the limit, for handles and numeric ids alike, and not for another address', async () => {
    const user = await createUser(t.database);
    const { public_handle } = await t.app.db
      .selectFrom('users')
      .select('public_handle')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    const from = (ip: string, path: string | number) =>
      t.app.inject({ method: 'GET', url: `${API}/users/${path}/`, remoteAddress: ip });
    expect((await from('203.0.113.5', public_handle)).statusCode).toBe(200);
    expect((await from('203.0.113.5', user.id)).statusCode).toBe(401);
    expect((await from('203.0.113.5', 'ffffffffffffffff')).statusCode).toBe(404);
    const limited = await from('203.0.113.5', public_handle);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await from('203.0.113.9', public_handle)).statusCode).toBe(200);
  });
});
