// Zod-free on purpose: the session store (in the @alumni/shared singleton) and pages that must not load
// zod build their URLs with these, so every `<module>.paths.ts` imports nothing but this file.

/** Where the API lives on the site; every path below is relative to it (the API client's baseURL). */
export const API_BASE_PATH = '/api/v1';

type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...ParamNames<`/${Rest}`>]
  : P extends `${string}:${infer Name}`
    ? [Name]
    : [];
type ArgsOf<Names extends string[]> = { [K in keyof Names]: string | number };

/**
 * One endpoint's path: call it with the `:params` in order for the URL the client sends (each one
 * URL-encoded), or read `pattern` for the route the API registers.
 */
export type ApiPath<P extends string> = ((...params: ArgsOf<ParamNames<P>>) => string) & { readonly pattern: P };

export function apiPath<const P extends string>(pattern: P): ApiPath<P> {
  const build = (...params: (string | number)[]) => {
    let next = 0;
    return pattern.replace(/:[A-Za-z_]+/g, () => encodeURIComponent(String(params[next++])));
  };
  return Object.assign(build, { pattern }) as ApiPath<P>;
}
