// Rendering the public pages again after a release or rollback of the public site (warm-up.ts).
import { describe, expect, it, jest } from '@jest/globals';
import { rewarmOnRelease, serverRenderedEntries, type WarmedPage } from '../warm-up';

const quietLog = () => ({ info: jest.fn(), warn: jest.fn() });
const WARMED: WarmedPage[] = [{ path: '/', status: 200, ms: 12 }];

describe('serverRenderedEntries', () => {
  const built = {
    public_site: '/portals/public-site/2.0.0/remoteEntry.js',
    admin_portal: '/portals/admin-portal/1.0.0/remoteEntry.js',
  };

  it("changes with the public site's entry, not with another portal's", () => {
    const before = serverRenderedEntries(built);
    expect(serverRenderedEntries({ ...built, admin_portal: '/releases/admin-portal/1.1.0/remoteEntry.js' })).toBe(
      before,
    );
    expect(serverRenderedEntries({ ...built, public_site: '/releases/public-site/2.1.0/remoteEntry.js' })).not.toBe(
      before,
    );
    // The public site gone from the manifest (or a manifest that is no object) is a change too.
    expect(serverRenderedEntries({ admin_portal: built.admin_portal })).not.toBe(before);
    expect(serverRenderedEntries('not a manifest')).toBe(serverRenderedEntries({}));
  });
});

describe('rewarmOnRelease', () => {
  it('renders the pages when the live version changes, not at the first look nor while it stays', async () => {
    let live = 'v1';
    const warm = jest.fn(async () => WARMED);
    const log = quietLog();
    const watch = rewarmOnRelease({ liveVersion: async () => live, warm, log, everyMs: 0 });
    // The first look (at start) only notes the version: the server warmed up before it opened.
    await watch.check();
    expect(warm).not.toHaveBeenCalled();
    expect(await watch.check()).toBe(false);
    live = 'v2';
    expect(await watch.check()).toBe(true);
    expect(warm).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(expect.objectContaining({ pages: WARMED }), expect.any(String));
    expect(await watch.check()).toBe(false);
    // A rollback is a change too.
    live = 'v1';
    expect(await watch.check()).toBe(true);
    expect(warm).toHaveBeenCalledTimes(2);
    watch.stop();
  });

  it('looks on its own every few seconds (a fake clock here)', async () => {
    jest.useFakeTimers();
    try {
      let live = 'v1';
      const warm = jest.fn(async () => WARMED);
      const watch = rewarmOnRelease({ liveVersion: async () => live, warm, log: quietLog(), everyMs: 2_000 });
      await jest.advanceTimersByTimeAsync(2_000);
      expect(warm).not.toHaveBeenCalled();
      live = 'v2';
      await jest.advanceTimersByTimeAsync(2_000);
      expect(warm).toHaveBeenCalledTimes(1);
      watch.stop();
      live = 'v3';
      await jest.advanceTimersByTimeAsync(10_000);
      expect(warm).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('logs a failed render and renders at the next change; one look at a time', async () => {
    let live = 'v1';
    let fail = true;
    let release = () => {};
    const warm = jest.fn(async () => {
      if (fail) throw new Error('the bundle could not be read');
      await new Promise<void>((resolve) => (release = resolve));
      return WARMED;
    });
    const log = quietLog();
    const watch = rewarmOnRelease({ liveVersion: async () => live, warm, log, everyMs: 0 });
    await watch.check();
    live = 'v2';
    expect(await watch.check()).toBe(false);
    expect(log.warn).toHaveBeenCalledTimes(1);
    fail = false;
    live = 'v3';
    const slow = watch.check();
    // While pages are being rendered, another look does nothing.
    expect(await watch.check()).toBe(false);
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await slow).toBe(true);
    expect(warm).toHaveBeenCalledTimes(2);
  });
});
