/**
 * @jest-environment node
 */
// The nav bar and footer as the server renders them around every public page: kept once (StaticFragment), sent
// again on the next pages exactly as a full render makes them, the nav bar once per link it marks current.
import { describe, expect, it } from '@jest/globals';
import { AppProvider } from '@alumni/shared';
import { FragmentCache, renderWithQueries } from '@alumni/shared/server-render';
import { cssRules } from '@alumni/shared/testing';
import { StaticRouter } from 'react-router';
import { PublicLayout } from '../public-layout';

const renderAt = (url: string, fragments?: FragmentCache) =>
  renderWithQueries(
    () => (
      <StaticRouter location={url}>
        <AppProvider>
          <PublicLayout>
            <p>Page at {url}</p>
          </PublicLayout>
        </AppProvider>
      </StaticRouter>
    ),
    { fragments },
  );

describe('the public layout on the server', () => {
  it('is sent as a full render makes it, its nav bar and footer kept from the pages before', async () => {
    const fragments = new FragmentCache();
    const urls = [
      '/',
      '/associations',
      '/associations/2',
      '/about-us',
      '/Associations/3',
      '/associations/',
      '/associationsx',
    ];
    for (const url of [...urls, '/nope', ...urls]) {
      const kept = await renderAt(url, fragments);
      const full = await renderAt(url);
      expect({ url, html: kept.html }).toEqual({ url, html: full.html });
      expect({ url, rules: cssRules(kept.headTags) }).toEqual({ url, rules: cssRules(full.headTags) });
    }
    // The footer once; the nav bar once per link it marks current (none, About, Associations), whatever the path.
    expect(fragments.size).toBe(4);
  });

  it('marks the current page in a nav bar kept for another path', async () => {
    const fragments = new FragmentCache();
    await renderAt('/', fragments);
    const { html } = await renderAt('/associations', fragments);
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/associations"/);
  });
});
