/*
 * The public site's forms posted natively, before (or without) the page's script (web/src/forms/native-forms.ts):
 * a post from another site refused before its body is read, the contracts' messages and the values typed (never a
 * password) rendered back into the page, the API's answers and rate limits, login's cookies and redirect, logout.
 * The page's render is a stand-in that writes the echo it was given; the real render is in the e2e journeys.
 */
import { rmSync } from 'node:fs';
import type { FormEcho } from '@alumni/shared/contracts';
import { formText, type RenderInput } from '@alumni/web';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiBn } from '../src/i18n/catalogs/api/bn';
import { createTestApp, createUser, drivers, type TestApp } from './helpers';
import { fakeWebRoot } from './support/web-root';

const ORIGIN = 'https://alumni.example.org';

/** The render writes the echo it got into the page, as JSON in a marked element. */
async function echoingRender(input: RenderInput) {
  return {
    html: `<main data-path="${new URL(input.url, 'http://h').pathname}"><pre id="echo">${JSON.stringify(input.formEcho ?? null).replace(/</g, '\\u003c')}</pre></main>`,
    headTags: '',
  };
}
const echoOf = (page: string): FormEcho | null => {
  const json = /<pre id="echo">([\s\S]*?)<\/pre>/.exec(page)?.[1];
  return json === undefined ? null : (JSON.parse(json) as FormEcho | null);
};

