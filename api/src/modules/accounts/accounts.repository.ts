import type { Kysely, Transaction } from 'kysely';
import type { AccountTokenPurpose, DB } from '../../db/types';
import { usersWithEmail } from '../auth';

export type AccountTokenRow = {
  id: number;
  purpose: AccountTokenPurpose;
  user_id: number;
  email: string;
  expires_at: string;
  used_at: string | null;
};

export type AccountUser = { id: number; email: string; is_active: boolean; email_verified_at: string | null };

const userColumns = ['id', 'email', 'is_active', 'email_verified_at'] as const;

export async function findUserByEmail(db: Kysely<DB>, email: string): Promise<AccountUser | undefined> {
  return usersWithEmail(db, email).select(userColumns).executeTakeFirst();
}

export async function findUserById(db: Kysely<DB>, id: number): Promise<AccountUser | undefined> {
  return db.selectFrom('users').select(userColumns).where('id', '=', id).executeTakeFirst();
}

export async function insertToken(
  db: Kysely<DB>,
  token: { purpose: AccountTokenPurpose; user_id: number; token_hash: string; email: string; expires_at: Date },
): Promise<void> {
  await db.insertInto('account_tokens').values(token).execute();
}

/** Locks the row: two uses of one link at the same moment cannot both succeed. */
export async function findTokenForUpdate(
  db: Transaction<DB>,
  purpose: AccountTokenPurpose,
  tokenHash: string,
): Promise<AccountTokenRow | undefined> {
  return db
    .selectFrom('account_tokens')
    .select(['id', 'purpose', 'user_id', 'email', 'expires_at', 'used_at'])
    .where('purpose', '=', purpose)
    .where('token_hash', '=', tokenHash)
    .forUpdate()
    .executeTakeFirst();
}

/** Marks every unused token of this purpose of the user used (the one just followed and its siblings). */
export async function useUserTokens(
  db: Kysely<DB>,
  userId: number,
  purpose: AccountTokenPurpose,
  at: Date,
): Promise<void> {
  await db
    .updateTable('account_tokens')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
}

export async function markEmailVerified(db: Kysely<DB>, userId: number, at: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: at })
    .where('id', '=', userId)
    .where('email_verified_at', 'is', null)
    .execute();
}

export async function isEmailVerified(db: Kysely<DB>, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('email_verified_at').where('id', '=', userId).executeTakeFirst();
  return Boolean(row?.email_verified_at);
}
