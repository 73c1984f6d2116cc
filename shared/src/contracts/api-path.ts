// Zod-free on purpose: the session store (in the @alumni/shared singleton) and pages that must not load
// zod build their URLs with these, so every `<module>.paths.ts` imports nothing at run time but this file
// (the schemas' types come in with `import type`, which the build drops).

/** Where the API lives on the site; every path below is relative to it (the API client's baseURL). */
export const API_BASE_PATH = '/api/v1';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];
type ArgsOf<Names extends string[]> = { [K in keyof Names]: string | number };

/** One method of an endpoint: what it answers and the body it takes (none: `undefined`). */
export type Call<Answer, Body = undefined> = { answer: Answer; body: Body };
export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The methods an endpoint takes, each with its answer and body. */
export type Calls = { [M in ApiMethod]?: Call<unknown, unknown> };

declare const callsOfUrl: unique symbol;
/**
 * A URL a path builder made: a string at run time, and for the type checker the calls its endpoint takes,
 * which the API client reads its answer and body types from.
 */
export type ApiUrl<C extends Calls = Calls> = string & { readonly [callsOfUrl]: C };

type CallOf<U, M extends ApiMethod> = U extends ApiUrl<infer C> ? C[M] : never;
/** What `url` answers to `method`; `unknown` for a URL written by hand, which declares nothing. */
export type AnswerOf<U, M extends ApiMethod> = U extends ApiUrl
  ? CallOf<U, M> extends Call<infer A, unknown>
    ? A
    : never
  : unknown;
/** The body `url` takes with `method`; `unknown` for a URL written by hand. */
export type BodyOf<U, M extends ApiMethod> = U extends ApiUrl
  ? CallOf<U, M> extends Call<unknown, infer B>
    ? B
    : never
  : unknown;
/** `unknown` where `url` takes `method` (or declares nothing), `never` (a type error) where its endpoint does not. */
export type Takes<U, M extends ApiMethod> =
  U extends ApiUrl<infer C> ? (C[M] extends Call<unknown, unknown> ? unknown : never) : unknown;

/**
 * One endpoint's path: call it with the `:params` in order for the URL the client sends (each one
 * URL-encoded), or read `pattern` for the route the API registers. `calls<{ get: Call<User> }>()` declares
 * what each method answers and takes (types only), so `api.get(userPaths.me())` is a `User`.
 */
export type ApiPath<P extends string, C extends Calls = Record<never, never>> = ((
  ...params: ArgsOf<ParamNames<P>>
) => ApiUrl<C>) & {
  readonly pattern: P;
  calls<Next extends Calls>(): ApiPath<P, Next>;
};

export function apiPath<const P extends string>(pattern: P): ApiPath<P> {
  const build = (...params: (string | number)[]) => {
    let next = 0;
    return pattern.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(String(params[next++])));
  };
  // Declares types only: the same builder, seen with its calls.
  const calls = () => path;
  const path = Object.assign(build, { pattern, calls }) as unknown as ApiPath<P>;
  return path;
}
