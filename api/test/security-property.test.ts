/*
 * Property-based: generated path ids, query strings and bodies (JSON of the right and wrong shapes,
 * broken JSON, multipart, forms) against every route of the authorization table, as anonymous, a
 * plain user, an association admin and the super admin. Never a 5xx; a refused request (4xx)
 * changes no table's row count. Seeded: a failure prints the seed; rerun with FC_SEED=<seed>.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { authHeader, drivers } from './helpers';
import { buildWithRoutes, ROUTE_TABLE, type Built, type RegisteredRoute } from './support/route-table';
import { appTables, tableCountsOnce } from './support/table-counts';

const SEED = Number(process.env.FC_SEED ?? Math.floor(Math.random() * 2 ** 31));
const RUNS = Number(process.env.FC_RUNS ?? 30);
const FILE_FIELDS = ['profile_picture', 'logo', 'cover', 'proof_document', 'file'];
/** Form fields of the sandbox and SSLCommerz callbacks (their bodies are free-form records). */
const CALLBACK_FIELDS = ['outcome', 'amount', 'signature', 'tran_id', 'val_id', 'status'];

const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '%2e%2e%2f',
  '2026-02-30',
  '1899-12-31',
  '9999-12-31',
  '2026-13-01',
  '0',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  'true',
  'null',
  '{}',
  '[]',
  '\uD800',
  '\uFFFF',
  'ব্যাংক এশিয়া',
  '😀'.repeat(40),
  'x'.repeat(6000),
  '=cmd|/c calc',
  'http://evil.example/',
  'javascript:alert(1)',
  'http://localhost:8080/associations/1',
  'a@b',
  'someone@example.com',
  '   padded   ',
  '\t\n\r',
  '1'.repeat(40),
  '2147483648',
  '-2147483649',
  '0x10',
  '1.5',
  '01',
  '+1',
];
const nastyString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
);
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.constantFrom(0, -0, -1, 1, 2, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, 0.1, 19.999, 1200, 1201),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer()), { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }) },
);
const idValue = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: -5, max: 0 }) },
  { weight: 1, arbitrary: fc.constantFrom(2 ** 31 - 1, 2 ** 31, 2 ** 53 + 1, 1e21) },
  { weight: 2, arbitrary: nastyString.filter((s) => s.length > 0) },
  // Already percent-encoded, sent as they are: invalid UTF-8, an encoded slash, a NUL.
  {
    weight: 1,
    arbitrary: fc.constantFrom('%ED%A0%80', '%C0%AF', '%FF', '%2F', '%00', '1%00', '%', '%zz').map((raw) => ({ raw })),
  },
);

