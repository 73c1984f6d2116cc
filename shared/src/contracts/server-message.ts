// The message of an API error body, read the same way by the pages and by the web server's native forms.

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
