/*
 * The authorization table: for every route the app registers, the status each kind of caller gets.
 * security-authorization.test.ts collects the routes from the app itself (buildApp's onRoute) and
 * fails for a route that is missing here, so a new endpoint cannot ship without deciding who may call it.
 *
 * Convention: the ids in a path point to objects of the plain user (`user`) and of association A,
 * which `admin` administers; `otherAdmin` administers association B. A request is built per call,
 * with fresh objects when the call changes something (a DELETE by one caller must not turn the
 * next caller's answer into a 404 for the wrong reason).
 */
import { rmSync } from 'node:fs';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { ProofStore } from '../../src/modules/memberships/proof-store';
import {
  authHeader,
  createTestDatabase,
  createUser,
  login,
  RELAXED_RATE_LIMITS,
  TEST_PASSWORD,
  testConfig,
  uniqueEmail,
  withXsrf,
  type Driver,
  type TestApp,
} from '../helpers';
import {
  addAdmin,
  createApplication,
  createAssociation,
  createMembership,
  createMembershipType,
} from './association-fixtures';
import { PDF } from './fixtures';
import { makePng, multipart } from './multipart';

export const ROLES = ['anonymous', 'user', 'otherAdmin', 'admin', 'superAdmin'] as const;
export type Role = (typeof ROLES)[number];

/** Expected status per caller, in ROLES order: [anonymous, user, otherAdmin, admin, superAdmin]. */
type Expected = [number, number, number, number, number];

/** What one call sends: path params, body, extra headers or cookies (the caller's Bearer token is added). */
export type CallParts = Pick<InjectOptions, 'payload' | 'cookies' | 'query'> & {
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  /** Cookie-authenticated routes send no Bearer token. */
  noBearer?: boolean;
};

export type RouteCase = { expect: Expected; call?: (w: World, role: Role) => Promise<CallParts> | CallParts };

/** Routes left out on purpose: the API docs (static, public) and static files (web, media). */
const SKIPPED_ROUTES: { pattern: RegExp; why: string }[] = [
  { pattern: /^\/api\/docs(\/|$)/, why: 'Swagger UI and the OpenAPI document: static and public' },
  {
    pattern: /^\/media\//,
    why: 'uploaded images, static files (proof documents are refused there, see security-headers)',
  },
  { pattern: /^\/(\*|portals\/|releases\/|remotes\.json)/, why: 'the built frontends: static files' },
  { pattern: /^\/$/, why: 'the shell index page: static' },
];

/** `GET /api/v1/auth/user` (trailing slash dropped: the app ignores it). */
const routeKey = (method: string, url: string) => `${method} ${url.length > 1 ? url.replace(/\/+$/, '') : url}`;

/** The objects the table's paths point to, and the callers. */
export type World = {
  app: FastifyInstance;
  database: Database;
  users: Record<Exclude<Role, 'anonymous'>, { id: number; email: string }>;
  /** Administered by `admin`. */
  associationA: number;
  /** Administered by `otherAdmin`. */
  associationB: number;
  typeA: number;
  /** A user whose password never changes, for the login route. */
  loginUser: { id: number; email: string };
  proofs: ProofStore;
};

async function createWorld(t: TestApp): Promise<World> {
  const database = t.database;
  const [user, otherAdmin, admin, superAdmin, loginUser] = [
    await createUser(database),
    await createUser(database),
    await createUser(database),
    await createUser(database, { is_superuser: true }),
    await createUser(database),
  ];
  const associationA = await createAssociation(database, { name: 'Route Table Association A', society_prefix: 'RA' });
  const associationB = await createAssociation(database, { name: 'Route Table Association B', society_prefix: 'RB' });
  await addAdmin(database, associationA, admin.id);
  await addAdmin(database, associationB, otherAdmin.id);
  const typeA = await createMembershipType(database, associationA, { fee: 500 });
  return {
    app: t.app,
    database,
    users: { user, otherAdmin, admin, superAdmin },
    associationA,
    associationB,
    typeA,
    loginUser,
    proofs: new ProofStore(t.app.storage),
  };
}

