/// <reference types="@testing-library/jest-dom/jest-globals" />
// Test helpers for the frontends (never imported by app code; resolved by jest's moduleNameMapper and tsconfig paths).
import { expect } from '@jest/globals';
import { render, within, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createQueryClient } from '../query/query-client';
import { AppProvider } from '../ui/app-provider';
import { nativeControls } from '../hydration/native-controls.cjs';
import { installPopovers } from './popovers';
import { hideDialog } from '../ui/dialogs/dialog-store';
import { LanguageProvider } from '../i18n/react';
import type { Language } from '../i18n/languages';

export type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** Initial URL (path, query, optional router state). */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The page's language (as the shell provides it); the page's `<html lang>`, English in jsdom, if not given. */
  language?: Language;
};

/**
 * The page head's snippet for the native controls (Show Password), installed once on jsdom's window as a page has
 * it; and popovers, which jsdom lacks (./popovers.ts).
 */
let hasNativeControls = false;

/**
 * Renders inside the same providers the shell gives a remote: router, Chakra system, query cache, dialogs; and
 * with the page head's native controls (shared/src/hydration/native-controls.cjs), as every page has them.
 */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', language, ...options }: RenderWithProvidersOptions = {},
) {
  if (!hasNativeControls) {
    nativeControls(window);
    hasNativeControls = true;
  }
  installPopovers();
  hideDialog(); // the dialog store is global: never inherit a dialog a previous test left open
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 0 } });
  const wrapper = ({ children }: { children: ReactNode }) => {
    const page = (
      <MemoryRouter initialEntries={[route]}>
        <AppProvider queryClient={queryClient}>{children}</AppProvider>
      </MemoryRouter>
    );
    return language ? <LanguageProvider language={language}>{page}</LanguageProvider> : page;
  };
  return { user: userEvent.setup(), queryClient, ...render(ui, { wrapper, ...options }) };
}

/** Prints the router location so a test can assert where a click led. */
export function LocationDisplay() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {`${location.pathname}${location.search}${location.hash}`}
    </div>
  );
}

/**
 * A remote's App mounted the way the shell mounts it (on `mount`, e.g. `/admin/dashboard/*`), with the
 * location printed; `outside` renders for any other path.
 */
export function renderMountedAt(
  mount: string,
  App: ComponentType,
  route: string,
  { outside }: { outside?: ReactNode } = {},
) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={mount} element={<App />} />
        {outside !== undefined && <Route path="*" element={outside} />}
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
}

/** An axios-like answer, for jest mocks of the `api` methods. */
export const ok = <T,>(data: T, status = 200) => ({ data, status, statusText: 'OK', headers: {}, config: {} });

/** An axios-like failure with the API's error body. */
export const httpError = (status: number, body: Record<string, unknown>) =>
  Object.assign(new Error(`Request failed with status code ${status}`), {
    isAxiosError: true,
    response: { status, data: body },
    toJSON: () => ({}),
  });

export { screen, within, waitFor, act, fireEvent, render } from '@testing-library/react';

/** Each link is in `container` (the screen unless given) under its name (text or pattern) and goes to its address. */
export function expectLinks(links: [name: string | RegExp, href: string][], container: HTMLElement = document.body) {
  for (const [name, href] of links) expect(within(container).getByRole('link', { name })).toHaveAttribute('href', href);
}

export { makeUser, makeAdmin, makeSuperAdmin, signIn } from './users';
export { makeEvent, makeRsvp } from './events';
export { makeAssociation } from './associations';
export { makeMembership } from './memberships';
export { recordNavigations } from './navigations';
export { installPopovers, isPopoverOpen } from './popovers';
