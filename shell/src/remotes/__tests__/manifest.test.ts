import { describe, expect, it } from '@jest/globals';
import { parseRemotesManifest } from '../manifest';

describe('parseRemotesManifest', () => {
  it('reads plain entry URLs and takes the version from the version folder', () => {
    expect(
      parseRemotesManifest({
        public_site: '/remotes/public-site/1.4.0/remoteEntry.js',
        member_portal: 'http://localhost:3002/remoteEntry.js',
      }),
    ).toEqual({
      public_site: { entry: '/remotes/public-site/1.4.0/remoteEntry.js', version: '1.4.0' },
      member_portal: { entry: 'http://localhost:3002/remoteEntry.js' },
    });
  });

  it('reads the object form with a declared version', () => {
    expect(
      parseRemotesManifest({
        admin_portal: { entry: 'https://cdn.example.com/a/remoteEntry.js', version: '2.1.0-rc.1' },
      }),
    ).toEqual({
      admin_portal: { entry: 'https://cdn.example.com/a/remoteEntry.js', version: '2.1.0-rc.1' },
    });
  });

  it('drops unusable entries and junk', () => {
    expect(parseRemotesManifest({ a: 42, b: { entry: '' }, c: null })).toEqual({});
    expect(parseRemotesManifest(['x'])).toEqual({});
    expect(parseRemotesManifest('nope')).toEqual({});
  });
});
