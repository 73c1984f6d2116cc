import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { userSchema } from '@alumni/shared/contracts';
import { authHeader, createTestApp, createUser, drivers, type TestApp } from './helpers';

const ME = '/api/v1/auth/user/';

describe.each(drivers)('GET and PATCH /auth/user/ (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => t?.close());

  it('returns the user with admin entries, educations, jobs and contacts in order', async () => {
    const user = await createUser(t.database);
    const db = t.database.db;
    const [a1, a2] = await db
      .insertInto('associations')
      .values([{ name: 'Zilla School Alumni', logo: '/media/logo-z.png' }, { name: 'Adamjee Cantonment Alumni' }])
      .returning('id')
      .execute();
    await db
      .insertInto('association_admins')
      .values([
        { association_id: a1.id, user_id: user.id, designation: 'President' },
        { association_id: a2.id, user_id: user.id },
      ])
      .execute();
    await db
      .insertInto('educations')
      .values([
        {
          user_id: user.id,
          institution: 'School',
          degree: 'SSC',
          field_of_study: 'Science',
          start_date: '2000-01-01',
          end_date: '2005-12-31',
          description: 'd',
        },
        {
          user_id: user.id,
          institution: 'University',
          degree: 'BSc',
          field_of_study: 'CSE',
          start_date: '2007-01-01',
          end_date: '2011-12-31',
          description: 'd',
        },
      ])
      .execute();
    await db
      .insertInto('job_experiences')
      .values([
        {
          user_id: user.id,
          company: 'Old Co',
          title: 'Dev',
          location: 'Dhaka',
          start_date: '2012-01-01',
          end_date: '2015-01-01',
        },
        {
          user_id: user.id,
          company: 'Now Co',
          title: 'Lead',
          location: 'Dhaka',
          start_date: '2010-01-01',
          current: true,
        },
      ])
      .execute();
    await db
      .insertInto('contact_details')
      .values([
        { user_id: user.id, platform: 'LinkedIn', link: 'https://linkedin.com/in/x' },
        { user_id: user.id, platform: 'GitHub', link: 'https://github.com/x', description: 'code' },
      ])
      .execute();

    const response = await t.app.inject({ method: 'GET', url: ME, headers: await authHeader(t.app, user.id) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(userSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      first_name: '',
      is_superuser: false,
      profile_picture: null,
    });
    expect(body.association_admins).toEqual([
      { designation: 'Admin', alumni_association: { id: a2.id, name: 'Adamjee Cantonment Alumni', logo: null } },
      {
        designation: 'President',
        alumni_association: { id: a1.id, name: 'Zilla School Alumni', logo: '/media/logo-z.png' },
      },
    ]);
    expect(body.educations.map((e: { degree: string }) => e.degree)).toEqual(['BSc', 'SSC']);
    expect(body.educations[0]).toMatchObject({ start_date: '2007-01-01', end_date: '2011-12-31', current: false });
    expect(body.job_experiences.map((j: { company: string }) => j.company)).toEqual(['Now Co', 'Old Co']);
    expect(body.job_experiences[0].end_date).toBeNull();
    expect(body.contact_details).toEqual([
      { id: expect.any(Number), platform: 'LinkedIn', link: 'https://linkedin.com/in/x', description: null },
      { id: expect.any(Number), platform: 'GitHub', link: 'https://github.com/x', description: 'code' },
    ]);
  });

  it('patches the fields sent (trimmed) and returns the user', async () => {
    const user = await createUser(t.database);
    const headers = await authHeader(t.app, user.id);
    const response = await t.app.inject({
      method: 'PATCH',
      url: ME,
      headers,
      payload: {
        first_name: '  Karim ',
        last_name: 'Ahmed',
        phone_number: '01712345678',
        bio: 'Hello',
        show_email: true,
        is_superuser: true,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      first_name: 'Karim',
      last_name: 'Ahmed',
      phone_number: '01712345678',
      bio: 'Hello',
      show_email: true,
      is_superuser: false,
    });

    const partial = await t.app.inject({ method: 'PATCH', url: ME, headers, payload: { bio: 'Changed' } });
    expect(partial.json()).toMatchObject({ first_name: 'Karim', bio: 'Changed' });
  });

  it('refuses a phone number that is not 11 characters with the spec message', async () => {
    const user = await createUser(t.database);
    const response = await t.app.inject({
      method: 'PATCH',
      url: ME,
      headers: await authHeader(t.app, user.id),
      payload: { phone_number: '01712' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The phone number needs to be 11 characters long',
      code: 'VALIDATION_ERROR',
      phone_number: ['The phone number needs to be 11 characters long'],
    });
  });

  it('refuses an empty required name and an over-long bio', async () => {
    const user = await createUser(t.database);
    const response = await t.app.inject({
      method: 'PATCH',
      url: ME,
      headers: await authHeader(t.app, user.id),
      payload: { first_name: '   ', bio: 'x'.repeat(2001) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      first_name: ['First name is required'],
      bio: ['Bio must be at most 2000 characters'],
    });
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: ME, payload: { bio: 'x' } })).statusCode).toBe(401);
  });
});
