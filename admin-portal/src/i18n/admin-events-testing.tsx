// Test helper for the events and member import screens in Bangla (never imported by app code).
import { loadAllCatalogs } from '@alumni/shared/i18n';
import { renderAdminIn } from '../test-utils';
import { adminEventsBn } from './catalogs/admin-events/bn';

/** The catalog's Bangla texts, for tests to assert (taken from the catalog, not typed again). */
export const bn = adminEventsBn;

/** The admin portal mounted as the shell mounts it, on a Bangla page (every catalog's Bangla fetched first). */
export async function renderAdminInBanglaAt(route: string) {
  await loadAllCatalogs('bn');
  return renderAdminIn('bn', route);
}
