// Test helpers for this package (never imported by app code).
import { LanguageProvider } from '@alumni/shared';
import type { Language } from '@alumni/shared/i18n';
import { LocationDisplay, makeAdmin, renderMountedAt, renderWithProviders, signIn } from '@alumni/shared/testing';
import { Route, Routes } from 'react-router';
import { App } from './app/App';

export const ASSOCIATION_ID = 7;

/** Signs in an admin of association 7 ("Dhaka College Alumni"). */
export function signInAdmin() {
  signIn(
    makeAdmin([{ id: ASSOCIATION_ID, name: 'Dhaka College Alumni' }], {
      email: 'admin@example.com',
      last_name: 'Admin',
    }),
  );
}

/** The admin portal mounted as the shell mounts it, with the location printed. */
export const renderAdminAt = (route: string) => renderMountedAt('/admin/dashboard/*', App, route);

/** The same, on a page in `language` (load its catalog first: `await ADMIN_CATALOGS.load('bn')`). */
export const renderAdminIn = (language: Language, route: string) =>
  renderWithProviders(
    <LanguageProvider language={language}>
      <Routes>
        <Route path="/admin/dashboard/*" element={<App />} />
      </Routes>
      <LocationDisplay />
    </LanguageProvider>,
    { route },
  );

export { httpError, ok } from '@alumni/shared/testing';
