import { afterEach, describe, expect, it } from '@jest/globals';
import { ACCESS_TOKEN_KEY } from '../../api/token-storage';

// The session boot script of the page head (shared/src/session/boot-script.cjs), run as the page runs it.
const bootScript: string = require('../boot-script.cjs');
const run = () => new Function(bootScript)();
const root = () => document.documentElement;

afterEach(() => {
  localStorage.clear();
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  root().removeAttribute('data-session');
});

describe('session boot script', () => {
  it('leaves a browser with no token and no XSRF cookie unmarked: a signed-out visitor', () => {
    document.cookie = 'other=1';
    run();
    expect(root().hasAttribute('data-session')).toBe(false);
  });

  it('drops an access token left without the XSRF cookie: its session has ended (a native logout, the expiry)', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    run();
    expect(root().hasAttribute('data-session')).toBe(false);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
  });

  it('keeps the access token of a browser that holds the XSRF cookie too', () => {
    localStorage.setItem(ACCESS_TOKEN_KEY, 'a.b.c');
    document.cookie = 'XSRF-TOKEN=abc';
    run();
    expect(root().hasAttribute('data-session')).toBe(true);
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBe('a.b.c');
  });

  it('marks a browser holding the XSRF-TOKEN cookie (a session the refresh call may restore)', () => {
    document.cookie = 'XSRF-TOKEN=abc';
    run();
    expect(root().hasAttribute('data-session')).toBe(true);
  });
});