/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it); `{ raw }` goes as it is. */
function pathPart(value: unknown): string {
  if (value && typeof value === 'object' && 'raw' in value) return String((value as { raw: string }).raw);
  return [...Buffer.from(String(value), 'utf8')]
    .map((b) =>
      /[A-Za-z0-9\-._~]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** The keys of a zod object schema (zod 4), if it is one. */
function keysOf(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === 'object' ? Object.keys(shape) : [];
}

type Role = 'anonymous' | 'user' | 'admin' | 'superAdmin';
type Generated = { role: Role; params: Record<string, unknown>; query: Record<string, string>; body: Body };
type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | { kind: 'multipart'; field: string; bytes: Uint8Array; fields: Record<string, string> };

function bodyArbitrary(route: RegisteredRoute): fc.Arbitrary<Body> {
  const keys = keysOf(route.schema?.body);
  const fields = keys.length ? keys : route.url.includes('/payments/') ? CALLBACK_FIELDS : ['name', 'email', 'id'];
  const objectOfFields = fc.dictionary(fc.constantFrom(...fields, 'extra', 'id', 'user_id', 'is_superuser'), value, {
    maxKeys: fields.length + 2,
  });
  return fc.oneof(
    { weight: 6, arbitrary: objectOfFields.map((v): Body => ({ kind: 'json', value: v })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v): Body => ({ kind: 'json', value: v })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom(
            'application/json',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'multipart/form-data',
          ),
          nastyString,
        )
        .map(([contentType, text]): Body => ({ kind: 'raw', contentType, text })),
    },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
    {
      weight: 1,
      arbitrary: fc
        .record({
          field: fc.constantFrom(...FILE_FIELDS),
          bytes: fc.uint8Array({ maxLength: 2048 }),
          fields: fc.dictionary(fc.constantFrom(...fields), nastyString.map(String), { maxKeys: 4 }),
        })
        .map((m): Body => ({ kind: 'multipart', ...m })),
    },
  );
}

function requestArbitrary(route: RegisteredRoute): fc.Arbitrary<Generated> {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const queryKeys = [...keysOf(route.schema?.querystring), 'page', 'limit', 'extra'];
  return fc.record({
    role: fc.constantFrom<Role>('anonymous', 'user', 'admin', 'superAdmin'),
    params: fc.record(Object.fromEntries(paramNames.map((name) => [name, idValue]))),
    query: fc.dictionary(fc.constantFrom(...queryKeys), fc.oneof(nastyString, fc.integer().map(String)), {
      maxKeys: 3,
    }),
    body:
      route.method === 'GET' || route.method === 'DELETE' ? fc.constant<Body>({ kind: 'none' }) : bodyArbitrary(route),
  });
}

function multipartPayload(body: Extract<Body, { kind: 'multipart' }>) {
  const boundary = 'fuzz-boundary-1234567890';
  const parts = Object.entries(body.fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${body.field}"; filename="upload.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(body.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function toInject(built: Built, route: RegisteredRoute, g: Generated): Promise<InjectOptions> {
  const url = route.url.replace(/:(\w+)/g, (_, name: string) => pathPart(g.params[name]));
  const headers: Record<string, string> =
    g.role === 'anonymous' ? {} : await authHeader(built.app, built.world.users[g.role].id);
  let payload: InjectOptions['payload'];
  if (g.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(g.body.value) ?? 'null';
  } else if (g.body.kind === 'raw') {
    headers['content-type'] = g.body.contentType;
    payload = g.body.text;
  } else if (g.body.kind === 'multipart') {
    const m = multipartPayload(g.body);
    headers['content-type'] = m.contentType;
    payload = m.payload;
  }
  return { method: route.method as InjectOptions['method'], url, query: g.query, headers, payload };
}

/** Route groups: the first two fixed parts of the path after /api/v1 (auth/user, associations/membership-types...). */
function groups(routes: Map<string, RegisteredRoute>): Map<string, RegisteredRoute[]> {
  const byGroup = new Map<string, RegisteredRoute[]>();
  for (const key of Object.keys(ROUTE_TABLE)) {
    const route = routes.get(key);
    if (!route) continue;
    const fixed = route.url
      .replace(/^\/api\/v1\//, '')
      .split('/')
      .filter((part) => part && !part.startsWith(':'));
    const group = fixed.slice(0, 2).join('/');
    byGroup.set(group, [...(byGroup.get(group) ?? []), route]);
  }
  return byGroup;
}

describe.each(drivers)(`generated requests against every route (%s), seed ${SEED}`, (driver) => {
  let built: Built;
  let tables: string[];
  const tried = { requests: 0, refused: 0 };
  beforeAll(async () => {
    built = await buildWithRoutes(driver);
    tables = await appTables(built.database.db);
  }, 60_000);
  afterAll(async () => {
    // A figure for the report.
    process.stdout.write(
      `[security-property ${driver}] seed ${SEED}: ${tried.requests} generated requests, ${tried.refused} refused with a 4xx\n`,
    );
    await built?.close();
  });

  /** Filled in beforeAll from the app's routes; jest needs the names up front, so they are listed here and checked below. */
  const GROUPS = [
    'health',
    'stats',
    'auth/registration',
    'auth/login',
    'auth/logout',
    'auth/token',
    'auth/password',
    'auth/user',
    'users',
    'associations',
    'associations/registration-requests',
    'associations/logos',
    'associations/covers',
    'associations/membership-types',
    'associations/membership-requests',
    'associations/memberships',
    'associations/members',
    'associations/transactions',
    'associations/dashboard',
    'associations/reminder-settings',
    'membership-requests/proof-document',
    'memberships/get-certificate',
    'memberships/certificate',
    'memberships/renew',
    'certificates/verify',
    'transactions/memberships',
    'payments/sandbox',
    'contact-messages',
    'jobs',
    'jobs/retry',
    'jobs/scheduled',
    'events',
    'events/ics',
    'events/mine',
    'events/rsvp',
    'associations/events',
  ];

  it.each(GROUPS)(
    '%s: never a 5xx, and a refusal writes nothing',
    async (group) => {
      const routes = groups(built.routes).get(group);
      if (!routes) throw new Error(`No routes in group ${group}: update GROUPS`);
      // 30 runs for a one-route group, up to 60 for the larger ones.
      const numRuns = Math.min(60, RUNS + 5 * (routes.length - 1));
      // The counterexample names the route by `METHOD url` (the route object holds the whole schema).
      const arbitrary = fc
        .nat({ max: routes.length - 1 })
        .chain((index) =>
          requestArbitrary(routes[index]).map((g) => ({ route: `${routes[index].method} ${routes[index].url}`, g })),
        );
      await fc.assert(
        fc.asyncProperty(arbitrary, async ({ route: name, g }) => {
          const route = routes.find((r) => `${r.method} ${r.url}` === name)!;
          // The caller's session is opened first: it is a row of its own, not something the request wrote.
          const options = await toInject(built, route, g);
          const before = await tableCountsOnce(built.database.db, tables);
          const response = await built.app.inject(options);
          tried.requests++;
          const described = `${options.method} ${options.url} ${JSON.stringify(options.query)} as ${g.role} -> ${response.statusCode} ${response.body.slice(0, 300)}`;
          if (response.statusCode >= 500) throw new Error(`5xx: ${described}`);
          if (response.statusCode >= 400) {
            tried.refused++;
            const body = response.json<{ message?: unknown; code?: unknown }>();
            if (typeof body.message !== 'string' || typeof body.code !== 'string')
              throw new Error(`error without message/code: ${described}`);
            const after = await tableCountsOnce(built.database.db, tables);
            const changed = tables.filter((table) => after[table] !== before[table]);
            if (changed.length) throw new Error(`a ${response.statusCode} changed ${changed.join(', ')}: ${described}`);
          }
        }),
        { seed: SEED, numRuns, endOnFailure: true },
      );
    },
    60_000,
  );

  it('answers a NUL byte in a path, a query or a field with 400 (found by this suite: it was a 500)', async () => {
    const user = await authHeader(built.app, built.world.users.user.id);
    const before = await tableCountsOnce(built.database.db, tables);
    for (const options of [
      { method: 'GET', url: '/api/v1/payments/sandbox/checkout/a%00b' },
      { method: 'GET', url: '/api/v1/associations/', query: { name: 'a\u0000b' } },
      {
        method: 'POST',
        url: '/api/v1/contact-messages/',
        payload: { name: 'Nul\u0000', email: 'nul@example.com', message: 'Hello' },
      },
      {
        method: 'POST',
        url: '/api/v1/auth/user/contact-details/',
        headers: user,
        payload: { platform: 'a\u0000', link: 'https://example.org/' },
      },
    ] as InjectOptions[]) {
      // An address of its own: the generated requests may have used up the contact form's limit.
      const response = await built.app.inject({ ...options, remoteAddress: '10.77.0.1' });
      expect({ url: options.url, status: response.statusCode, body: response.json() }).toEqual({
        url: options.url,
        status: 400,
        body: {
          message:
            'The request contains a character that cannot be stored (a NUL byte, \\u0000). Remove it and try again.',
          code: 'INVALID_CHARACTER',
        },
      });
    }
    expect(await tableCountsOnce(built.database.db, tables)).toEqual(before);
  });

  it('covers every group of the table', () => {
    expect([...groups(built.routes).keys()].sort()).toEqual([...GROUPS].sort());
  });
});
