import { describe, expect, it } from '@jest/globals';
import { DEFAULT_AVATAR_URL, DEFAULT_LOGO_URL, resolveMediaUrl } from '../media';

describe('resolveMediaUrl', () => {
  it('keeps /media/ paths root-relative (the site origin, the same on the server)', () => {
    expect(resolveMediaUrl('/media/profile/1.webp')).toBe('/media/profile/1.webp');
  });

  it('resolves other relative paths against the API base', () => {
    expect(resolveMediaUrl('uploads/a.png')).toBe('/api/v1/uploads/a.png');
    expect(resolveMediaUrl('/uploads/a.png')).toBe('/api/v1/uploads/a.png');
  });

  it('keeps absolute URLs', () => {
    expect(resolveMediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
  });

  it('gives the placeholder for a missing picture', () => {
    expect(resolveMediaUrl(null)).toBe(DEFAULT_AVATAR_URL);
    expect(resolveMediaUrl('  ')).toBe(DEFAULT_AVATAR_URL);
    expect(resolveMediaUrl(undefined, DEFAULT_LOGO_URL)).toBe(DEFAULT_LOGO_URL);
  });
});
