import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { alternateTags, answerLanguage, languageOfRequest, pathInLanguage } from '../language';

/** The language a request to `url` with `headers` is answered in, and what the answer says of it. */
async function answer(url: string, headers: Record<string, string> = {}) {
  const app = Fastify();
  app.get('/*', async (request, reply) => {
    const chosen = languageOfRequest(request);
    reply.header('Vary', answerLanguage(request, reply, chosen));
    return chosen;
  });
  const response = await app.inject({ method: 'GET', url, headers });
  await app.close();
  return { ...(response.json() as { language: string; isFromQuery: boolean }), headers: response.headers };
}

describe('the language of a page request', () => {
  it('takes ?lang= first and keeps it in a cookie for a year (SameSite=Lax), varying on nothing else', async () => {
    const bn = await answer('/about-us?lang=bn', { cookie: 'lang=en', 'accept-language': 'en' });
    expect(bn.language).toBe('bn');
    expect(bn.headers['set-cookie']).toBe('lang=bn; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(bn.headers.vary).toBe('Accept-Encoding');
    const en = await answer('/?x=1&lang=EN', { cookie: 'other=1; lang=bn' });
    expect(en.language).toBe('en');
    expect(en.headers['set-cookie']).toContain('lang=en;');
  });

  it('sets no cookie the request already holds', async () => {
    const again = await answer('/?lang=bn', { cookie: 'lang=bn' });
    expect(again.language).toBe('bn');
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('then the cookie, then Accept-Language (a first visit), then English; the answer varies on both', async () => {
    expect((await answer('/', { cookie: 'lang=bn', 'accept-language': 'en' })).language).toBe('bn');
    const first = await answer('/events', { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' });
    expect(first).toMatchObject({ language: 'bn', isFromQuery: false });
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers.vary).toBe('Accept-Encoding, Cookie, Accept-Language');
    expect((await answer('/')).language).toBe('en');
  });

  it('falls back silently on an unknown value (no error, no cookie)', async () => {
    const unknown = await answer('/?lang=fr', { cookie: 'lang=klingon', 'accept-language': 'de' });
    expect(unknown).toMatchObject({ language: 'en', isFromQuery: false });
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect((await answer('/?lang=%3Cscript%3E', { cookie: 'lang=bn' })).language).toBe('bn');
    expect((await answer('/?lang=', {})).language).toBe('en');
  });
});

describe('a page in each language', () => {
  it('has its address: as it is in English, with lang=bn in Bangla, other parameters kept', () => {
    expect(pathInLanguage('/', 'en')).toBe('/');
    expect(pathInLanguage('/', 'bn')).toBe('/?lang=bn');
    expect(pathInLanguage('/associations?page=2', 'bn')).toBe('/associations?page=2&lang=bn');
    expect(pathInLanguage('/associations?lang=bn&page=2', 'en')).toBe('/associations?page=2');
  });

  it('names both and x-default as alternates, escaped', () => {
    expect(alternateTags('/events?page=2', { origin: 'https://a.example' })).toBe(
      '<link rel="alternate" hreflang="en" href="https://a.example/events?page=2">' +
        '<link rel="alternate" hreflang="bn" href="https://a.example/events?page=2&amp;lang=bn">' +
        '<link rel="alternate" hreflang="x-default" href="https://a.example/events?page=2">',
    );
  });
});
