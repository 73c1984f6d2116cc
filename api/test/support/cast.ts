/*
 * The callers of an authorization table: anonymous, two plain users, the admins of two
 * associations and the super admin, each with the headers to send.
 */
import { authHeader, createUser, type TestApp } from '../helpers';

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
    /** Administers another association. */
    otherAssociationAdmin: two.admin,
    superAdmin: await caller(t, { is_superuser: true }),
  };
}

export type Cast = Awaited<ReturnType<typeof createCast>>;