describe.each(drivers)('native form posts (%s)', (driver) => {
  let t: TestApp;
  let webRoot: string;
  let user: { email: string; password: string };

  beforeAll(async () => {
    webRoot = fakeWebRoot();
    t = await createTestApp({
      driver,
      config: { webRoot, publicOrigin: ORIGIN, trustProxy: true },
      rateLimits: { loginPerIp: 3, contactPerIp: 2 },
      renderer: () => echoingRender,
    });
    user = await createUser(t.database);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  let address = 0;
  /** A form post as a browser sends it, from an address of its own (rate limits count per address). */
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: new URLSearchParams(fields).toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'x-forwarded-for': `198.51.100.${++address}`,
        ...headers,
      },
    });

  it('refuses a post from another site, or one that says nothing of where it comes from', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }, { origin: '' }]) {
      const answer = await post('/login', { email: user.email, password: user.password }, headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.body).toContain('another site');
    }
    // No Origin: only a same-origin fetch's own word (Sec-Fetch-Site) lets it through.
    const silent = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: `email=${encodeURIComponent(user.email)}&password=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
    });
    expect(silent.statusCode).toBe(403);
    const sameOrigin = await t.app.inject({
      method: 'POST',
      url: '/login',
      payload: new URLSearchParams({ email: user.email, password: user.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(303);
  });

  it('refuses a cross-site post in the language of the page it came from', async () => {
    const answer = await post(
      '/login',
      { email: user.email, password: user.password },
      { origin: 'https://evil.example', 'accept-language': 'bn' },
    );
    expect(answer.statusCode).toBe(403);
    expect(answer.body).toBe(formText('bn', 'form.refused'));
    expect(answer.body).not.toContain('another site');
  });

  it('logs in: the API session cookies and a redirect to where the visitor came from (a same-site path only)', async () => {
    const answer = await post('/login?from=%2Fevents', { email: user.email, password: user.password });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('/events');
    const cookies = String(answer.headers['set-cookie']);
    expect(cookies).toMatch(/refresh_token=[^;]+;.*Path=\/api\/v1\/auth/);
    expect(cookies).toContain('XSRF-TOKEN=');
    const away = await post('/login?from=%2F%2Fevil.example', { email: user.email, password: user.password });
    expect(away.headers.location).toBe('/associations');
  });

  it("renders the page again with the contract's messages and the values typed, never the password", async () => {
    const answer = await post('/login', { email: 'not-an-address', password: 'secret-typed' });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).not.toContain('secret-typed');
    const echo = echoOf(answer.body);
    expect(echo).toMatchObject({ form: 'login', path: '/login', values: { email: 'not-an-address' } });
    expect(echo?.values).not.toHaveProperty('password');
    expect(echo?.errors.email).toBe('Enter a valid email address');

    const signUp = echoOf(
      (await post('/signup', { first_name: 'Rahim', email: 'r@example.org', password1: 'a', password2: 'b' })).body,
    );
    expect(signUp?.values).toEqual({ first_name: 'Rahim', last_name: '', phone_number: '', email: 'r@example.org' });
    expect(Object.keys(signUp?.errors ?? {})).toEqual(
      expect.arrayContaining(['last_name', 'phone_number', 'password1']),
    );
  });

  it("shows the API's reason a login failed, and counts the failures against the visitor's address", async () => {
    const from = { 'x-forwarded-for': '203.0.113.77' };
    const wrong = await post('/login', { email: user.email, password: 'Wrong-password-1' }, from);
    expect(wrong.statusCode).toBe(401);
    expect(echoOf(wrong.body)?.error).toBeTruthy();
    await post('/login', { email: user.email, password: 'Wrong-password-2' }, from);
    await post('/login', { email: user.email, password: 'Wrong-password-3' }, from);
    const limited = await post('/login', { email: user.email, password: user.password }, from);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(echoOf(limited.body)?.error).toBeTruthy();
    // Another address is not held up.
    expect((await post('/login', { email: user.email, password: user.password })).statusCode).toBe(303);
  });

  it('sends a Get in Touch message, then refuses more than the API takes from one address', async () => {
    const from = { 'x-forwarded-for': '203.0.113.90' };
    const message = { name: 'Karim', email: 'karim@example.org', subject: 'Hello', message: 'A question about dues.' };
    const sent = await post('/', message, from);
    expect(sent.statusCode).toBe(200);
    expect(echoOf(sent.body)).toMatchObject({ form: 'contact', done: 'Thank you! Your message has been sent.' });
    const stored = await t.app.db.selectFrom('contact_messages').select('message').execute();
    expect(stored.map((row) => row.message)).toContain('A question about dues.');
    const empty = echoOf((await post('/', { name: '', email: '', message: '' }, from)).body);
    expect(Object.keys(empty?.errors ?? {})).toEqual(expect.arrayContaining(['name', 'email', 'message']));
    await post('/', message, from);
    expect((await post('/', message, from)).statusCode).toBe(429);
  });

  it('answers forgot password the same whatever the address, and a reset with a bad token on the page', async () => {
    const known = echoOf((await post('/forgot-password', { email: user.email })).body);
    const unknown = echoOf((await post('/forgot-password', { email: 'nobody@example.org' })).body);
    expect(known?.done).toBeTruthy();
    expect(unknown?.done).toBe(known?.done);
    const reset = await post('/reset-password?token=abc', {
      token: 'abc',
      new_password1: 'A-new-password-9',
      new_password2: 'A-new-password-9',
    });
    expect(reset.statusCode).toBe(400);
    const echo = echoOf(reset.body);
    expect(echo?.values).toEqual({});
    expect(echo?.error).toBeTruthy();
  });

  it("answers a Bangla page in Bangla: the API's reasons and outcomes in the page's language (its cookie or ?lang=)", async () => {
    const bangla = { cookie: 'lang=bn' };
    const wrong = echoOf((await post('/login', { email: user.email, password: 'Wrong-password-1' }, bangla)).body);
    expect(wrong?.error).toBe(apiBn['auth.badCredentials']);
    const taken = echoOf(
      (
        await post('/signup?lang=bn', {
          first_name: 'রহিম',
          last_name: 'উদ্দিন',
          phone_number: '01712345678',
          email: user.email,
          password1: 'A-new-password-9',
          password2: 'A-new-password-9',
        })
      ).body,
    );
    expect(taken?.errors.email).toBe(apiBn['auth.emailTaken']);
    const sent = echoOf((await post('/forgot-password', { email: user.email }, bangla)).body);
    expect(sent?.done).toBe(apiBn['account.resetSent']);
    // The same posts from an English page read as before.
    const english = echoOf((await post('/forgot-password', { email: user.email }, { cookie: 'lang=en' })).body);
    expect(english?.done).toMatch(/^If an account uses this e-mail address/);
  });

  it('logs out with the refresh cookie (sent to the API auth paths only) and sends the visitor home', async () => {
    const login = await post('/login', { email: user.email, password: user.password });
    const cookies = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
    const out = await post('/api/v1/auth/logout/form', {}, { cookie: cookies });
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/');
    expect(String(out.headers['set-cookie'])).toMatch(/refresh_token=;/);
    // The refresh token is ended: it gives no new access token.
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? '';
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh/',
      headers: { cookie: cookies, 'x-xsrf-token': decodeURIComponent(xsrf) },
    });
    expect(refresh.statusCode).toBe(401);
  });
});