/** The inject options of one call: the path with its ids, the caller's token, the parts. */
export async function buildCall(
  w: World,
  method: string,
  url: string,
  role: Role,
  parts: CallParts,
): Promise<InjectOptions> {
  const path = url.replace(/:(\w+)/g, (_, name: string) => {
    const value = parts.params?.[name];
    if (value === undefined) throw new Error(`${method} ${url}: the table gives no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const bearer = role === 'anonymous' || parts.noBearer ? {} : await authHeader(w.app, w.users[role].id);
  return {
    method: method as InjectOptions['method'],
    url: path.endsWith('/') || /\.\w+$/.test(path) ? path : `${path}/`,
    headers: { ...bearer, ...parts.headers },
    payload: parts.payload,
    cookies: parts.cookies,
    query: parts.query,
  };
}

// Objects of the plain user, made fresh per call.
const db = (w: World) => w.database.db;
const userId = (w: World) => w.users.user.id;

async function education(w: World) {
  const row = await db(w)
    .insertInto('educations')
    .values({
      user_id: userId(w),
      institution: 'School',
      degree: 'SSC',
      field_of_study: 'Science',
      start_date: '2005-01-01',
      end_date: '2008-12-31',
      description: 'Studies',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function job(w: World) {
  const row = await db(w)
    .insertInto('job_experiences')
    .values({
      user_id: userId(w),
      company: 'Acme',
      title: 'Engineer',
      location: 'Dhaka',
      start_date: '2015-01-01',
      end_date: null,
      current: true,
      description: 'Work',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function contactDetail(w: World) {
  const row = await db(w)
    .insertInto('contact_details')
    .values({ user_id: userId(w), platform: 'LinkedIn', link: 'https://linkedin.com/in/x' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function registrationRequest(w: World) {
  const row = await db(w)
    .insertInto('association_registration_requests')
    .values({
      applicant_id: userId(w),
      name: `Requested Association ${Math.random().toString(36).slice(2, 8)}`,
      about: 'About',
      established_year: 1990,
      address: 'Dhaka',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
/** A membership request of the user in association A, with a proof PDF. */
async function applicationWithProof(w: World) {
  const id = await createApplication(w.database, { userId: userId(w), associationId: w.associationA, typeId: w.typeA });
  const key = await w.proofs.store(PDF);
  await db(w).updateTable('membership_requests').set({ proof_document: key }).where('id', '=', id).execute();
  return id;
}
async function transaction(w: World, fields: { offline: boolean; gateway: string }) {
  const requestId = await createApplication(w.database, {
    userId: userId(w),
    associationId: w.associationA,
    typeId: w.typeA,
  });
  const row = await db(w)
    .insertInto('transactions')
    .values({
      user_id: userId(w),
      association_id: w.associationA,
      membership_request_id: requestId,
      transaction_id: `RT-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`,
      amount: 500,
      offline: fields.offline,
      gateway: fields.gateway,
      base_url: 'http://localhost:8080/associations/1/memberships/1',
    })
    .returning(['id', 'transaction_id'])
    .executeTakeFirstOrThrow();
  return row;
}
async function handleOf(w: World) {
  const row = await db(w)
    .selectFrom('users')
    .select('public_handle')
    .where('id', '=', userId(w))
    .executeTakeFirstOrThrow();
  return row.public_handle;
}
let serial = 0;
async function membership(w: World) {
  return createMembership(w.database, {
    userId: userId(w),
    associationId: w.associationA,
    typeId: w.typeA,
    serial: 1000 + ++serial,
  });
}
async function contactMessage(w: World) {
  const row = await db(w)
    .insertInto('contact_messages')
    .values({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
async function typeOfA(w: World) {
  return createMembershipType(w.database, w.associationA, { name: 'Fresh Type', short_name: 'FT' });
}

/** A caller's own session cookies (a fresh login), and the XSRF header; none for anonymous. */
async function session(w: World, role: Role): Promise<CallParts> {
  if (role === 'anonymous') return { noBearer: true };
  const { cookies } = await login(w.app, w.users[role].email);
  return { noBearer: true, ...withXsrf(cookies) };
}

async function imageUpload(field: string): Promise<CallParts> {
  const { payload, headers } = multipart([
    { field, filename: 'picture.png', contentType: 'image/png', data: await makePng() },
  ]);
  return { payload, headers };
}

const educationBody = {
  institution: 'College',
  degree: 'HSC',
  field_of_study: 'Science',
  start_date: '2008-01-01',
  end_date: '2010-12-31',
  current: false,
  description: 'Studies',
};
const jobBody = {
  company: 'Acme',
  title: 'Engineer',
  location: 'Dhaka',
  start_date: '2015-01-01',
  end_date: null,
  current: true,
  description: 'Work',
};
const contactBody = { platform: 'GitHub', link: 'https://github.com/someone' };
const associationBody = {
  name: 'Route Table Association A',
  tagline: 'Together',
  about: 'About us',
  address: 'Dhaka',
  website: 'https://example.org',
  established_year: 1990,
  society_prefix: 'RA',
};
const typeBody = { name: 'Life Member', short_name: 'LM', description: 'For life', duration_month: 1200, fee: 5000 };
const approveBody = { transaction_date: '2026-01-15', transaction_method: 'Cash' };
const RETURN = 'http://localhost:8080/associations/1/memberships/1';

const all = (status: number): Expected => [status, status, status, status, status];
/** Signed-in callers all get `status`; anonymous 401. */
const signedIn = (status: number): Expected => [401, status, status, status, status];
/** The association's admins and the super admin get `status`; other signed-in callers 404. */
const associationAdmins = (status: number): Expected => [401, 404, 404, status, status];
/** Only the owner (the plain user) gets `status`; everyone else signed in 404. */
const ownerOnly = (status: number): Expected => [401, status, 404, 404, 404];
/** The super admin only; others signed in 403. */
const superAdminOnly = (status: number): Expected => [401, 403, 403, 403, status];

const A = (w: World) => ({ params: { id: w.associationA } });

export const ROUTE_TABLE: Record<string, RouteCase> = {
  'GET /api/v1/health': { expect: all(200) },
  'GET /api/v1/stats': { expect: all(200) },

  // Auth: open routes, the cookie-authenticated ones (XSRF: 403 without a session), the signed-in ones.
  'POST /api/v1/auth/registration': {
    expect: all(201),
    call: () => ({
      payload: { email: uniqueEmail('signup'), password1: 'Unusual-Passphrase-42', password2: 'Unusual-Passphrase-42' },
    }),
  },
  'POST /api/v1/auth/login': {
    expect: all(200),
    call: (w) => ({ payload: { email: w.loginUser.email, password: TEST_PASSWORD } }),
  },
  'POST /api/v1/auth/token/refresh': { expect: [403, 200, 200, 200, 200], call: session },
  'POST /api/v1/auth/logout': { expect: [403, 200, 200, 200, 200], call: session },
  'POST /api/v1/auth/password/change': {
    expect: signedIn(200),
    // The same password again: the callers keep theirs for the rest of the table.
    call: () => ({
      payload: { old_password: TEST_PASSWORD, new_password1: TEST_PASSWORD, new_password2: TEST_PASSWORD },
    }),
  },
  // Open: the answer is the same for every caller; an unknown token is a 400 whoever sends it.
  'POST /api/v1/auth/password/reset': { expect: all(200), call: () => ({ payload: { email: uniqueEmail('reset') } }) },
  'POST /api/v1/auth/password/reset/confirm': {
    expect: all(400),
    call: () => ({ payload: { token: 'A'.repeat(43), new_password1: TEST_PASSWORD, new_password2: TEST_PASSWORD } }),
  },
  'POST /api/v1/auth/registration/verify-email': {
    expect: all(400),
    call: () => ({ payload: { key: 'A'.repeat(43) } }),
  },
  // The table's users have not confirmed their addresses: each may ask once.
  'POST /api/v1/auth/registration/resend-email': { expect: signedIn(200) },
  'GET /api/v1/auth/user': { expect: signedIn(200) },
  'PATCH /api/v1/auth/user': {
    expect: signedIn(200),
    call: () => ({ payload: { bio: 'Updated by the route table' } }),
  },
  'GET /api/v1/auth/user/export': { expect: signedIn(200) },
  // A wrong password: the callers keep their accounts for the rest of the table (your-data.test.ts deletes).
  'DELETE /api/v1/auth/user': { expect: signedIn(400), call: () => ({ payload: { password: 'Not-The-Password-1' } }) },
  'GET /api/v1/auth/user/memberships': { expect: signedIn(200) },
  'GET /api/v1/auth/user/transactions/memberships': { expect: signedIn(200) },
  'POST /api/v1/auth/user/profile-picture': { expect: signedIn(200), call: () => imageUpload('profile_picture') },

  // Profile records: lists and adds are the caller's own; an id is the plain user's record.
  'GET /api/v1/auth/user/educations': { expect: signedIn(200) },
  'POST /api/v1/auth/user/educations': { expect: signedIn(201), call: () => ({ payload: educationBody }) },
  'GET /api/v1/auth/user/educations/:id': {
    expect: ownerOnly(200),
    call: async (w) => ({ params: { id: await education(w) } }),
  },
  'PATCH /api/v1/auth/user/educations/:id': {
    expect: ownerOnly(200),
    call: async (w) => ({ params: { id: await education(w) }, payload: { degree: 'BSc' } }),
  },
  'DELETE /api/v1/auth/user/educations/:id': {
    expect: ownerOnly(204),
    call: async (w) => ({ params: { id: await education(w) } }),
  },
  'GET /api/v1/auth/user/job-experiences': { expect: signedIn(200) },
  'POST /api/v1/auth/user/job-experiences': { expect: signedIn(201), call: () => ({ payload: jobBody }) },
  'GET /api/v1/auth/user/job-experiences/:id': {
    expect: ownerOnly(200),
    call: async (w) => ({ params: { id: await job(w) } }),
  },
  'PATCH /api/v1/auth/user/job-experiences/:id': {
    expect: ownerOnly(200),
    call: async (w) => ({ params: { id: await job(w) }, payload: { title: 'Lead' } }),
  },
  'DELETE /api/v1/auth/user/job-experiences/:id': {
    expect: ownerOnly(204),
    call: async (w) => ({ params: { id: await job(w) } }),
  },
  'GET /api/v1/auth/user/contact-details': { expect: signedIn(200) },
  'POST /api/v1/auth/user/contact-details': { expect: signedIn(201), call: () => ({ payload: contactBody }) },
  'GET /api/v1/auth/user/contact-details/:id': {
    expect: ownerOnly(200),
    call: async (w) => ({ params: { id: await contactDetail(w) } }),
  },
  'PATCH /api/v1/auth/user/contact-details/:id': {
    expect: ownerOnly(200),
    call: async (w) => ({ params: { id: await contactDetail(w) }, payload: { platform: 'Mastodon' } }),
  },
  'DELETE /api/v1/auth/user/contact-details/:id': {
    expect: ownerOnly(204),
    call: async (w) => ({ params: { id: await contactDetail(w) } }),
  },

  'GET /api/v1/users/:handle': { expect: all(200), call: async (w) => ({ params: { handle: await handleOf(w) } }) },

  // Associations: public reads; their admins (and the super admin) change them.
  'GET /api/v1/associations': { expect: all(200) },
  'GET /api/v1/associations/:id': { expect: all(200), call: A },
  'PATCH /api/v1/associations/:id': {
    expect: associationAdmins(200),
    call: (w) => ({ ...A(w), payload: associationBody }),
  },
  'POST /api/v1/associations/:id/logos': {
    expect: associationAdmins(200),
    call: async (w) => ({ ...A(w), ...(await imageUpload('logo')) }),
  },
  'POST /api/v1/associations/:id/covers': {
    expect: associationAdmins(200),
    call: async (w) => ({ ...A(w), ...(await imageUpload('cover')) }),
  },

  'POST /api/v1/associations/registration-requests': {
    expect: signedIn(201),
    call: () => ({
      payload: {
        name: `New Association ${Math.random().toString(36).slice(2, 8)}`,
        about: 'About',
        established_year: 2001,
        address: 'Dhaka',
      },
    }),
  },
  'GET /api/v1/associations/registration-requests': { expect: signedIn(200) },
  'GET /api/v1/associations/registration-requests/:id': {
    expect: [401, 200, 404, 404, 200],
    call: async (w) => ({ params: { id: await registrationRequest(w) } }),
  },
  'PATCH /api/v1/associations/registration-requests/:id': {
    expect: superAdminOnly(200),
    call: async (w) => ({ params: { id: await registrationRequest(w) }, payload: { is_approved: true } }),
  },

  'GET /api/v1/associations/:id/membership-types': { expect: all(200), call: A },
  'POST /api/v1/associations/:id/membership-types': {
    expect: associationAdmins(201),
    call: (w) => ({ ...A(w), payload: typeBody }),
  },
  'GET /api/v1/associations/:id/membership-types/:mid': {
    expect: all(200),
    call: (w) => ({ params: { id: w.associationA, mid: w.typeA } }),
  },
  'PATCH /api/v1/associations/:id/membership-types/:mid': {
    expect: associationAdmins(200),
    call: async (w) => ({ params: { id: w.associationA, mid: await typeOfA(w) }, payload: { fee: 750 } }),
  },
  'DELETE /api/v1/associations/:id/membership-types/:mid': {
    expect: associationAdmins(204),
    call: async (w) => ({ params: { id: w.associationA, mid: await typeOfA(w) } }),
  },

  'GET /api/v1/associations/:id/memberships': { expect: associationAdmins(200), call: A },
  'GET /api/v1/associations/:id/memberships/export.csv': { expect: associationAdmins(200), call: A },
  'GET /api/v1/associations/:id/transactions/memberships': { expect: associationAdmins(200), call: A },

  // Memberships and payments.
  'POST /api/v1/associations/:id/membership-requests': {
    expect: signedIn(201),
    call: (w) => ({
      ...A(w),
      payload: { institute: 'School', batch: '2008', roll_number: '7', membership_type: w.typeA },
    }),
  },
  'GET /api/v1/membership-requests/:id/proof-document': {
    expect: [401, 200, 404, 200, 200],
    call: async (w) => ({ params: { id: await applicationWithProof(w) } }),
  },
  'GET /api/v1/memberships/:id/get-certificate': {
    expect: ownerOnly(200),
    call: async (w) => ({ params: { id: await membership(w) } }),
  },
  'POST /api/v1/transactions/memberships': {
    expect: ownerOnly(201),
    call: async (w) => ({
      payload: {
        membership_request: await createApplication(w.database, {
          userId: userId(w),
          associationId: w.associationA,
          typeId: w.typeA,
        }),
        base_url: RETURN,
        offline: true,
      },
    }),
  },
  'PATCH /api/v1/transactions/memberships/:id/approve': {
    expect: associationAdmins(200),
    call: async (w) => ({
      params: { id: (await transaction(w, { offline: true, gateway: 'offline' })).id },
      payload: approveBody,
    }),
  },

  // The payment provider's pages and callbacks: public by nature, every outcome verified server-side.
  'GET /api/v1/payments/sandbox/checkout/:transaction_id': {
    expect: all(200),
    call: async (w) => ({
      params: { transaction_id: (await transaction(w, { offline: false, gateway: 'sandbox' })).transaction_id },
    }),
  },
  'POST /api/v1/payments/sandbox/checkout/:transaction_id/complete': {
    expect: all(303),
    call: async (w) => ({
      params: { transaction_id: (await transaction(w, { offline: false, gateway: 'sandbox' })).transaction_id },
      payload: {},
    }),
  },
  'POST /api/v1/payments/sslcommerz/:result/:transaction_id': {
    expect: all(303),
    call: async (w) => ({
      params: {
        result: 'fail',
        transaction_id: (await transaction(w, { offline: false, gateway: 'sslcommerz' })).transaction_id,
      },
      payload: { status: 'FAILED' },
    }),
  },
  'POST /api/v1/payments/sslcommerz/ipn': {
    expect: all(200),
    call: async (w) => ({
      payload: {
        tran_id: (await transaction(w, { offline: false, gateway: 'sslcommerz' })).transaction_id,
        status: 'FAILED',
      },
    }),
  },

  // The site's inbox.
  'POST /api/v1/contact-messages': {
    expect: all(201),
    call: () => ({ payload: { name: 'Visitor', email: 'visitor@example.com', message: 'Hello there' } }),
  },
  'GET /api/v1/contact-messages': { expect: superAdminOnly(200) },
  'PATCH /api/v1/contact-messages/:id': {
    expect: superAdminOnly(200),
    call: async (w) => ({ params: { id: await contactMessage(w) }, payload: { read: true } }),
  },
};

/**
 * Routes whose authorization needs the body, so a caller who may not call them with a valid body
 * (404) gets the 400 for an invalid one. Every other route decides before validation (onRequest /
 * preValidation, see plugins/auth.ts `authorizeByParams`).
 */
export const BODY_GUARDED_ROUTES: Record<string, string> = {
  'POST /api/v1/transactions/memberships': "whose membership request it pays for is the body's membership_request",
};

/** A route that reads a request body: a body schema, or multipart. */
export const takesBody = (route: RegisteredRoute) =>
  route.schema?.body !== undefined || (route.schema?.consumes ?? []).includes('multipart/form-data');

export type RegisteredRoute = {
  method: string;
  url: string;
  schema?: { body?: unknown; querystring?: unknown; params?: unknown; consumes?: readonly string[] };
};

/** The routes a test build registers, by key, from buildApp's onRoute (HEAD twins of GETs folded in by the tests). */
function collectRoutes(): {
  keys: Map<string, RegisteredRoute>;
  onRoute: (route: { method: string | string[]; url: string; schema?: RegisteredRoute['schema'] }) => void;
} {
  const keys = new Map<string, RegisteredRoute>();
  return {
    keys,
    onRoute(route) {
      for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
        const key = routeKey(method, route.url);
        if (!keys.has(key)) keys.set(key, { method, url: route.url, schema: route.schema });
      }
    },
  };
}

/** Table keys of the routes an app registers: HEAD twins of GET routes and the skipped routes left out. */
export function tableKeysOf(routes: Map<string, RegisteredRoute>): string[] {
  return [...routes.entries()]
    .filter(([, r]) => !isSkipped(r.url))
    .filter(([, r]) => !(r.method === 'HEAD' && routes.has(routeKey('GET', r.url))))
    .map(([key]) => key);
}

export const isSkipped = (url: string) => SKIPPED_ROUTES.some((s) => s.pattern.test(url));

export type Built = TestApp & { routes: Map<string, RegisteredRoute>; world: World };

/** The app on a fresh database with the routes it registered, and the table's world in it. */
export async function buildWithRoutes(driver: Driver, overrides: Partial<Config> = {}): Promise<Built> {
  const config = testConfig(overrides);
  const database = await createTestDatabase(driver);
  const collected = collectRoutes();
  const app = await buildApp({
    config,
    database,
    logger: false,
    rateLimits: RELAXED_RATE_LIMITS,
    onRoute: collected.onRoute,
  });
  await app.ready();
  const t: TestApp = {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
  return { ...t, routes: collected.keys, world: await createWorld(t) };
}
