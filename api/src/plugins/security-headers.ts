import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export type SecurityHeadersOptions = {
  /** Helmet's options for pages, files and errors, given the live portals' script origins. */
  documents: (scriptOrigins: string[]) => HelmetOptions;
  /** The live portals' script origins (portals on a CDN), asked for every page: a release may change them. */
  scriptOrigins: () => string[];
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

type Recorded = { headers: Record<string, Header[1]>; removed: string[] };

/** Helmet's headers for `options` as the reply's own headers (Node then writes them in one pass). */
function recorded(options: HelmetOptions): Recorded {
  const { set, removed } = helmetHeaders(options);
  return { headers: Object.fromEntries(set.map(([name, value]) => [name.toLowerCase(), value])), removed };
}

/** Releases that change the portals' origins are rare: a handful of policies is all a process meets. */
const MAX_DOCUMENT_POLICIES = 16;

/**
 * Helmet's headers on every answer. @fastify/helmet calls `helmet(options)` for every request (it
 * parses and validates every CSP directive each time); here each header set is recorded once and copied
 * onto each answer: the API's, which does not change, and the documents' for each set of live portal
 * origins (read for every page, so a release's new origin is in the next page's policy).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: SecurityHeadersOptions) => {
    const api = recorded(options.api);
    const documents = new Map<string, Recorded>();
    const documentHeaders = () => {
      const origins = options.scriptOrigins();
      const key = origins.join(' ');
      let headers = documents.get(key);
      if (!headers) {
        if (documents.size >= MAX_DOCUMENT_POLICIES) documents.clear();
        headers = recorded(options.documents(origins));
        documents.set(key, headers);
      }
      return headers;
    };
    const apiRoutes = `${options.apiPrefix}/`;
    const isApiRoute = (request: FastifyRequest) => request.routeOptions.url?.startsWith(apiRoutes) === true;

    app.addHook('onRequest', (request, reply, done) => {
      const { headers, removed } = isApiRoute(request) ? api : documentHeaders();
      for (const name of removed) reply.raw.removeHeader(name);
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
