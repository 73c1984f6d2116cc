import { isApiError } from './api-error';

export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred.';
export const NETWORK_ERROR_MESSAGE = 'Network error. Please try again later.';

const nonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The message a server error body carries (spec section 8): `message`, else `error.message`,
 * else the first item of the first array-valued field. Undefined when none.
 */
export function getServerMessage(data: unknown): string | undefined {
  if (nonEmptyString(data)) return undefined; // an HTML error page is no message for a person
  if (!data || typeof data !== 'object') return undefined;
  const body = data as Record<string, unknown>;
  if (nonEmptyString(body.message)) return body.message;
  const nested = body.error;
  if (nested && typeof nested === 'object' && nonEmptyString((nested as Record<string, unknown>).message)) {
    return (nested as Record<string, string>).message;
  }
  const firstList = Object.values(body).find((value): value is unknown[] => Array.isArray(value));
  const first = firstList?.[0];
  return nonEmptyString(first) ? first : undefined;
}

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
