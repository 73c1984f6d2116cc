// Test helpers for this package (never imported by app code).
import { makeSuperAdmin, renderMountedAt, signIn } from '@alumni/shared/testing';
import { LanguageProvider } from '@alumni/shared';
import type { Language } from '@alumni/shared/i18n';
import { App } from './app/App';

export const superAdmin = makeSuperAdmin({
  email: 'root@example.com',
  first_name: 'Site',
  last_name: 'Admin',
  phone_number: '01700000000',
  bio: 'Runs the site.',
});

export const signInSuperAdmin = () => signIn(superAdmin);

/** Mounted the way the shell mounts it, in `language` when given. */
export const renderSuperAdminAt = (route: string, { language }: { language?: Language } = {}) =>
  renderMountedAt(
    '/superAdmin/dashboard/*',
    language
      ? () => (
          <LanguageProvider language={language}>
            <App />
          </LanguageProvider>
        )
      : App,
    route,
  );

export { httpError, ok } from '@alumni/shared/testing';
