/** Where the access token lives (spec section 3: local storage key `accessToken`). */
export const ACCESS_TOKEN_KEY = 'accessToken';

export type TokenStorage = {
  get: () => string | null;
  set: (token: string) => void;
  clear: () => void;
};

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when cookies are blocked; behave as signed out.
    return null;
  }
}

export const localTokenStorage: TokenStorage = {
  get: () => browserStorage()?.getItem(ACCESS_TOKEN_KEY) ?? null,
  set: (token) => browserStorage()?.setItem(ACCESS_TOKEN_KEY, token),
  clear: () => browserStorage()?.removeItem(ACCESS_TOKEN_KEY),
};

/** In-memory storage for tests and non-browser callers. */
export function createMemoryTokenStorage(initial: string | null = null): TokenStorage {
  let token = initial;
  return {
    get: () => token,
    set: (value) => {
      token = value;
    },
    clear: () => {
      token = null;
    },
  };
}
