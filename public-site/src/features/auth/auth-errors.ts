import { getErrorMessage, isNetworkError } from '@alumni/shared';
import type { PublicAuthMessageId } from '../../i18n/catalogs/public-auth';

/**
 * Spec section 8: the server's message (message, error.message, first field error), else
 * "An unknown error occurred."; no answer at all: "Network error. Please try again later.";
 * a thrown exception: its message, else "There is an error." (the fallbacks in the page's language, `t`; the
 * server's message already is: the API client sends the page's language).
 */
export function authErrorMessage(error: unknown, t: (id: PublicAuthMessageId) => string): string {
  if (isNetworkError(error)) return t('common.networkError');
  const hasResponse =
    typeof error === 'object' &&
    error !== null &&
    'response' in error &&
    Boolean((error as { response?: unknown }).response);
  return getErrorMessage(error, t(hasResponse ? 'common.unknownError' : 'common.thrownError'));
}

/** Field errors of a validation answer (`{ email: ["..."] }`), for the fields the form has. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): Partial<Record<F, string>> {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (!data || typeof data !== 'object') return {};
  const result: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const value = (data as Record<string, unknown>)[field];
    if (Array.isArray(value) && typeof value[0] === 'string') result[field] = value[0];
  }
  return result;
}
