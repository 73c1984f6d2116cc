/*
 * The events' public pages as the server answers them (issue 38) on both databases, through the real
 * events data: the sitemap names each published upcoming event (no draft, no past one), and an event's page
 * carries its head (title, Open Graph, canonical, schema.org Event JSON-LD) with a hostile title escaped
 * everywhere, a draft answering 404: the public site's route answers them, rendered with the built site.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, drivers, type TestApp } from './helpers';
import { createCast, type Cast } from './support/cast';
import { API } from './support/fixtures';
import { canonicalOf, builtWebRoot, metaOf, titleOf } from './support/web-root';

const ORIGIN = 'https://alumni.example.org';
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const HOSTILE = 'Reunion </script><script>alert(1)</script> & "friends"';
const jsonLdOf = (page: string) => /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page)?.[1];

describe.each(drivers)('the events pages (%s)', (driver) => {
  let t: TestApp;
  let cast: Cast;
  let now = new Date();
  const ids: Record<'hostile' | 'draft' | 'soon', number> = { hostile: 0, draft: 0, soon: 0 };

  beforeAll(async () => {
    t = await createTestApp({ driver, clock: () => now, config: { webRoot: builtWebRoot(), publicOrigin: ORIGIN } });
    cast = await createCast(t);
    const create = async (fields: Record<string, unknown>) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `${API}/associations/${cast.associationId}/events/`,
        headers: cast.associationAdmin.headers,
        payload: {
          title: 'Picnic',
          description: 'Bring <food> & friends',
          starts_at: new Date(now.getTime() + 10 * DAY).toISOString(),
          ends_at: new Date(now.getTime() + 10 * DAY + 4 * HOUR).toISOString(),
          venue: 'Ramna Park',
          status: 'published',
          ...fields,
        },
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ id: number }>().id;
    };
    ids.hostile = await create({ title: HOSTILE, fee: 500 });
    ids.draft = await create({ title: 'Secret draft', status: 'draft' });
    ids.soon = await create({
      title: 'Over soon',
      starts_at: new Date(now.getTime() + HOUR).toISOString(),
      ends_at: new Date(now.getTime() + 2 * HOUR).toISOString(),
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists each published upcoming event in the sitemap, never a draft, and no longer one that is over', async () => {
    const locs = async () =>
      [...(await get('/sitemap.xml')).body.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const before = await locs();
    expect(before).toEqual(expect.arrayContaining([`${ORIGIN}/events`, `${ORIGIN}/events/${ids.hostile}`]));
    expect(before).toContain(`${ORIGIN}/events/${ids.soon}`);
    expect(before).not.toContain(`${ORIGIN}/events/${ids.draft}`);

    const saved = now;
    now = new Date(now.getTime() + 3 * HOUR);
    try {
      const after = await locs();
      expect(after).toContain(`${ORIGIN}/events/${ids.hostile}`);
      expect(after).not.toContain(`${ORIGIN}/events/${ids.soon}`);
    } finally {
      now = saved;
    }
  });

  it("answers an event's page with its head, the hostile title escaped in the title, the tags and the JSON-LD", async () => {
    const response = await get(`/events/${ids.hostile}`);
    expect(response.statusCode).toBe(200);
    const page = response.body;
    expect(page).not.toContain('<script>alert(1)');
    expect(titleOf(page)).toContain(
      'Reunion &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;',
    );
    expect(metaOf(page, 'og:title')).toBe(
      'Reunion &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;friends&quot;',
    );
    expect(canonicalOf(page)).toBe(`${ORIGIN}/events/${ids.hostile}`);
    const jsonLd = jsonLdOf(page) ?? '';
    expect(jsonLd).not.toMatch(/[<>]/);
    expect(JSON.parse(jsonLd)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: HOSTILE,
      url: `${ORIGIN}/events/${ids.hostile}`,
      eventStatus: 'https://schema.org/EventScheduled',
    });
  });

  it('answers a draft as a page that does not exist', async () => {
    const response = await get(`/events/${ids.draft}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Secret draft');
  });
});
