import { getServerMessage } from '../contracts/server-message';
import { isApiError } from './api-error';

export { getServerMessage };

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred.';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again later.';

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
 * message when no answer came, an exception's own message, else `fallback`.
 */
export function getErrorMessage(error: unknown, fallback = UNKNOWN_ERROR_MESSAGE): string {
  if (isApiError(error)) {
    if (error.response) return getServerMessage(error.response.data) ?? fallback;
    return isNetworkError(error) ? NETWORK_ERROR_MESSAGE : fallback;
  }
  if (error instanceof Error && nonEmptyString(error.message)) return error.message;
  return fallback;
}
