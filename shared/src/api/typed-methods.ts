import type { AxiosRequestConfig } from 'axios';
import type { AnswerOf, ApiMethod, BodyOf, Takes } from '../contracts/api-path';

/** A URL the endpoint of which takes `M` (a path builder's URL without it fails to compile). */
type UrlFor<U extends string, M extends ApiMethod> = U & Takes<U, M>;
/**
 * What a call resolves to: axios's response, as far as the app reads it. `headers` is always there; it is
 * optional so a test can answer with just `{ status, data }`.
 */
type ApiResponse<Data> = { data: Data; status: number; headers?: { readonly [name: string]: unknown } };
type Answer<U, M extends ApiMethod> = Promise<ApiResponse<AnswerOf<U, M>>>;
/** The body, then axios's config; the body may be left out where the endpoint takes none. */
type BodyThenConfig<U, M extends ApiMethod> =
  undefined extends BodyOf<U, M>
    ? [body?: BodyOf<U, M>, config?: AxiosRequestConfig]
    : [body: BodyOf<U, M>, config?: AxiosRequestConfig];

/**
 * axios's request methods, typed by the URL: a path builder's URL brings what its endpoint answers and
 * takes (`api.get(userPaths.me())` answers a `User`), so no call names its answer type by hand.
 */
export type ApiMethods = {
  get<U extends string>(url: UrlFor<U, 'get'>, config?: AxiosRequestConfig): Answer<U, 'get'>;
  /** A body goes in `config.data`. */
  delete<U extends string>(
    url: UrlFor<U, 'delete'>,
    config?: AxiosRequestConfig<BodyOf<U, 'delete'>>,
  ): Answer<U, 'delete'>;
  post<U extends string>(url: UrlFor<U, 'post'>, ...rest: BodyThenConfig<U, 'post'>): Answer<U, 'post'>;
  put<U extends string>(url: UrlFor<U, 'put'>, ...rest: BodyThenConfig<U, 'put'>): Answer<U, 'put'>;
  patch<U extends string>(url: UrlFor<U, 'patch'>, ...rest: BodyThenConfig<U, 'patch'>): Answer<U, 'patch'>;
};
