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
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/database';
import { newCertificateCode } from '../../src/modules/memberships/certificate-code';
import { ProofStore } from '../../src/modules/memberships/proof-store';
import {
  authHeader,
  createTestApp,
  createUser,
  login,
  TEST_PASSWORD,
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
import { insertRow } from './insert-row';
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
  return insertRow(db(w), 'educations', {
    user_id: userId(w),
    institution: 'School',
    degree: 'SSC',
    field_of_study: 'Science',
    start_date: '2005-01-01',
    end_date: '2008-12-31',
    description: 'Studies',
  });
}
async function job(w: World) {
  return insertRow(db(w), 'job_experiences', { user_id: userId(w), ...jobBody });
}
async function contactDetail(w: World) {
  return insertRow(db(w), 'contact_details', {
    user_id: userId(w),
    platform: 'LinkedIn',
    link: 'https://linkedin.com/in/x',
  });
}
async function registrationRequest(w: World) {
  return insertRow(db(w), 'association_registration_requests', {
    applicant_id: userId(w),
    name: `Requested Association ${Math.random().toString(36).slice(2, 8)}`,
    about: 'About',
    established_year: 1990,
    address: 'Dhaka',
  });
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
async function membership(w: World) {
  return createMembership(w.database, {
    userId: userId(w),
    associationId: w.associationA,
    typeId: w.typeA,
    serial: await nextSerial(w),
  });
}
/** A serial association A has not used yet (whatever the calls before made). */
async function nextSerial(w: World) {
  const row = await db(w)
    .selectFrom('memberships')
    .select((eb) => eb.fn.max<number | null>('serial').as('last'))
    .where('association_id', '=', w.associationA)
    .executeTakeFirstOrThrow();
  return (row.last ?? 0) + 1;
}
/** The verification code of a fresh membership's certificate. */
async function certificateCode(w: World) {
  const id = await membership(w);
  const row = await db(w)
    .selectFrom('memberships')
    .select(['start_date', 'end_date'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const code = newCertificateCode();
  await db(w)
    .insertInto('certificate_codes')
    .values({ code, membership_id: id, period_start: row.start_date, period_end: row.end_date })
    .execute();
  return code;
}
async function contactMessage(w: World) {
  return insertRow(db(w), 'contact_messages', { name: 'Visitor', email: 'visitor@example.com', message: 'Hello' });
}
async function typeOfA(w: World) {
  return createMembershipType(w.database, w.associationA, { name: 'Fresh Type', short_name: 'FT' });
}

/** An event of association A (published, in ten days unless `fields` say otherwise), made fresh per call. */
async function eventOfA(w: World, fields: { status?: 'draft' | 'published'; fee?: number } = {}) {
  const start = Date.now() + 10 * 86_400_000;
  return insertRow(db(w), 'events', {
    association_id: w.associationA,
    title: 'Route Table Event',
    starts_at: new Date(start).toISOString(),
    ends_at: new Date(start + 3_600_000).toISOString(),
    venue: 'Dhaka',
    status: fields.status ?? 'published',
    fee: fields.fee ?? 0,
  });
}
/** A going RSVP of `userId` at `eventId`; returns its check-in code. */
async function goingRsvp(w: World, eventId: number, forUser: number, payment: 'free' | 'unpaid' = 'free') {
  const code = `route-table-${Math.random().toString(36).slice(2)}`;
  await db(w)
    .insertInto('event_rsvps')
    .values({ event_id: eventId, user_id: forUser, status: 'going', payment, check_in_code: code })
    .execute();
  return code;
}
const eventParams = async (w: World) => ({ params: { id: w.associationA, eventId: await eventOfA(w) } });

/** A member import (issue 39) of association A, written as its job leaves it. */
async function importParams(w: World): Promise<CallParts> {
  const id = await insertRow(w.database.db, 'member_imports', {
    association_id: w.associationA,
    file_key: 'imports/route-table.csv',
    mapping: '{}',
    status: 'done',
  });
  return { params: { id: w.associationA, importId: id } };
}

/** A statement upload (issue 39) of association A, read and matching nothing. */
async function reconciliationParams(w: World): Promise<CallParts> {
  const id = await insertRow(w.database.db, 'statement_reconciliations', {
    association_id: w.associationA,
    layout: 'bkash',
    status: 'done',
  });
  return { params: { id: w.associationA, reconciliationId: id } };
}

/** A spreadsheet upload: `file` plus text fields. */
function spreadsheetUpload(text: string, fields: Record<string, string> = {}): CallParts {
  const { payload, headers } = multipart([
    ...Object.entries(fields).map(([field, value]) => ({ field, value })),
    { field: 'file', filename: 'sheet.csv', contentType: 'text/csv', data: Buffer.from(text) },
  ]);
  return { payload, headers };
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
/** A route about one membership of the plain user's: theirs alone to read. */
const ownMembership: RouteCase = {
  expect: ownerOnly(200),
  call: async (w) => ({ params: { id: await membership(w) } }),
};

/** One kind of profile record: the list and the add are the caller's own; an id is the plain user's record. */
function profileRecordRoutes(
  path: string,
  body: object,
  patch: object,
  make: (w: World) => Promise<number>,
): Record<string, RouteCase> {
  const record = async (w: World) => ({ params: { id: await make(w) } });
  return {
    [`GET /api/v1/auth/user/${path}`]: { expect: signedIn(200) },
    [`POST /api/v1/auth/user/${path}`]: { expect: signedIn(201), call: () => ({ payload: body }) },
    [`GET /api/v1/auth/user/${path}/:id`]: { expect: ownerOnly(200), call: record },
    [`PATCH /api/v1/auth/user/${path}/:id`]: {
      expect: ownerOnly(200),
      call: async (w) => ({ ...(await record(w)), payload: patch }),
    },
    [`DELETE /api/v1/auth/user/${path}/:id`]: { expect: ownerOnly(204), call: record },
  };
}

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
  ...profileRecordRoutes('educations', educationBody, { degree: 'BSc' }, education),
  ...profileRecordRoutes('job-experiences', jobBody, { title: 'Lead' }, job),
  ...profileRecordRoutes('contact-details', contactBody, { platform: 'Mastodon' }, contactDetail),

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
  'POST /api/v1/associations/registration-requests/:id/refuse': {
    expect: superAdminOnly(200),
    call: async (w) => ({ params: { id: await registrationRequest(w) }, payload: { reason: 'Not an alumni body' } }),
  },

  // The job queue: the super admin's only (a job nobody queued is a 404 to the one caller let in).
  'GET /api/v1/jobs': { expect: superAdminOnly(200) },
  'POST /api/v1/jobs/:id/retry': {
    expect: [401, 403, 403, 403, 404],
    call: () => ({ params: { id: '00000000-0000-4000-8000-000000000000' } }),
  },
  'GET /api/v1/jobs/scheduled': { expect: superAdminOnly(200) },
  'POST /api/v1/jobs/scheduled/:name/run': {
    expect: [401, 403, 403, 403, 404],
    call: () => ({ params: { name: 'no-such-job' } }),
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
  'GET /api/v1/associations/:id/reminder-settings': { expect: associationAdmins(200), call: A },
  'PUT /api/v1/associations/:id/reminder-settings': {
    expect: associationAdmins(200),
    call: (w) => ({ ...A(w), payload: { reminders_enabled: true } }),
  },
  'GET /api/v1/associations/:id/memberships/export.csv': { expect: associationAdmins(200), call: A },
  'GET /api/v1/associations/:id/dashboard': { expect: associationAdmins(200), call: A },
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
  'GET /api/v1/memberships/:id/get-certificate': ownMembership,
  // Its holder renews an ended membership: the charge to pay next (offline here: no gateway).
  'POST /api/v1/memberships/:id/renew': {
    expect: ownerOnly(201),
    call: async (w) => ({
      params: {
        id: await createMembership(w.database, {
          userId: userId(w),
          associationId: w.associationA,
          typeId: w.typeA,
          serial: await nextSerial(w),
          start_date: '2019-01-01',
          end_date: '2020-01-01',
        }),
      },
      payload: { membership_type: w.typeA, offline: true, base_url: RETURN },
    }),
  },
  'GET /api/v1/memberships/:id/certificate': ownMembership,
  // Public: anyone who holds the code (printed on the certificate) sees what it verifies.
  'GET /api/v1/certificates/verify/:code': {
    expect: all(200),
    call: async (w) => ({ params: { code: await certificateCode(w) } }),
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

  // Events (issue 38): public reads, the caller's own answers, the association's admins manage.
  'GET /api/v1/events': { expect: all(200) },
  'GET /api/v1/events/mine': { expect: signedIn(200) },
  'GET /api/v1/events/:id': { expect: all(200), call: async (w) => ({ params: { id: await eventOfA(w) } }) },
  'GET /api/v1/events/:id/ics': { expect: all(200), call: async (w) => ({ params: { id: await eventOfA(w) } }) },
  'POST /api/v1/events/:id/rsvp': {
    expect: signedIn(200),
    call: async (w) => ({ params: { id: await eventOfA(w) }, payload: { status: 'going' } }),
  },
  'POST /api/v1/events/:id/rsvp/pay': {
    expect: signedIn(201),
    call: async (w, role) => {
      const id = await eventOfA(w, { fee: 300 });
      if (role !== 'anonymous') await goingRsvp(w, id, w.users[role].id, 'unpaid');
      return { params: { id }, payload: { base_url: RETURN, offline: true } };
    },
  },
  'GET /api/v1/associations/:id/events': { expect: all(200), call: A },
  'POST /api/v1/associations/:id/events': {
    expect: associationAdmins(201),
    call: (w) => ({
      ...A(w),
      payload: {
        title: 'New event',
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        ends_at: new Date(Date.now() + 90_000_000).toISOString(),
        venue: 'Dhaka',
      },
    }),
  },
  'GET /api/v1/associations/:id/events/:eventId': { expect: associationAdmins(200), call: eventParams },
  'PATCH /api/v1/associations/:id/events/:eventId': {
    expect: associationAdmins(200),
    call: async (w) => ({ ...(await eventParams(w)), payload: { title: 'Renamed' } }),
  },
  'DELETE /api/v1/associations/:id/events/:eventId': { expect: associationAdmins(204), call: eventParams },
  'POST /api/v1/associations/:id/events/:eventId/covers': {
    expect: associationAdmins(200),
    call: async (w) => ({ ...(await eventParams(w)), ...(await imageUpload('cover')) }),
  },
  'GET /api/v1/associations/:id/events/:eventId/attendees': { expect: associationAdmins(200), call: eventParams },
  'POST /api/v1/associations/:id/members/import': {
    expect: associationAdmins(200),
    call: (w) => ({
      ...A(w),
      ...spreadsheetUpload('first_name,last_name,email,membership_type\r\nAda,Lovelace,ada@example.org,General\r\n', {
        dry_run: 'true',
      }),
    }),
  },
  'GET /api/v1/associations/:id/members/import/:importId': { expect: associationAdmins(200), call: importParams },
  'POST /api/v1/associations/:id/transactions/memberships/reconcile': {
    expect: associationAdmins(200),
    call: (w) => ({
      ...A(w),
      ...spreadsheetUpload(
        'TrxID,Date Time,Transaction Type,From,Amount,Reference,Balance\r\n9ROUTE0001,2026-11-01 10:00:00,Payment,01911111111,500,,500\r\n',
      ),
    }),
  },
  'GET /api/v1/associations/:id/transactions/memberships/reconcile/:reconciliationId': {
    expect: associationAdmins(200),
    call: reconciliationParams,
  },
  'POST /api/v1/associations/:id/transactions/memberships/reconcile/:reconciliationId/approve': {
    expect: associationAdmins(200),
    call: async (w) => ({ ...(await reconciliationParams(w)), payload: { lines: [2147483647] } }),
  },
  'GET /api/v1/associations/:id/events/:eventId/attendees/export.csv': {
    expect: associationAdmins(200),
    call: eventParams,
  },
  'POST /api/v1/associations/:id/events/:eventId/check-in': {
    expect: associationAdmins(200),
    call: async (w) => {
      const eventId = await eventOfA(w);
      return { params: { id: w.associationA, eventId }, payload: { code: await goingRsvp(w, eventId, userId(w)) } };
    },
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

/** The SSLCommerz gateway at an address nothing listens on: its routes register, no callback reaches a provider. */
export const UNREACHABLE_SSLCOMMERZ: Partial<Config> = {
  paymentGateway: 'sslcommerz',
  sslcommerz: { storeId: 'test-store', storePassword: 'test-password', baseUrl: 'http://127.0.0.1:9' },
};

export type Built = TestApp & { routes: Map<string, RegisteredRoute>; world: World };

/** The app on a fresh database with the routes it registered, and the table's world in it. */
export async function buildWithRoutes(driver: Driver, overrides: Partial<Config> = {}): Promise<Built> {
  const collected = collectRoutes();
  const t = await createTestApp({ driver, config: overrides, onRoute: collected.onRoute });
  await t.app.ready();
  return { ...t, routes: collected.keys, world: await createWorld(t) };
}
