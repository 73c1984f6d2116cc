import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, createUser, drivers, type TestApp } from './helpers';
import { createCast, type Cast } from './support/cast';

const API = '/api/v1';

describe.each(drivers)('GET /users/{id}/ public profile (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let profile: { id: number; email: string };

  beforeAll(async () => {
    t = await createTestApp({ driver });
    cast = await createCast(t);
    profile = await createUser(t.database);
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
    const response = await get(profile.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: profile.id,
      first_name: 'Rahim',
      last_name: 'Uddin',
      bio: 'Class of 2014',
      profile_picture: '/media/profile-pictures/rahim.webp',
      email: null,
      phone_number: null,
      educations: [
        {
          id: expect.any(Number),
          institution: 'Dhaka College',
          degree: 'HSC',
          field_of_study: 'Science',
          start_date: '2012-07-01',
          end_date: '2014-06-30',
          current: false,
          description: 'Higher secondary',
        },
      ],
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
    expect((await get(profile.id)).json()).toMatchObject({ email: profile.email, phone_number: null });
    await setShow({ show_email: false, show_phone: true });
    expect((await get(profile.id)).json()).toMatchObject({ email: null, phone_number: '01712345678' });
    await setShow({ show_email: false, show_phone: false });
  });

  it('a shown but empty phone number is null, not ""', async () => {
    const bare = await createUser(t.database);
    await t.app.db.updateTable('users').set({ show_phone: true }).where('id', '=', bare.id).execute();
    const body = (await get(bare.id)).json();
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
    const expected = (await get(profile.id)).json();
    for (const who of [cast.anonymous, cast.user, cast.associationAdmin, cast.otherAssociationAdmin, cast.superAdmin]) {
      const response = await get(profile.id, who.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(expected);
    }
    // The owner too: private fields stay on GET /auth/user/.
    const own = await get(cast.user.id!, cast.user.headers);
    expect(own.statusCode).toBe(200);
    expect(Object.keys(own.json()).sort()).toEqual(
      [
        'bio',
        'contact_details',
        'educations',
        'email',
        'first_name',
        'id',
        'job_experiences',
        'last_name',
        'phone_number',
        'profile_picture',
      ].sort(),
    );
  });

  it('an inactive or missing user is 404; a malformed id is 400', async () => {
    const gone = await createUser(t.database);
    await t.app.db.updateTable('users').set({ is_active: false }).where('id', '=', gone.id).execute();
    const inactive = await get(gone.id);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json()).toEqual({ message: 'User not found.', code: 'USER_NOT_FOUND' });
    expect((await get(2147483000)).statusCode).toBe(404);
    const malformed = await get('me');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', id: ['id must be a number'] });
    expect((await get(0)).json().id).toEqual(['id must be positive']);
  });

  it('answers without the trailing slash too', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${API}/users/${profile.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(profile.id);
  });
});
