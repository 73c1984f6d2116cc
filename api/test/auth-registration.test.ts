import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { countRows, createTestApp, drivers, sessionCookies, uniqueEmail, type TestApp } from './helpers';

const URL = '/api/v1/auth/registration/';

describe.each(drivers)('POST /auth/registration/ (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ driver });
  });
  afterAll(async () => t?.close());

  /** Runs a request that must fail and proves no user and no token was written. */
  async function expectRejected(
    payload: unknown,
    status: number,
    extra: Partial<{ headers: Record<string, string> }> = {},
  ) {
    const before = [await countRows(t.database, 'users'), await countRows(t.database, 'refresh_tokens')];
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      ...(typeof payload === 'string'
        ? { body: payload, headers: { 'content-type': 'application/json', ...extra.headers } }
        : { payload: payload as object }),
    });
    expect(response.statusCode).toBe(status);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    expect(body.message.length).toBeGreaterThan(0);
    expect(typeof body.code).toBe('string');
    expect([await countRows(t.database, 'users'), await countRows(t.database, 'refresh_tokens')]).toEqual(before);
    expect(sessionCookies(response)).toEqual({});
    return body;
  }

  const signUp = (email: string) =>
    t.app.inject({ method: 'POST', url: URL, payload: { email, password1: 'Passw0rd!x', password2: 'Passw0rd!x' } });

  it('creates the account: 201 { access }, refresh and XSRF cookies', async () => {
    const email = uniqueEmail('new');
    const response = await signUp(email);
    expect(response.statusCode).toBe(201);
    expect(Object.keys(response.json())).toEqual(['access']);
    const cookies = response.cookies as {
      name: string;
      value: string;
      httpOnly?: boolean;
      path?: string;
      sameSite?: string;
    }[];
    const refresh = cookies.find((c) => c.name === 'refresh_token');
    expect(refresh).toMatchObject({ httpOnly: true, path: '/api/v1/auth', sameSite: 'Lax' });
    const xsrf = cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(xsrf?.httpOnly).toBeFalsy();
    expect(xsrf?.path).toBe('/');

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user/',
      headers: { authorization: `Bearer ${response.json().access}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(email);
  });

  it('refuses a duplicate e-mail in another case: 409 with the email field', async () => {
    const email = uniqueEmail('dup');
    const first = await signUp(email);
    expect(first.statusCode).toBe(201);
    const body = await expectRejected(
      { email: email.toUpperCase(), password1: 'Passw0rd!y', password2: 'Passw0rd!y' },
      409,
    );
    expect(body).toEqual({
      message: 'A user with this email already exists.',
      code: 'EMAIL_TAKEN',
      email: ['A user with this email already exists.'],
    });
  });

  it('refuses mismatched passwords with the confirm field message', async () => {
    const body = await expectRejected({ email: uniqueEmail(), password1: 'Passw0rd!x', password2: 'Passw0rd!z' }, 400);
    expect(body).toEqual({
      message: 'Passwords do not match',
      code: 'VALIDATION_ERROR',
      password2: ['Passwords do not match'],
    });
  });

  it('refuses a malformed e-mail', async () => {
    const body = await expectRejected({ email: 'not-an-email', password1: 'Passw0rd!x', password2: 'Passw0rd!x' }, 400);
    expect(body.email).toEqual(['Enter a valid email address']);
    expect(body.message).toBe('Enter a valid email address');
  });

  it('refuses over-long fields', async () => {
    const body = await expectRejected(
      { email: `${'a'.repeat(250)}@example.com`, password1: 'x'.repeat(300), password2: 'x'.repeat(300) },
      400,
    );
    expect(body.email).toEqual(['Email must be at most 254 characters']);
    expect(body.password1).toEqual(['Password must be at most 256 characters']);
  });

  it('refuses a short password', async () => {
    const body = await expectRejected({ email: uniqueEmail(), password1: 'short', password2: 'short' }, 400);
    expect(body.password1).toEqual(['Password must be at least 8 characters']);
  });

  it('refuses missing fields, naming each', async () => {
    const body = await expectRejected({}, 400);
    expect(body.message).toBe('Email is required');
    expect(body.email).toEqual(['Email is required']);
    expect(body.password1).toEqual(['Password is required']);
    expect(body.password2).toEqual(['Confirm password is required']);
  });

  it('refuses a body that is not JSON with a readable message', async () => {
    const body = await expectRejected('{"email": "a@b.c", password1', 400);
    expect(body.code).toBe('INVALID_JSON');
    expect(body.message).toMatch(/^The request body is not valid JSON/);
  });

  it('refuses a JSON body that is not an object, and an empty body', async () => {
    expect((await expectRejected('"just a string"', 400)).message).toBe('The request body must be a JSON object.');
    expect((await expectRejected('', 400)).message).toBe('The request body must be a JSON object.');
  });

  it('refuses another content type', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      body: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a body over the size limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL,
      payload: { email: 'a@b.c', password1: 'x'.repeat(2_000_000), password2: 'x' },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' });
  });

  it('answers the path without its trailing slash too', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: URL.replace(/\/$/, ''),
      payload: { email: uniqueEmail(), password1: 'Passw0rd!x', password2: 'Passw0rd!x' },
    });
    expect(response.statusCode).toBe(201);
  });
});
