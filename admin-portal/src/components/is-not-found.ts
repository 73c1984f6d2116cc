type HttpError = { response?: { status?: number } };

/** The API answered 404 (or 400 for an id that is no number): show Page Not Found, not an error. */
export function isNotFound(error: unknown): boolean {
  const status = (error as HttpError | null)?.response?.status;
  return status === 404 || status === 400;
}
