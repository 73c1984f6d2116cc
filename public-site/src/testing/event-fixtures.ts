// Test helpers for this package's unit tests (never imported by app code): an event and an answer as the API gives them.
export { makeEvent as event, makeRsvp as rsvp } from '@alumni/shared/testing';

/** Answers GET calls by path (the query string's params are in the call's config). */
export const getByUrl = (routes: Record<string, unknown>) => async (url: string) => {
  if (!(url in routes)) throw new Error(`unexpected GET ${url}`);
  const data = routes[url];
  if (data instanceof Error) throw data;
  return { status: 200, data };
};
