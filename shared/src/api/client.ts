import type {
  AxiosAdapter,
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosStatic,
  InternalAxiosRequestConfig,
} from 'axios';
// The paths straight from their zod-free files: this client is in the @alumni/shared singleton.
import { API_BASE_PATH } from '../contracts/api-path';
import { authPaths } from '../contracts/auth.paths';
import { pageLanguage } from '../i18n/page-language';
import type { Language } from '../i18n/languages';
import { isApiError } from './api-error';
import { localTokenStorage, type TokenStorage } from './token-storage';
import type { ApiMethods } from './typed-methods';

const REFRESH_PATH = authPaths.refresh();
/** 401s from these mean "wrong credentials" or "refresh is dead", never "token expired". */
const NO_REFRESH_PATHS: string[] = [REFRESH_PATH, authPaths.login(), authPaths.registration()];

type RetryableConfig = InternalAxiosRequestConfig & { _retried?: boolean; _sentToken?: string | null };

/** The XSRF cookie the refresh call needs: set and cleared with the refresh cookie, so a session may exist. */
export const hasXsrfCookie = () => typeof document !== 'undefined' && /(?:^|;\s*)XSRF-TOKEN=/.test(document.cookie);

export type CreateApiClientOptions = {
  baseURL?: string;
  storage?: TokenStorage;
  /**
   * A request that carried an access token was refused and the refresh failed too: the session is over
   * (logged out elsewhere, password changed, account disabled). Called once per such failure, after the
   * token is removed.
   */
  onSessionEnded?: () => void;
  /** The language the API answers in (sent as `Accept-Language`): the page's `<html lang>` by default. */
  language?: () => Language;
};

const normalizePath = (url = '') => `/${url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/+|\/+$/g, '')}/`;

function isRefreshable(config: RetryableConfig | undefined): config is RetryableConfig {
  if (!config || config._retried) return false;
  const base = normalizePath(config.baseURL);
  let path = normalizePath(config.url);
  if (path.startsWith(base)) path = `/${path.slice(base.length)}`;
  return !NO_REFRESH_PATHS.includes(path);
}

/** What the app calls: axios's request methods typed by their URL, and the adapter requests go through. */
export type ApiClient = ApiMethods & {
  /**
   * Sends every request through `adapter` (the server's in-process adapter while it renders a page, a test's
   * refusal) instead of the network; undefined: the network again.
   */
  useAdapter(adapter: AxiosAdapter | undefined): void;
  /** Fetches axios now (a person is about to ask something: see prepareOnIntent), not with the first request. */
  prepare(): Promise<void>;
};

/**
 * axios (21 KB gzip), fetched with the first request rather than with the page: a public page rendered on
 * the server asks the API nothing while it starts, so its first load leaves axios out. Kept once loaded.
 */
let loadingAxios: Promise<AxiosStatic> | null = null;
const loadAxios = () =>
  (loadingAxios ??= import(/* webpackChunkName: "axios" */ 'axios').then(
    (m) => m.default,
    (error: unknown) => {
      // A chunk that failed to come (offline) is asked for again by the next request.
      loadingAxios = null;
      throw error;
    },
  ));

/**
 * The API client: Bearer token from storage, cookies and XSRF header for the cookie-authenticated calls,
 * and after a 401 one shared refresh call, then one retry of the original request. Its axios instance is
 * made with the first request.
 */
export function createApiClient({
  baseURL = API_BASE_PATH,
  storage = localTokenStorage,
  onSessionEnded,
  language = pageLanguage,
}: CreateApiClientOptions = {}): ApiClient {
  let adapter: AxiosAdapter | undefined;
  let made: Promise<AxiosInstance> | null = null;
  const instance = () =>
    (made ??= loadAxios().then(makeInstance, (error: unknown) => {
      made = null;
      throw error;
    }));

  function makeInstance(axios: AxiosStatic): AxiosInstance {
    const client = axios.create({
      baseURL,
      withCredentials: true,
      headers: { 'Content-Type': 'application/json' },
      xsrfCookieName: 'XSRF-TOKEN',
      xsrfHeaderName: 'X-XSRF-TOKEN',
      withXSRFToken: true,
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

    client.interceptors.request.use(async (config: RetryableConfig) => {
      // The adapter of the moment (useAdapter), for this request and its retry.
      if (adapter) config.adapter = adapter;
      let token = storage.get();
      // A session with no access token here yet (signed in by the browser's own form post, before the page's
      // script): refreshed first, rather than sent without one to be refused with a 401.
      if (!token && isRefreshable(config) && hasXsrfCookie()) token = await refreshAccessToken().catch(() => null);
      config._sentToken = token;
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
      // The API answers in the page's language (its messages, field errors included).
      config.headers.set('Accept-Language', language());
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
          if (!isApiError(refreshError) || refreshError.response) {
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

  type Config = AxiosRequestConfig<unknown>;
  // The types come from ApiMethods (the URL's declared calls); at run time these are axios's own methods.
  const methods = {
    get: (url: string, config?: Config) => instance().then((client) => client.get(url, config)),
    delete: (url: string, config?: Config) => instance().then((client) => client.delete(url, config)),
    post: (url: string, data?: unknown, config?: Config) => instance().then((client) => client.post(url, data, config)),
    put: (url: string, data?: unknown, config?: Config) => instance().then((client) => client.put(url, data, config)),
    patch: (url: string, data?: unknown, config?: Config) =>
      instance().then((client) => client.patch(url, data, config)),
  } as ApiMethods;

  return {
    ...methods,
    useAdapter: (next) => {
      adapter = next;
    },
    prepare: () => instance().then(() => undefined),
  };
}

/** What a person does first when they are about to send something: focus a field, press, type. */
const INTENT_EVENTS = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * Prepares `client` (fetches axios) on the first sign that the person is about to use the page (a field
 * focused, a press, a key), so a form's first request does not wait for it; a page that is only read
 * never fetches it. Returns the removal of the listeners.
 */
export function prepareOnIntent(client: Pick<ApiClient, 'prepare'>, target: EventTarget = document): () => void {
  const stop = () => INTENT_EVENTS.forEach((type) => target.removeEventListener(type, prepare, { capture: true }));
  function prepare() {
    stop();
    // A failed fetch leaves nothing kept: the first request tries again.
    client.prepare().catch(() => undefined);
  }
  INTENT_EVENTS.forEach((type) => target.addEventListener(type, prepare, { capture: true, passive: true }));
  return stop;
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
