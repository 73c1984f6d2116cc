/*
 * The page a certificate's QR code opens, `/verify/{code}`, as a browser, a search engine or a link previewer
 * sees it: its status, its head (title, description, Open Graph, noindex), every text of the database escaped,
 * and its per-address limit (the API's own, counted once per page). Rendered with the built site.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { today } from '../src/lib/business-dates';
import { createTestApp, drivers, type TestApp } from './helpers';
import { createCast } from './support/cast';
import { API, payFor, SITE, approveOffline } from './support/fixtures';
import { createMembershipType, updateAssociation, updateUser } from './support/association-fixtures';
import { builtWebRoot, canonicalOf, metaOf, titleOf } from './support/web-root';

const ORIGIN = 'https://alumni.example.org';

describe.each(drivers)('the certificate verification page (%s)', (driver) => {
  let t: TestApp;
  let code: string;
  let membershipId: number;
  let address = 0;
  /** Each test opens pages from an address of its own (X-Forwarded-For): the limit is tested apart. */
  const from = () => ({ 'x-forwarded-for': `198.51.100.${++address}` });
  const get = (url: string, headers: Record<string, string> = from()) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp({
      driver,
      // The payment fixtures come back to SITE: another origin of the site here.
      config: {
        webRoot: builtWebRoot(),
        publicOrigin: ORIGIN,
        corsOrigins: [SITE],
        publicCacheMs: 0,
        trustProxy: true,
      },
      rateLimits: { certificateVerificationsPerIp: 3 },
    });
    const cast = await createCast(t);
    await updateAssociation(t.database, cast.associationId, {
      name: 'Old </script><script>alert(1)</script> "Scholars" & Co',
    });
    await updateUser(t.database, cast.user.id!, {
      first_name: 'Rahim <b>',
      last_name: '"Uddin" & Sons',
      email: 'rahim@example.org',
      phone_number: '01711111111',
    });
    const typeId = await createMembershipType(t.database, cast.associationId, {
      name: 'General',
      short_name: 'GM',
      duration_month: 12,
    });
    const paid = await payFor(t.app, cast.user, cast.associationId, typeId, true);
    const approved = await approveOffline(t.app, cast.associationAdmin, paid.id);
    membershipId = approved.json().membership.id;
    const mine = await t.app.inject({
      method: 'GET',
      url: `${API}/auth/user/memberships/`,
      headers: cast.user.headers,
    });
    const url: string = mine.json().results[0].verify_url;
    expect(url.startsWith(`${ORIGIN}/verify/`)).toBe(true);
    code = url.slice(`${ORIGIN}/verify/`.length);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 200 with the holder, association and validity in its head, every text escaped, noindex', async () => {
    const page = await get(`/verify/${code}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const name = 'Rahim &lt;b&gt; &quot;Uddin&quot; &amp; Sons';
    expect(titleOf(page.body)).toBe(`Certificate of ${name} | Alumni Connect`);
    expect(metaOf(page.body, 'og:title')).toBe(`Certificate of ${name}`);
    const description =
      'General membership of Old &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Scholars&quot; &amp; Co, ' +
      `serial GM-0001. Valid on ${today()}.`;
    expect(metaOf(page.body, 'description')).toBe(description);
    expect(metaOf(page.body, 'og:description')).toBe(description);
    expect(metaOf(page.body, 'twitter:title')).toBe(`Certificate of ${name}`);
    expect(metaOf(page.body, 'robots')).toBe('noindex');
    expect(canonicalOf(page.body)).toBeUndefined();
    // Nothing unescaped, and no contact details anywhere in the page.
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body).not.toContain('Rahim <b>');
    expect(page.body).not.toContain('rahim@example.org');
    expect(page.body).not.toContain('01711111111');
  });

  it('says "Not valid" in the head once the period has ended', async () => {
    await t.app.db
      .updateTable('certificate_codes')
      .set({ period_start: '2024-01-01', period_end: '2025-01-01' })
      .where('code', '=', code)
      .execute();
    try {
      const page = await get(`/verify/${code}`);
      expect(page.statusCode).toBe(200);
      expect(metaOf(page.body, 'description')).toMatch(/serial GM-0001\. Not valid on \d{4}-\d{2}-\d{2}\.$/);
    } finally {
      const row = await t.app.db
        .selectFrom('memberships')
        .selectAll()
        .where('id', '=', membershipId)
        .executeTakeFirstOrThrow();
      await t.app.db
        .updateTable('certificate_codes')
        .set({ period_start: row.start_date, period_end: row.end_date })
        .where('code', '=', code)
        .execute();
    }
  });

  it('answers an unknown, malformed or hostile code 404 "Not a valid certificate", noindex', async () => {
    for (const url of [
      `/verify/${'a'.repeat(32)}`,
      '/verify/nope',
      '/verify/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `/verify/${code}x`,
    ]) {
      const page = await get(url);
      expect({ url, status: page.statusCode }).toEqual({ url, status: 404 });
      expect(titleOf(page.body)).toBe('Not a valid certificate | Alumni Connect');
      expect(metaOf(page.body, 'description')).toBe('This is not a valid certificate.');
      expect(metaOf(page.body, 'robots')).toBe('noindex');
      expect(page.body).not.toContain('<script>alert(1)');
    }
  });

  it('keeps the page out of the sitemap', async () => {
    const sitemap = await get('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.body).not.toContain('/verify');
  });

  it('answers over the per-address limit 429 with Retry-After, the page still HTML and not kept', async () => {
    const headers = from();
    const statuses: number[] = [];
    let last = await get(`/verify/${code}?try=0`, headers);
    for (let i = 1; i < 6 && last.statusCode !== 429; i++) {
      statuses.push(last.statusCode);
      last = await get(`/verify/${code}?try=${i}`, headers);
    }
    expect(statuses).toEqual([200, 200, 200]);
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(last.headers['cache-control']).toBe('no-store');
    expect(last.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(metaOf(last.body, 'robots')).toBe('noindex');
    // Another address still sees the page.
    expect((await get(`/verify/${code}?try=9`)).statusCode).toBe(200);
  });
});
