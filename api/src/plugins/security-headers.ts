import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeadersOptions = {
  /** Helmet's options for pages, files and errors; function directives are evaluated for every answer. */
  documents: HelmetOptions;
  /**
   * The same for the routes under `apiPrefix` (JSON, no scripts run there), with static directives only,
   * so their headers are computed once. Keep it the documents' policy or narrower.
   */
  api: HelmetOptions;
  apiPrefix: string;
};

/** Helmet (8.1 and later) throws its errors; older versions passed them to `next`. */
function rethrow(error?: unknown) {
  if (error) throw error;
}

type Header = readonly [name: string, value: string | number | string[]];

/** What helmet's middleware does to a response for `options`, recorded once. */
function helmetHeaders(options: HelmetOptions): { set: Header[]; removed: string[] } {
  const set: Header[] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) =>
      set.push([name, Array.isArray(value) ? [...value] : (value as string | number)]),
    removeHeader: (name: string) => removed.push(name),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, rethrow);
  return { set, removed };
}

/**
 * Helmet's headers on every answer. @fastify/helmet calls `helmet(options)` for every request (it
 * parses and validates every CSP directive each time); here the middleware is built once, and the API's
 * header set, which does not change, is recorded once and copied onto each answer.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const documentHeaders = helmet(options.documents);
    const api = helmetHeaders(options.api);
    // Into the reply's own headers, not the raw response's: Node then writes them in one pass.
    const apiHeaders = Object.fromEntries(api.set.map(([name, value]) => [name.toLowerCase(), value]));
    const apiRoutes = `${options.apiPrefix}/`;
    const isApiRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith(apiRoutes) === true;

    app.addHook('onRequest', (request, reply, done) => {
      const res = reply.raw;
      if (isApiRoute(request)) {
        for (const name of api.removed) res.removeHeader(name);
        reply.headers(apiHeaders);
      } else {
        documentHeaders(request.raw, res, rethrow);
      }
      done();
    });
  },
  { name: 'security-headers' },
);
