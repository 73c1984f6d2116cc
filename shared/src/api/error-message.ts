import { getServerMessage } from '../contracts/server-message';
import { shellEn } from '../i18n/catalogs/shell/en';
import { shellText } from '../i18n/shell-text';
import { isApiError } from './api-error';

export { getServerMessage };

/** The English texts (a page in Bangla reads them from the shell catalog: `getErrorMessage` does). */
export const UNKNOWN_ERROR_MESSAGE = shellEn['error.unknown'];
export const NETWORK_ERROR_MESSAGE = shellEn['error.network'];

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** True when the request never got an answer (offline, DNS, refused, CORS, timeout). */
export function isNetworkError(error: unknown): boolean {
  return isApiError(error) && !error.response && error.code !== 'ERR_CANCELED';
}

/** The API answered 404, or 400 for an id that is no number: the record is not there, so Page Not Found, not an error. */
export function isNotFound(error: unknown): boolean {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return status === 404 || status === 400;
}

/**
 * A message a person can act on for any thrown value: the server's derived message, the network
 * message when no answer came, an exception's own message, else `fallback`. The server's message is already
 * in the page's language (the API client sends it); the texts written here are the page's language's.
 */
export function getErrorMessage(error: unknown, fallback = shellText('error.unknown')): string {
  if (isApiError(error)) {
    if (error.response) return getServerMessage(error.response.data) ?? fallback;
    return isNetworkError(error) ? shellText('error.network') : fallback;
  }
  if (error instanceof Error && nonEmptyString(error.message)) return error.message;
  return fallback;
}
