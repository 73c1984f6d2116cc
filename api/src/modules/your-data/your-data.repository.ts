import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { namedMembershipRequests, namedMemberships } from '../memberships';
import { personColumns } from '../users';

/** Everything the users row holds about the person, but the password hash. */
export async function findAccount(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('users')
    .select([...personColumns, 'created_at', 'updated_at', 'password_changed_at', 'email_verified_at'])
    .where('id', '=', userId)
    .where('is_active', '=', true)
    .executeTakeFirst();
}

export async function listMemberships(db: Kysely<DB>, userId: number) {
  return namedMemberships(db)
    .select([
      'm.id',
      'a.name as association',
      't.name as membership_type',
      'm.serial',
      'm.start_date',
      'm.end_date',
      'm.batch',
      'm.created_at',
    ])
    .where('m.user_id', '=', userId)
    .orderBy('m.id')
    .execute();
}

export async function listMembershipRequests(db: Kysely<DB>, userId: number) {
  return namedMembershipRequests(db)
    .select([
      'mr.id',
      'a.name as association',
      't.name as membership_type',
      'mr.institute',
      'mr.batch',
      'mr.roll_number',
      'mr.proof_document',
      'mr.created_at',
    ])
    .where('mr.user_id', '=', userId)
    .orderBy('mr.id')
    .execute();
}

export async function listTransactions(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('transactions as tx')
    .innerJoin('associations as a', 'a.id', 'tx.association_id')
    .select([
      'tx.id',
      'tx.transaction_id as reference',
      'a.name as association',
      'tx.membership_request_id',
      'tx.amount',
      'tx.currency',
      'tx.status',
      'tx.offline',
      'tx.gateway',
      'tx.platform_transaction_id',
      'tx.transaction_date',
      'tx.transaction_method',
      'tx.created_at',
    ])
    .where('tx.user_id', '=', userId)
    .orderBy('tx.id')
    .execute();
}

export async function listRegistrationRequests(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('association_registration_requests')
    .select(['id', 'name', 'about', 'established_year', 'address', 'is_approved', 'created_at'])
    .where('applicant_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The person's answers to events (issue 38): which event, their answer and ticket; never the check-in code. */
export async function listEventRsvps(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('event_rsvps as r')
    .innerJoin('events as e', 'e.id', 'r.event_id')
    .innerJoin('associations as a', 'a.id', 'e.association_id')
    .select([
      'r.id',
      'e.title as event',
      'a.name as association',
      'e.starts_at',
      'r.status',
      'r.payment',
      'r.paid_at',
      'r.checked_in_at',
      'r.created_at',
    ])
    .where('r.user_id', '=', userId)
    .orderBy('r.id')
    .execute();
}

/** The sessions (refresh tokens) on record: when, from where; never the token itself. */
export async function listSessions(db: Kysely<DB>, userId: number) {
  return db
    .selectFrom('refresh_tokens')
    .select(['created_at', 'expires_at', 'used_at', 'revoked_at', 'user_agent', 'ip'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** The associations the user administers, by name (they must hand over before leaving). */
export async function listAdministeredAssociations(db: Kysely<DB>, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('association_admins as aa')
    .innerJoin('associations as a', 'a.id', 'aa.association_id')
    .select('a.name')
    .where('aa.user_id', '=', userId)
    .orderBy('a.name')
    .execute();
  return rows.map((row) => row.name);
}

/** Locks the account for its deletion; the files to remove once the database is done. */
export async function lockAccountFiles(trx: Transaction<DB>, userId: number) {
  const user = await trx
    .selectFrom('users')
    .select(['email', 'profile_picture'])
    .where('id', '=', userId)
    .where('is_active', '=', true)
    .forUpdate()
    .executeTakeFirst();
  if (!user) return undefined;
  const proofs = await trx
    .selectFrom('membership_requests')
    .select('proof_document')
    .where('user_id', '=', userId)
    .where('proof_document', 'is not', null)
    .execute();
  return { ...user, proofDocuments: proofs.map((row) => row.proof_document).filter((key) => key !== null) };
}

/**
 * The person's own records go; the association's records of membership and payment stay, without
 * what names the person (the request's roll number and proof document), their user row anonymised.
 */
export async function eraseAccount(trx: Transaction<DB>, userId: number, email: string): Promise<void> {
  for (const table of ['educations', 'job_experiences', 'contact_details', 'refresh_tokens', 'account_tokens'] as const)
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  await trx
    .deleteFrom('association_registration_requests')
    .where('applicant_id', '=', userId)
    .where('is_approved', '=', false)
    .execute();
  await trx
    .updateTable('membership_requests')
    .set({ roll_number: '', proof_document: null })
    .where('user_id', '=', userId)
    .execute();
  // Mail not yet sent to the address (a certificate, a notice) is not sent any more.
  await trx.deleteFrom('mail_outbox').where('to_address', '=', email).where('sent_at', 'is', null).execute();
  const now = new Date();
  await trx
    .updateTable('users')
    .set({
      // .invalid never resolves (RFC 2606): unique, and no mail can reach anyone through it.
      email: `deleted-${userId}@deleted.invalid`,
      // Not an argon2 hash: no password verifies against it.
      password_hash: '!deleted',
      first_name: 'Deleted member',
      last_name: `#${userId}`,
      phone_number: '',
      bio: '',
      profile_picture: null,
      email_verified_at: null,
      father_name: null,
      mother_name: null,
      show_email: false,
      show_phone: false,
      is_active: false,
      password_changed_at: now,
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}
