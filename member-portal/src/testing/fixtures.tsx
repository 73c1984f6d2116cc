// Test helpers for this package's unit tests (never imported by app code).
import { jest } from '@jest/globals';
import { api, LanguageProvider, useSession } from '@alumni/shared';
import type { Language } from '@alumni/shared/i18n';
import { type User } from '@alumni/shared/contracts';
import { httpError, makeUser, ok, renderMountedAt, screen } from '@alumni/shared/testing';
import { App } from '../app/App';

// jsdom has no PointerEvent; Chakra's checkbox creates one when focus leaves it.
if (typeof window !== 'undefined' && !('PointerEvent' in window)) {
  Object.defineProperty(window, 'PointerEvent', { value: MouseEvent, configurable: true });
}

/** Mounted the way the shell mounts it (on /user/dashboard/*), signed in as `user`, in `language` when given. */
export function renderAt(route: string, user: User = makeUser(), { language }: { language?: Language } = {}) {
  useSession.getState().setUser(user);
  const Portal = language
    ? () => (
        <LanguageProvider language={language}>
          <App />
        </LanguageProvider>
      )
    : App;
  return renderMountedAt('/user/dashboard/*', Portal, route, { outside: <p>Outside the dashboard</p> });
}

/** An axios-like failure with the API's error body. */
export const apiError = httpError;

type Handler = (url: string, body?: unknown, config?: unknown) => unknown;

/** Answers api.get by URL (exact path before any query), rejects unknown URLs loudly. */
export function mockGet(routes: Record<string, unknown | Handler>) {
  return jest.spyOn(api, 'get').mockImplementation(async (url: string, config?: unknown) => {
    if (!(url in routes)) throw new Error(`Unexpected GET ${url}`);
    const answer = routes[url];
    const value = typeof answer === 'function' ? (answer as Handler)(url, undefined, config) : answer;
    if (value instanceof Error) throw value;
    return ok(value) as never;
  });
}

export function mockMethod(method: 'post' | 'patch' | 'delete', answer: unknown | Handler) {
  return jest.spyOn(api, method).mockImplementation((async (url: string, body?: unknown, config?: unknown) => {
    const value = typeof answer === 'function' ? (answer as Handler)(url, body, config) : answer;
    if (value instanceof Error) throw value;
    return ok(value);
  }) as never);
}

/** Answers the confirmation with Yes. */
export async function confirmYes(user: { click: (el: Element) => Promise<void> }) {
  await user.click(await screen.findByRole('button', { name: 'Yes' }));
}

/** The member of the list fixtures, as the API summarises a user. */
export const ADA = {
  id: 7,
  public_handle: 'ada-lovelace-7kq2m9x4',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
};

export const location = () => screen.getByTestId('location').textContent;
