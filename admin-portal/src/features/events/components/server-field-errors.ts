/** The first message per field of the API's 400 answer (`{ message, code, starts_at: ["..."] }`), for `fields`. */
export function serverFieldErrors<F extends string>(error: unknown, fields: readonly F[]): [F, string][] {
  const data = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (!data || typeof data !== 'object') return [];
  return fields.flatMap((field) => {
    const list = (data as Record<string, unknown>)[field];
    return Array.isArray(list) && typeof list[0] === 'string' ? [[field, list[0]] as [F, string]] : [];
  });
}
