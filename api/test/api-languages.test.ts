import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, createUser, drivers, login, withXsrf, type TestApp } from './helpers';

const BANGLA = { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' };
const ENGLISH = { 'accept-language': 'en-US,en;q=0.9' };

describe.each(drivers)('the API in Bangla and English (%s)', (driver) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ driver });
    await t.app.ready();
  });
  afterAll(() => t.close());

  const register = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/registration/', headers, payload });

  it('answers a validation error field by field in the asked language, with the same code', async () => {
    const payload = { email: 'not-an-address', password1: 'short', password2: 'other' };
    const english = await register(ENGLISH, payload);
    const bangla = await register(BANGLA, payload);
    expect(english.statusCode).toBe(400);
    expect(bangla.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      email: ['Enter a valid email address'],
      password1: ['Password must be at least 8 characters'],
    });
    expect(bangla.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'একটি সঠিক ইমেইল ঠিকানা দিন',
      email: ['একটি সঠিক ইমেইল ঠিকানা দিন'],
      password1: ['পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে'],
    });
  });

  it('names a field of the wrong type and a missing one by their Bangla labels', async () => {
    const bangla = await register(BANGLA, { email: 42, password1: 'Passw0rd!x' });
    expect(bangla.statusCode).toBe(400);
    const body = bangla.json<Record<string, string[]>>();
    expect(body.email[0]).toBe('ইমেইল দিতে হবে');
    expect(body.password2).toEqual(['পাসওয়ার্ড নিশ্চিতকরণ দিতে হবে']);
    const english = await register({}, { email: 42, password1: 'Passw0rd!x' });
    expect(english.json<Record<string, string[]>>().password2).toEqual(['Confirm password is required']);
  });

  it('answers a not-found and an auth error in Bangla, English by default and for other languages', async () => {
    const user = await createUser(t.database);
    const { access } = await login(t.app, user.email);
    const authorization = `Bearer ${access}`;
    const url = '/api/v1/auth/user/educations/999999/';
    const bangla = await t.app.inject({ method: 'GET', url, headers: { authorization, ...BANGLA } });
    const french = await t.app.inject({ method: 'GET', url, headers: { authorization, 'accept-language': 'fr' } });
    expect(bangla.statusCode).toBe(404);
    expect(bangla.json()).toEqual({ message: 'শিক্ষার তথ্যটি খুঁজে পাওয়া যায়নি।', code: 'EDUCATION_NOT_FOUND' });
    expect(french.json()).toEqual({ message: 'Education not found.', code: 'EDUCATION_NOT_FOUND' });

    const wrong = { email: user.email, password: 'not-the-password' };
    const refused = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login/', headers: BANGLA, payload: wrong });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({
      message: 'এই ইমেইল ও পাসওয়ার্ড দিয়ে লগইন করা গেল না।',
      code: 'INVALID_CREDENTIALS',
    });
    const anonymous = await t.app.inject({ method: 'GET', url, headers: BANGLA });
    expect(anonymous.json()).toEqual({ message: 'আপনি লগইন করেননি। অনুগ্রহ করে লগইন করুন।', code: 'NOT_AUTHENTICATED' });
  });

  it("answers a contract's own check (a date out of range) in Bangla, its label and years in Bangla", async () => {
    const user = await createUser(t.database);
    const { access } = await login(t.app, user.email);
    const education = {
      institution: 'Dhaka College',
      degree: 'HSC',
      field_of_study: 'Science',
      start_date: '1850-01-01',
      end_date: '2001-06-30',
      description: 'Science group',
    };
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/user/educations/',
        headers: { authorization: `Bearer ${access}`, ...headers },
        payload: education,
      });
    const bangla = await post(BANGLA);
    expect(bangla.statusCode).toBe(400);
    expect(bangla.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      start_date: ['শুরুর তারিখ ১৯০০ থেকে ২১০০ সালের মধ্যে হতে হবে'],
    });
    expect((await post(ENGLISH)).json().start_date).toEqual(['Start date must be between 1900 and 2100']);
  });

  it("answers a query parameter's check in Bangla too, the parameter named as it was sent", async () => {
    const list = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/v1/associations/?page=0', headers });
    expect((await list(BANGLA)).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      page: ['page ১ বা তার বেশি হতে হবে'],
    });
    expect((await list(ENGLISH)).json()).toMatchObject({ code: 'VALIDATION_ERROR', page: ['page must be 1 or more'] });
  });

  it('answers a success message in the asked language', async () => {
    const user = await createUser(t.database);
    for (const [headers, message] of [
      [BANGLA, 'আপনি সফলভাবে লগআউট করেছেন।'],
      [ENGLISH, 'Successfully logged out.'],
    ] as const) {
      const { cookies } = await login(t.app, user.email);
      const session = withXsrf(cookies);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout/',
        cookies: session.cookies,
        headers: { ...session.headers, ...headers },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message });
    }
  });
});
