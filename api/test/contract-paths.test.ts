/*
 * The contracts' paths are the routes: every route the app registers under /api/v1 is a contract
 * path's pattern and every contract path is registered, and what each path builder makes reaches
 * that route with the params it was given (encoded and decoded back). A hook added to every route
 * answers before auth and handlers run, naming the route that matched, so no data is needed.
 */
import * as contracts from '@alumni/shared/contracts';
import { API_BASE_PATH, type ApiPath } from '@alumni/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { Config } from '../src/config';
import { createTestApp } from './helpers';
import { isSkipped, UNREACHABLE_SSLCOMMERZ } from './support/route-table';

type Registered = { method: string; url: string };
type Built = { app: FastifyInstance; routes: Registered[]; close(): Promise<void> };

const MATCHED = 299;

async function build(overrides: Partial<Config>): Promise<Built> {
  const routes: Registered[] = [];
  const answerWithRoute = async (request: FastifyRequest, reply: FastifyReply) =>
    reply.code(MATCHED).send({ route: request.routeOptions.url, params: request.params });
  const onRoute = (route: RouteOptions) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
    route.onRequest = [answerWithRoute, ...[route.onRequest ?? []].flat()];
  };
  const { app, close } = await createTestApp({ config: overrides, onRoute });
  await app.ready();
  return { app, routes, close };
}

const isPath = (value: unknown): value is ApiPath<string> =>
  typeof value === 'function' && typeof (value as { pattern?: unknown }).pattern === 'string';

/** Every path in the `<module>Paths` objects the contracts export, by its name there. */
function contractPaths(): Map<string, ApiPath<string>> {
  const found = new Map<string, ApiPath<string>>();
  const walk = (name: string, value: unknown) => {
    if (isPath(value)) found.set(name, value);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) walk(`${name}.${key}`, inner);
  };
  for (const [name, value] of Object.entries(contracts)) if (name.endsWith('Paths')) walk(name, value);
  return found;
}

/** Param values; the gateway's reference needs encoding, so a builder that forgets to encode it fails. */
const sampleValue = (param: string, index: number) =>
  param === 'result' ? 'success' : param === 'transaction_id' ? `TXN ${index}/a?b` : `${70 + index}`;

describe('contract paths', () => {
  let sandbox: Built;
  let sslcommerz: Built;
  const paths = contractPaths();
  beforeAll(async () => {
    sandbox = await build({});
    sslcommerz = await build(UNREACHABLE_SSLCOMMERZ);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
    await sslcommerz?.close();
  });

  const apiRoutes = () =>
    [...sandbox.routes, ...sslcommerz.routes].filter((r) => r.url.startsWith(`${API_BASE_PATH}/`) && !isSkipped(r.url));

  it('has one contract path for every API route, and no path the API does not register', () => {
    const patterns = new Set([...paths.values()].map((p) => `${API_BASE_PATH}${p.pattern}`));
    const registered = new Set(apiRoutes().map((r) => r.url));
    expect([...registered].filter((url) => !patterns.has(url))).toEqual([]);
    expect([...patterns].filter((url) => !registered.has(url))).toEqual([]);
    expect(paths.size).toBeGreaterThanOrEqual(35);
  });

  it('builds URLs that reach the route of their pattern with the params they were given', async () => {
    const wrong: string[] = [];
    for (const [name, path] of paths) {
      const names = [...path.pattern.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]);
      const values = names.map(sampleValue);
      // Built as a caller would, param by param; the pattern's own type is lost in the walk.
      const url = (path as unknown as (...params: string[]) => string)(...values);
      const route = `${API_BASE_PATH}${path.pattern}`;
      const built = sandbox.routes.some((r) => r.url === route) ? sandbox : sslcommerz;
      for (const { method } of built.routes.filter((r) => r.url === route)) {
        const response = await built.app.inject({ method: method as 'GET', url: `${API_BASE_PATH}${url}` });
        const body = response.statusCode === MATCHED ? response.json<{ route: string; params: object }>() : null;
        const expected = {
          route: `${API_BASE_PATH}${path.pattern}`,
          params: Object.fromEntries(names.map((n, i) => [n, values[i]])),
        };
        if (JSON.stringify(body) !== JSON.stringify(expected))
          wrong.push(`${name} ${method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
