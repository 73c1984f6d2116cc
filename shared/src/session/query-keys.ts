/**
 * The signed-in user's query key, shared by the portals: the user is cached under `all` and what is theirs
 * (memberships, transactions) below it, so invalidating `all` (after a payment) reloads them all.
 */
export const currentUserKeys = {
  all: ['auth', 'user'] as const,
  /** Something of the signed-in user's: a portal feature's key under the user's. */
  own: <const Rest extends readonly unknown[]>(...rest: Rest) => [...currentUserKeys.all, ...rest] as const,
};
