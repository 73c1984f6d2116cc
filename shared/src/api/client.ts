import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosRequestConfig,
  type InternalAxiosRequestConfig,
} from 'axios';
// The paths straight from their zod-free files: this client is in the @alumni/shared singleton.
import { API_BASE_PATH } from '../contracts/api-path';
import { authPaths } from '../contracts/auth.paths';
import { localTokenStorage, type TokenStorage } from './token-storage';

const REFRESH_PATH = authPaths.refresh();
/** 401s from these mean "wrong credentials" or "refresh is dead", never "token expired". */
const NO_REFRESH_PATHS = [REFRESH_PATH, authPaths.login(), authPaths.registration()];

type RetryableConfig = InternalAxiosRequestConfig & { _retried?: boolean; _sentToken?: string | null };

export type CreateApiClientOptions = {
  baseURL?: string;
  storage?: TokenStorage;
  adapter?: AxiosRequestConfig['adapter'];
  /**
   * A request that carried an access token was refused and the refresh failed too: the session is over
   * (logged out elsewhere, password changed, account disabled). Called once per such failure, after the
   * token is removed.
   */
  onSessionEnded?: () => void;
};

const normalizePath = (url = '') => `/${url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/+|\/+$/g, '')}/`;

function isRefreshable(config: RetryableConfig | undefined): config is RetryableConfig {
  if (!config || config._retried) return false;
  const base = normalizePath(config.baseURL);
  let path = normalizePath(config.url);
  if (path.startsWith(base)) path = `/${path.slice(base.length)}`;
  return !NO_REFRESH_PATHS.includes(path);
}

/**
 * The API client: Bearer token from storage, cookies and XSRF header for the cookie-authenticated calls,
 * and after a 401 one shared refresh call, then one retry of the original request.
 */
export function createApiClient({
  baseURL = API_BASE_PATH,
  storage = localTokenStorage,
  adapter,
  onSessionEnded,
}: CreateApiClientOptions = {}): AxiosInstance {
  const client = axios.create({
    baseURL,
    withCredentials: true,
    headers: { 'Content-Type': 'application/json' },
    xsrfCookieName: 'XSRF-TOKEN',
    xsrfHeaderName: 'X-XSRF-TOKEN',
    withXSRFToken: true,
    ...(adapter ? { adapter } : {}),
  });

  let refreshing: Promise<string> | null = null;

  const refreshAccessToken = (): Promise<string> => {
    refreshing ??= client
      .post<{ accessToken: string }>(REFRESH_PATH)
      .then(({ data }) => {
        if (!data?.accessToken) throw new Error('Refresh answered without an access token');
        storage.set(data.accessToken);
        return data.accessToken;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  client.interceptors.request.use((config: RetryableConfig) => {
    const token = storage.get();
    config._sentToken = token;
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const original = error.config as RetryableConfig | undefined;
    if (error.response?.status !== 401 || !isRefreshable(original)) throw error;
    original._retried = true;

    const current = storage.get();
    // Another request already refreshed while this one was in flight: just retry with the new token.
    if (!(current && current !== original._sentToken)) {
      try {
        await refreshAccessToken();
      } catch (refreshError) {
        // Only an answer ends the session here: a refresh that got none (the page being left, the network
        // gone) keeps the token, and the next request tries again (the server allows that retry).
        if (!axios.isAxiosError(refreshError) || refreshError.response) {
          storage.clear();
          if (original._sentToken) onSessionEnded?.();
        }
        throw error;
      }
    }
    return client.request(original);
  });

  return client;
}

const sessionEndedListeners = new Set<() => void>();

/** Subscribes to the end of the session `api` was using (the session store does); returns the unsubscribe. */
export function onSessionEnded(listener: () => void): () => void {
  sessionEndedListeners.add(listener);
  return () => sessionEndedListeners.delete(listener);
}

/** The one API client every frontend uses. */
export const api = createApiClient({
  onSessionEnded: () => sessionEndedListeners.forEach((listener) => listener()),
});
