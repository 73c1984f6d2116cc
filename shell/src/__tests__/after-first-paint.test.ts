import { beforeEach, describe, expect, it } from '@jest/globals';
import { addFirstLoadHints, isServerRendered } from '../after-first-paint';

describe('starting the shell on a server-rendered page', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  it('tells a server-rendered page (markup in #root and its query cache) from an empty one', () => {
    document.body.innerHTML = '<div id="root"></div>';
    expect(isServerRendered()).toBe(false);
    document.body.innerHTML = '<div id="root"><main>Hi</main></div>';
    expect(isServerRendered()).toBe(false);
    document.body.innerHTML +=
      '<script type="application/json" id="ssr-query-state">{"mutations":[],"queries":[]}</script>';
    expect(isServerRendered()).toBe(true);
  });

  it("adds the server's hints as links, as the files are then requested; ignores what is not a same-site hint", () => {
    const hints = [
      { href: '/82.abc.js', rel: 'preload', as: 'script' },
      { href: '/remotes.json', rel: 'preload', as: 'fetch' },
      { href: '/portals/public-site/1.0.0/app.js', rel: 'prefetch', as: 'script' },
      { href: '//evil.example/x.js', rel: 'preload', as: 'script' },
      { href: 'https://evil.example/x.js', rel: 'preload', as: 'script' },
      { href: '/x.js', rel: 'stylesheet', as: 'style' },
      'nonsense',
    ];
    document.body.innerHTML = `<script type="application/json" id="first-load-hints">${JSON.stringify(hints)}</script>`;
    expect(addFirstLoadHints()).toBe(3);
    const links = [...document.head.querySelectorAll('link')].map((l) => [
      l.getAttribute('rel'),
      l.getAttribute('href'),
      l.getAttribute('as'),
      l.getAttribute('crossorigin'),
    ]);
    expect(links).toEqual([
      ['preload', '/82.abc.js', 'script', null],
      ['preload', '/remotes.json', 'fetch', 'anonymous'],
      ['prefetch', '/portals/public-site/1.0.0/app.js', null, null],
    ]);
  });

  it('adds nothing when the page has no hints or malformed ones', () => {
    expect(addFirstLoadHints()).toBe(0);
    document.body.innerHTML = '<script type="application/json" id="first-load-hints">{not json</script>';
    expect(addFirstLoadHints()).toBe(0);
    document.body.innerHTML = '<script type="application/json" id="first-load-hints">{"href":"/a.js"}</script>';
    expect(addFirstLoadHints()).toBe(0);
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
