/*
 * The callers of an authorization table: anonymous, two plain users, the admins of two
 * associations and the super admin, each with the headers to send.
 */
import { authHeader, createTestApp, createUser, type TestApp } from '../helpers';
import { createMailingApp, type TestSmtpServer } from './smtp';

export type Caller = { id: number | null; email: string | null; headers: Record<string, string> };

async function caller(t: TestApp, fields: { is_superuser?: boolean } = {}): Promise<Caller> {
  const user = await createUser(t.database, fields);
  return { id: user.id, email: user.email, headers: await authHeader(t.app, user.id) };
}

async function associationWithAdmin(t: TestApp, name: string) {
  const association = await t.app.db
    .insertInto('associations')
    .values({ name })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = await caller(t);
  await t.app.db
    .insertInto('association_admins')
    .values({ association_id: association.id, user_id: admin.id! })
    .execute();
  return { associationId: association.id, admin };
}

export async function createCast(t: TestApp) {
  const [one, two] = [
    await associationWithAdmin(t, 'Cast Association One'),
    await associationWithAdmin(t, 'Cast Association Two'),
  ];
  return {
    anonymous: { id: null, email: null, headers: {} } as Caller,
    user: await caller(t),
    otherUser: await caller(t),
    associationId: one.associationId,
    /** Administers `associationId`. */
    associationAdmin: one.admin,
    /** Administers another association, `otherAssociationId`. */
    otherAssociationAdmin: two.admin,
    otherAssociationId: two.associationId,
    superAdmin: await caller(t, { is_superuser: true }),
  };
}

export type Cast = Awaited<ReturnType<typeof createCast>>;

/** The app on a fresh database (`createTestApp`'s options) with its cast in it. */
export async function createCastApp(options: Parameters<typeof createTestApp>[0]): Promise<{ t: TestApp; cast: Cast }> {
  const t = await createTestApp(options);
  return { t, cast: await createCast(t) };
}

/** `createCastApp` with its mail going to a test SMTP server of its own (`createMailingApp`); close both after. */
export async function createMailingCastApp(
  options: Parameters<typeof createTestApp>[0],
): Promise<{ smtp: TestSmtpServer; t: TestApp; cast: Cast }> {
  const { smtp, t } = await createMailingApp(options);
  return { smtp, t, cast: await createCast(t) };
}

/** An association admin's route: 401 anonymous, 404 a plain user and another association's admin, 200 its admin and the super admin. */
export const associationAdminStatuses = (cast: Cast): [Caller, number][] => [
  [cast.anonymous, 401],
  [cast.user, 404],
  [cast.otherAssociationAdmin, 404],
  [cast.associationAdmin, 200],
  [cast.superAdmin, 200],
];

/** The super admin's route: 401 anonymous, 403 every other signed-in caller, 200 the super admin. */
export const superAdminStatuses = (cast: Cast): [Caller, number][] => [
  [cast.anonymous, 401],
  [cast.user, 403],
  [cast.otherAssociationAdmin, 403],
  [cast.associationAdmin, 403],
  [cast.superAdmin, 200],
];
