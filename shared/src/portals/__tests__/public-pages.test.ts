import { describe, expect, it, jest } from '@jest/globals';
import { matchPublicPage, pageTitle, PUBLIC_PAGES } from '../public-pages';

const nameOn = (pathname: string) => matchPublicPage(pathname)?.page.name ?? null;

describe('matchPublicPage', () => {
  it('finds each public page and its parameters, as react-router would (any case, a trailing slash)', () => {
    expect(nameOn('/')).toBe('landing');
    expect(nameOn('/home')).toBe('landing');
    expect(nameOn('/Login/')).toBe('login');
    expect(nameOn('/associations')).toBe('associations');
    expect(matchPublicPage('/associations/12')).toEqual({
      page: expect.objectContaining({ name: 'association' }),
      params: { id: '12' },
    });
    expect(matchPublicPage('/associations/12/memberships/3')?.params).toEqual({ id: '12', membershipId: '3' });
    expect(matchPublicPage('/user/a%20b')?.params).toEqual({ handle: 'a b' });
    expect(matchPublicPage('/verify/abcd')).toEqual({
      page: expect.objectContaining({ name: 'certificate-verify', isIndexed: false }),
      params: { code: 'abcd' },
    });
    expect(nameOn('/events')).toBe('events');
    expect(matchPublicPage('/Events/42/')).toEqual({
      page: expect.objectContaining({ name: 'event', isIndexed: true }),
      params: { eventId: '42' },
    });
    // A malformed escape stays as it came (the server then finds no such profile); React Router warns of it.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(matchPublicPage('/user/%E0%A4%A')?.params).toEqual({ handle: '%E0%A4%A' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('malformed URL segment'));
    warn.mockRestore();
  });

  it('finds no page for any other path', () => {
    for (const path of [
      '/nope',
      '/associations/12/nope',
      '/associations//memberships',
      '/user',
      '/user/a/b',
      '/login/x',
      '/verify',
      '/verify/a/b',
      '/events/1/rsvp',
    ])
      expect(nameOn(path)).toBeNull();
  });

  it('has one entry per pattern', () => {
    const patterns = PUBLIC_PAGES.map((p) => p.pattern);
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});

describe('pageTitle', () => {
  it('names the page, then the product', () => {
    expect(pageTitle('Login')).toBe('Login | Alumni Connect');
    expect(pageTitle()).toBe('Alumni Connect');
  });
});
