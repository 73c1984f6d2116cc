import { describe, expect, it } from '@jest/globals';
import { parseManifestEntry, parseRemotesManifest, scriptOriginsOf, VERSION, versionInPath } from '../manifest-entry';

describe('parseManifestEntry', () => {
  it('reads a plain entry URL and takes the version from its version folder', () => {
    expect(parseManifestEntry('/releases/member-portal/1.4.0/remoteEntry.js')).toEqual({
      entry: '/releases/member-portal/1.4.0/remoteEntry.js',
      version: '1.4.0',
    });
    expect(parseManifestEntry('https://cdn.example.com/admin-portal/2.1.0-rc.1/remoteEntry.js?v=3')).toEqual({
      entry: 'https://cdn.example.com/admin-portal/2.1.0-rc.1/remoteEntry.js?v=3',
      version: '2.1.0-rc.1',
    });
  });

  it('gives no version for an entry outside a version folder', () => {
    expect(parseManifestEntry('http://localhost:3002/remoteEntry.js')).toStrictEqual({
      entry: 'http://localhost:3002/remoteEntry.js',
    });
  });

  it('reads the object form, whose declared version wins over the folder', () => {
    expect(parseManifestEntry({ entry: '/portals/public-site/2.0.0/remoteEntry.js', version: '2.x' })).toEqual({
      entry: '/portals/public-site/2.0.0/remoteEntry.js',
      version: '2.x',
    });
    expect(parseManifestEntry({ entry: '/portals/public-site/2.0.0/remoteEntry.js', version: '' })).toEqual({
      entry: '/portals/public-site/2.0.0/remoteEntry.js',
      version: '2.0.0',
    });
  });

  it('drops values that name no entry', () => {
    for (const bad of [42, null, undefined, '', { entry: '' }, { entry: 7 }, { version: '1.0.0' }, ['/a.js']]) {
      expect(parseManifestEntry(bad)).toBeNull();
    }
  });
});

describe('parseRemotesManifest', () => {
  it('keeps the usable entries by name and drops the rest', () => {
    expect(
      parseRemotesManifest({
        public_site: '/remotes/public-site/1.4.0/remoteEntry.js',
        admin_portal: { entry: 'https://cdn.example.com/a/remoteEntry.js', version: '2.1.0-rc.1' },
        a: 42,
        b: { entry: '' },
        c: null,
      }),
    ).toEqual({
      public_site: { entry: '/remotes/public-site/1.4.0/remoteEntry.js', version: '1.4.0' },
      admin_portal: { entry: 'https://cdn.example.com/a/remoteEntry.js', version: '2.1.0-rc.1' },
    });
  });

  it('reads junk as an empty manifest', () => {
    expect(parseRemotesManifest(['x'])).toEqual({});
    expect(parseRemotesManifest('nope')).toEqual({});
    expect(parseRemotesManifest(null)).toEqual({});
  });
});

describe('the version pattern', () => {
  it('matches release versions only', () => {
    for (const good of ['1.0.0', '10.20.30', '2.1.0-rc.1', '1.0.0+build.7']) expect(VERSION.test(good)).toBe(true);
    for (const bad of ['1.0', 'v1.0.0', '1.0.0/x', '../1.0.0', '']) expect(VERSION.test(bad)).toBe(false);
  });

  it('finds the version folder right above the file only', () => {
    expect(versionInPath('/releases/admin-portal/1.1.0/remoteEntry.js')).toBe('1.1.0');
    expect(versionInPath('/releases/1.1.0/admin-portal/remoteEntry.js')).toBeUndefined();
  });
});

describe('scriptOriginsOf', () => {
  it('lists each CDN origin once, and nothing for same-site, unusable or malformed entries', () => {
    expect(
      scriptOriginsOf({
        public_site: 'https://cdn.example.org/public-site/1.0.0/remoteEntry.js',
        member_portal: { entry: 'https://cdn.example.org/member-portal/1.2.0/remoteEntry.js', version: '1.2.0' },
        admin_portal: '/releases/admin-portal/1.0.0/remoteEntry.js',
        superadmin_portal: { entry: 'http://[bad/remoteEntry.js' },
        other: 42,
      }),
    ).toEqual(['https://cdn.example.org']);
    expect(scriptOriginsOf(null)).toEqual([]);
  });
});
