import type { Language } from '@alumni/shared/i18n';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types';

export type AuthUser = {
  id: number;
  email: string;
  password_hash: string;
  is_active: boolean;
  is_superuser: boolean;
  password_changed_at: string;
};

const authColumns = ['id', 'email', 'password_hash', 'is_active', 'is_superuser', 'password_changed_at'] as const;

/** The account of an e-mail address: addresses match whatever their case (one account per lower(email)). */
export function usersWithEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').where(sql<string>`lower(email)`, '=', email.toLowerCase());
}

export async function findUserByEmail(db: Kysely<DB>, email: string): Promise<AuthUser | undefined> {
  return usersWithEmail(db, email).select(authColumns).executeTakeFirst();
}

export async function findUserById(db: Kysely<DB>, id: number): Promise<AuthUser | undefined> {
  return db.selectFrom('users').select(authColumns).where('id', '=', id).executeTakeFirst();
}

export type SessionUser = Omit<AuthUser, 'password_hash'> & { session_live: boolean };

/**
 * The user of an access token and whether its session (refresh-token family) is still live, in one
 * round trip: the users primary key and refresh_tokens_family_idx (query-plans.test.ts).
 */
export async function findSessionUser(db: Kysely<DB>, id: number, sessionId: string): Promise<SessionUser | undefined> {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'is_active', 'is_superuser', 'password_changed_at'])
    .select(({ exists, selectFrom }) =>
      exists(
        selectFrom('refresh_tokens')
          .select(sql.lit(1).as('one'))
          .where('family_id', '=', sessionId)
          .where('user_id', '=', id)
          .where('revoked_at', 'is', null)
          .where('expires_at', '>', sql<string>`now()`),
      )
        .$castTo<boolean>()
        .as('session_live'),
    )
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertUser(
  db: Kysely<DB>,
  user: { email: string; password_hash: string; is_superuser?: boolean; language?: Language },
): Promise<AuthUser> {
  return db.insertInto('users').values(user).returning(authColumns).executeTakeFirstOrThrow();
}

/** Inserts unless the e-mail (any case) is taken: undefined then. Instances starting together may race here. */
export async function insertUserIfAbsent(
  db: Kysely<DB>,
  user: { email: string; password_hash: string; is_superuser?: boolean; email_verified_at?: Date },
): Promise<AuthUser | undefined> {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
    .returning(authColumns)
    .executeTakeFirst();
}

export async function updatePassword(
  db: Kysely<DB>,
  userId: number,
  passwordHash: string,
  changedAt: Date,
): Promise<AuthUser> {
  return db
    .updateTable('users')
    .set({ password_hash: passwordHash, password_changed_at: changedAt, updated_at: changedAt })
    .where('id', '=', userId)
    .returning(authColumns)
    .executeTakeFirstOrThrow();
}

/** Promotes an account to super admin; the operator named its address, so it counts as confirmed. */
export async function setSuperuser(db: Kysely<DB>, userId: number): Promise<void> {
  const now = new Date();
  await db
    .updateTable('users')
    .set((eb) => ({
      is_superuser: true,
      email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(now.toISOString())),
      updated_at: now,
    }))
    .where('id', '=', userId)
    .execute();
}

export type RefreshTokenRow = {
  id: number;
  user_id: number;
  family_id: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
};

export async function insertRefreshToken(
  db: Kysely<DB>,
  token: {
    user_id: number;
    family_id: string;
    token_hash: string;
    expires_at: Date;
    user_agent: string | null;
    ip: string | null;
  },
): Promise<void> {
  await db.insertInto('refresh_tokens').values(token).execute();
}

/** Locks the row so two refreshes with one token cannot both succeed. */
export async function findRefreshTokenForUpdate(
  db: Transaction<DB>,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .select(['id', 'user_id', 'family_id', 'expires_at', 'used_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

export async function findRefreshToken(db: Kysely<DB>, tokenHash: string): Promise<RefreshTokenRow | undefined> {
  return db
    .selectFrom('refresh_tokens')
    .select(['id', 'user_id', 'family_id', 'expires_at', 'used_at', 'revoked_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function markRefreshTokenUsed(db: Kysely<DB>, id: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ used_at: new Date() }).where('id', '=', id).execute();
}

export async function revokeFamily(db: Kysely<DB>, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

export async function revokeUserTokens(db: Kysely<DB>, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}

/**
 * Housekeeping: deletes the refresh tokens that expired or were revoked before `cutoff`, unless their
 * family can still refresh at `now`. A used token presented again is how a copied token is caught (its
 * family is revoked), so a used token stays as long as the session it belongs to.
 */
export async function deleteDeadRefreshTokens(db: Kysely<DB>, cutoff: Date, now: Date): Promise<number> {
  const before = cutoff.toISOString();
  const result = await db
    .deleteFrom('refresh_tokens as t')
    .where((eb) => eb.or([eb('t.expires_at', '<', before), eb('t.revoked_at', '<', before)]))
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('refresh_tokens as live')
            .select('live.id')
            .whereRef('live.family_id', '=', 't.family_id')
            .where('live.revoked_at', 'is', null)
            .where('live.expires_at', '>', now.toISOString()),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** The language of a person's mails and certificate (English for an account that is gone). */
export async function findUserLanguage(db: Kysely<DB>, userId: number): Promise<Language> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language ?? 'en';
}
