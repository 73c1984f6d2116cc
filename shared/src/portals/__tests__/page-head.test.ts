import { describe, expect, it } from '@jest/globals';
import { excerpt, imageUrl } from '../page-head';

const site = { origin: 'https://alumni.example.org', name: 'Alumni Connect', description: 'The site & more' };

describe('imageUrl', () => {
  it('resolves a stored path as the browser does, and refuses what is no http(s) image', () => {
    expect(imageUrl(site, '/media/logos/x.png')).toBe('https://alumni.example.org/media/logos/x.png');
    expect(imageUrl(site, 'uploads/x.png')).toBe('https://alumni.example.org/api/v1/uploads/x.png');
    expect(imageUrl(site, 'https://cdn.example.net/x.png')).toBe('https://cdn.example.net/x.png');
    expect(imageUrl(site, 'data:image/png;base64,AAAA')).toBeUndefined();
    expect(imageUrl(site, 'javascript:alert(1)')).toBeUndefined();
    expect(imageUrl(site, '  ')).toBeUndefined();
    expect(imageUrl(site, null)).toBeUndefined();
  });
});

describe('excerpt', () => {
  it('keeps one line of at most 200 characters, cut between words', () => {
    expect(excerpt('  Old\n\nboys   of DRMC. ')).toBe('Old boys of DRMC.');
    const long = excerpt(`${'word '.repeat(60)}end`) ?? '';
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/word…$/);
    expect(excerpt('x'.repeat(500))).toBe(`${'x'.repeat(199)}…`);
    expect(excerpt('   ')).toBeUndefined();
  });
});
