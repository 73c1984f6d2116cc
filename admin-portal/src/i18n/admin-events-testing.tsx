// Test helper for the events and member import screens in Bangla (never imported by app code).
import { LanguageProvider } from '@alumni/shared';
import { LocationDisplay, renderWithProviders } from '@alumni/shared/testing';
import { Route, Routes } from 'react-router';
import { App } from '../app/App';
import { ADMIN_EVENTS_CATALOGS } from './catalogs/admin-events';
import { adminEventsBn } from './catalogs/admin-events/bn';

/** The catalog's Bangla texts, for tests to assert (taken from the catalog, not typed again). */
export const bn = adminEventsBn;

/** The admin portal mounted as the shell mounts it, on a Bangla page (its Bangla texts fetched first). */
export async function renderAdminInBanglaAt(route: string) {
  await ADMIN_EVENTS_CATALOGS.load('bn');
  return renderWithProviders(
    <LanguageProvider language="bn">
      <Routes>
        <Route path="/admin/dashboard/*" element={<App />} />
      </Routes>
      <LocationDisplay />
    </LanguageProvider>,
    { route },
  );
}
