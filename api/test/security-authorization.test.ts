/*
 * Who may call what, for EVERY route: the routes come from the app itself (buildApp's onRoute), the
 * expected statuses from test/support/route-table.ts. A route missing from the table fails here.
 * Both payment gateways are built, so the SSLCommerz callbacks are covered too. Every answer of a
 * signed-in caller, and every /auth/ answer, is also checked for Cache-Control: no-store.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { drivers } from './helpers';
import {
  BODY_GUARDED_ROUTES,
  buildCall,
  buildWithRoutes,
  ROLES,
  ROUTE_TABLE,
  tableKeysOf,
  takesBody,
  type Built,
  UNREACHABLE_SSLCOMMERZ,
} from './support/route-table';

/** A body every route's schema refuses: unknown fields only (a PATCH needs at least one known one). */
const INVALID_BODY = { not_a_field: { nested: ['x'] } };
const REFUSALS = [401, 403, 404];

describe.each(drivers)('authorization of every route (%s)', (driver) => {
  let sandbox: Built;
  let sslcommerz: Built;
  beforeAll(async () => {
    sandbox = await buildWithRoutes(driver);
    // Nothing listens there: the table's callbacks never reach the provider (no val_id is sent).
    sslcommerz = await buildWithRoutes(driver, UNREACHABLE_SSLCOMMERZ);
  }, 120_000);
  afterAll(async () => {
    await sandbox?.close();
    await sslcommerz?.close();
  });

  it('has a row for every route the app registers (and none for a route that is gone)', () => {
    const registered = new Set([...tableKeysOf(sandbox.routes), ...tableKeysOf(sslcommerz.routes)]);
    const missing = [...registered]
      .filter((key) => !(key in ROUTE_TABLE))
      .map((key) => `Route ${key} is not in the authorization table`);
    const stale = Object.keys(ROUTE_TABLE)
      .filter((key) => !registered.has(key))
      .map((key) => `The authorization table has a row for ${key}, which the app does not register`);
    expect([...missing, ...stale]).toEqual([]);
    expect(registered.size).toBeGreaterThanOrEqual(50);
  });

  it.each(Object.keys(ROUTE_TABLE))('%s', async (key) => {
    const row = ROUTE_TABLE[key];
    const built = sandbox.routes.has(key) ? sandbox : sslcommerz.routes.has(key) ? sslcommerz : null;
    if (!built) throw new Error(`${key} is registered by neither app (see the coverage test)`);
    const { method, url } = built.routes.get(key)!;
    const wrong: string[] = [];
    for (const [index, role] of ROLES.entries()) {
      const parts = row.call ? await row.call(built.world, role) : {};
      const call = await buildCall(built.world, method, url, role, parts);
      const response = await built.app.inject(call);
      const want = row.expect[index];
      // No cache keeps a personal answer: signed in, or anything under /auth/ (plugins/private-answers.ts).
      const isPersonal = call.headers?.authorization !== undefined || url.startsWith('/api/v1/auth/');
      const cacheControl = String(response.headers['cache-control'] ?? '');
      if (url.startsWith('/api/') && isPersonal && !/\bno-store\b/.test(cacheControl))
        wrong.push(`${role}: Cache-Control "${cacheControl}" on a personal answer, not no-store`);
      if (url.startsWith('/api/') && !/\bAuthorization\b/i.test(String(response.headers.vary ?? '')))
        wrong.push(`${role}: no Vary: Authorization`);
      if (response.statusCode !== want)
        wrong.push(`${role}: expected ${want}, got ${response.statusCode} ${response.body.slice(0, 300)}`);
      if (response.statusCode >= 400) {
        // Every refusal says why, in the one error shape.
        const body = response.json<{ message?: unknown; code?: unknown }>();
        if (typeof body.message !== 'string' || typeof body.code !== 'string')
          wrong.push(`${role}: error body without message/code: ${response.body}`);
      }
    }
    if (wrong.length) throw new Error(`${key}\n  ${wrong.join('\n  ')}`);
  });

  // Authentication and authorization run before the body is validated: a caller who may not call
  // the route gets its 401/403/404 for an invalid body too, never a 400 listing the fields.
  const bodyRoutes = () =>
    Object.keys(ROUTE_TABLE).filter((key) => {
      const built = sandbox.routes.get(key) ?? sslcommerz.routes.get(key);
      return built !== undefined && takesBody(built);
    });
  it('sends an invalid body to at least the body-taking routes of the table', () => {
    expect(bodyRoutes().length).toBeGreaterThanOrEqual(20);
  });

  it.each(Object.keys(ROUTE_TABLE))('%s refuses strangers before validating an invalid body', async (key) => {
    const built = sandbox.routes.has(key) ? sandbox : sslcommerz;
    const route = built.routes.get(key);
    if (!route || !takesBody(route)) return;
    const row = ROUTE_TABLE[key];
    const wrong: string[] = [];
    for (const [index, role] of ROLES.entries()) {
      const want = row.expect[index];
      if (!REFUSALS.includes(want)) continue;
      // The documented exception: the owner is only known from the body (anonymous is still a 401).
      if (key in BODY_GUARDED_ROUTES && role !== 'anonymous') continue;
      const parts = row.call ? await row.call(built.world, role) : {};
      const { headers: partHeaders = {}, ...rest } = parts;
      // JSON, whatever the route consumes (a multipart route's invalid body is a JSON one).
      const headers = Object.fromEntries(Object.entries(partHeaders).filter(([name]) => name !== 'content-type'));
      const call = await buildCall(built.world, route.method, route.url, role, {
        ...rest,
        headers,
        payload: INVALID_BODY,
      });
      const response = await built.app.inject(call);
      if (response.statusCode !== want)
        wrong.push(`${role}: expected ${want}, got ${response.statusCode} ${response.body.slice(0, 300)}`);
    }
    if (wrong.length) throw new Error(`${key}\n  ${wrong.join('\n  ')}`);
  });
});
