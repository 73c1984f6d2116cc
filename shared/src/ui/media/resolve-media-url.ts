import { API_BASE_PATH } from '../../contracts/api-path';
import { DEFAULT_AVATAR_URL } from './placeholders';

const ABSOLUTE = /^(https?:|data:|blob:)/i;

/**
 * Spec section 2: a path starting with /media/ resolves against the site origin, any other relative
 * path against the API base; absolute URLs stay as they are; nothing gives `fallback`. Written
 * root-relative (the browser resolves them against the site origin), so the server renders the same URL.
 */
export function resolveMediaUrl(path: string | null | undefined, fallback: string = DEFAULT_AVATAR_URL): string {
  const value = path?.trim();
  if (!value) return fallback;
  if (ABSOLUTE.test(value)) return value;
  if (value.startsWith('/media/')) return value;
  return `${API_BASE_PATH}/${value.replace(/^\/+/, '')}`;
}
