import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { addFirstLoadHints, afterFirstPaint, isServerRendered } from '../after-first-paint';

describe('starting the shell on a server-rendered page', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });
  afterEach(() => {
    jest.useRealTimers();
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

  it('starts after the frame that paints the page, once, or on a timer when no frame comes (a hidden tab)', () => {
    jest.useFakeTimers();
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersToNextFrame();
    // The frame callback queued a task: the paint of that frame comes before it.
    expect(start).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1); // a zero timer runs after at least 1 ms
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);

    const hidden = jest.fn();
    const raf = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    afterFirstPaint(hidden, { latestMs: 1000 });
    jest.advanceTimersByTime(999);
    expect(hidden).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(hidden).toHaveBeenCalledTimes(1);
    raf.mockRestore();
  });

  it("starts at once when the page's head snippet started it after the paint (the server listed its scripts)", () => {
    jest.useFakeTimers();
    document.body.innerHTML =
      '<div id="root"><main>Hi</main></div><script type="application/json" id="after-paint-scripts">["/main.js"]</script>';
    const start = jest.fn();
    afterFirstPaint(start);
    expect(start).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(5000);
    expect(start).toHaveBeenCalledTimes(1);
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
