import { useLocation, type Location } from 'react-router';

/** Router state a guard leaves behind so login and sign-up can return the visitor where they were. */
export type OriginState = { from: string };

export const originState = (location: Pick<Location, 'pathname' | 'search'>): OriginState => ({
  from: `${location.pathname}${location.search}`,
});

/** Only same-site paths: a crafted `from` must never send anyone to another site. */
export function safeFrom(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return undefined;
  }
  return value;
}

/**
 * The remembered origin in the current location's router state, else its `?from=` (a link that works before
 * the page's code runs, such as an event page's "Log in to answer"), if any.
 */
export function useOrigin(): string | undefined {
  const { state, search } = useLocation();
  return safeFrom((state as Partial<OriginState> | null)?.from) ?? safeFrom(new URLSearchParams(search).get('from'));
}

/** A link to `/login` that comes back to `location` once signed in, with or without the page's code. */
export const loginPathFrom = (location: Pick<Location, 'pathname' | 'search'>) =>
  `/login?${new URLSearchParams({ from: `${location.pathname}${location.search}` }).toString()}`;

export const LANDING_AFTER_LOGIN = '/associations';
export const LANDING_AFTER_SIGN_UP = '/';
