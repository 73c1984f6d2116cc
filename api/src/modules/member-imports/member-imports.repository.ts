import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, MemberImportStatus } from '../../db/types';
import type { ExistingMembership, ImportedMembershipFields } from './import-plan';
import type { ImportType } from './import-rows';

/** Reads go a chunk at a time, each chunk one array parameter. */
const CHUNK = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/** Every type of the association, retired ones too (an old member list names them). */
export async function listTypes(db: Kysely<DB>, associationId: number): Promise<ImportType[]> {
  return db
    .selectFrom('membership_types')
    .select(['id', 'name', 'short_name', 'duration_month'])
    .where('association_id', '=', associationId)
    .orderBy('id')
    .execute();
}

/** Which of these lower-case names are another association's type names (by name or short name). */
export async function foreignTypeNames(db: Kysely<DB>, associationId: number, names: string[]): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const rows = await db
    .selectFrom('membership_types')
    .select([sql<string>`lower(name)`.as('name'), sql<string>`lower(short_name)`.as('short_name')])
    .where('association_id', '!=', associationId)
    .where((eb) => eb.or([eb(sql`lower(name)`, 'in', names), eb(sql`lower(short_name)`, 'in', names)]))
    .execute();
  return new Set(rows.flatMap((r) => [r.name, r.short_name]).filter((n) => names.includes(n)));
}

export async function usersByEmail(db: Kysely<DB>, emails: string[]) {
  const found = new Map<string, { id: number; is_active: boolean }>();
  for (const part of chunks(emails)) {
    const rows = await db
      .selectFrom('users')
      .select(['id', 'is_active', sql<string>`lower(email)`.as('key')])
      .where(sql`lower(email)`, '=', sql<string>`any(${part}::text[])`)
      .execute();
    for (const row of rows) found.set(row.key, { id: row.id, is_active: row.is_active });
  }
  return found;
}

/** This association's members with these phone numbers. */
export async function membersByPhone(db: Kysely<DB>, associationId: number, phones: string[]) {
  const found = new Map<string, number[]>();
  for (const part of chunks(phones)) {
    const rows = await db
      .selectFrom('users as u')
      .select(['u.id', 'u.phone_number'])
      .where('u.phone_number', '=', sql<string>`any(${part}::text[])`)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('memberships as m')
            .select('m.id')
            .whereRef('m.user_id', '=', 'u.id')
            .where('m.association_id', '=', associationId),
        ),
      )
      .execute();
    for (const row of rows) found.set(row.phone_number, [...(found.get(row.phone_number) ?? []), row.id]);
  }
  return found;
}

/** The memberships these people hold in this association (the most recent one when several). */
export async function membershipsOf(db: Kysely<DB>, associationId: number, userIds: number[]) {
  const found = new Map<number, ExistingMembership>();
  for (const part of chunks(userIds)) {
    const rows = await db
      .selectFrom('memberships as m')
      .innerJoin('membership_requests as mr', 'mr.id', 'm.membership_request_id')
      .select([
        'm.id',
        'm.user_id',
        'm.source',
        'm.serial',
        'm.membership_type_id',
        'm.membership_request_id',
        'm.start_date',
        'm.end_date',
        'm.period_start',
        'mr.institute',
        'mr.batch',
        'mr.roll_number',
      ])
      .where('m.association_id', '=', associationId)
      .where('m.user_id', '=', sql<number>`any(${part}::integer[])`)
      .orderBy('m.id')
      .execute();
    // An application's membership wins over an imported one: the import then leaves the person alone.
    for (const row of rows) if (found.get(row.user_id)?.source !== 'application') found.set(row.user_id, row);
  }
  return found;
}

export async function serialOwners(db: Kysely<DB>, associationId: number, serials: number[]) {
  const found = new Map<number, number>();
  for (const part of chunks(serials)) {
    const rows = await db
      .selectFrom('memberships')
      .select(['serial', 'user_id'])
      .where('association_id', '=', associationId)
      .where('serial', '=', sql<number>`any(${part}::integer[])`)
      .execute();
    for (const row of rows) found.set(row.serial, row.user_id);
  }
  return found;
}

/** The highest serial handed out, without a lock (a dry run). */
export async function highestSerial(db: Kysely<DB>, associationId: number): Promise<number> {
  const row = await db
    .selectFrom('associations as a')
    .select([
      'a.last_serial',
      (eb) =>
        eb
          .selectFrom('memberships')
          .select((e) => e.fn.max<number | null>('serial').as('s'))
          .where('association_id', '=', associationId)
          .as('max_serial'),
    ])
    .where('a.id', '=', associationId)
    .executeTakeFirstOrThrow();
  return Math.max(row.last_serial, row.max_serial ?? 0);
}

export type NewAccount = { email: string; first_name: string; last_name: string; phone_number: string };

/**
 * Writes go a batch at a time, each batch one JSON parameter read with jsonb_to_recordset: one short
 * statement instead of thousands of bound parameters (PGlite binds each one in JavaScript).
 */
const WRITE_BATCH = 500;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += WRITE_BATCH) out.push(items.slice(i, i + WRITE_BATCH));
  return out;
}

const json = (rows: readonly (object | number)[]) => sql`${JSON.stringify(rows)}::jsonb`;

/** Called after each batch written, with how many of the batch's items were written. */
export type BatchWritten = (count: number) => Promise<void> | void;

/**
 * Accounts for people who have none: no usable password (the invitation's link sets one), the address
 * taken as confirmed (the association vouches for it). An address that got an account meanwhile comes
 * back missing from the answer.
 */
export async function insertAccounts(trx: Transaction<DB>, accounts: NewAccount[], now: Date, written?: BatchWritten) {
  const ids = new Map<string, number>();
  for (const part of batches(accounts)) {
    const { rows } = await sql<{ id: number; key: string }>`
      insert into users (email, first_name, last_name, phone_number, password_hash, email_verified_at)
      select r.email, r.first_name, r.last_name, r.phone_number, '!imported', ${now}
      from jsonb_to_recordset(${json(part)}) as r(email text, first_name text, last_name text, phone_number text)
      on conflict (lower(email)) do nothing
      returning id, lower(email) as key`.execute(trx);
    for (const row of rows) ids.set(row.key, row.id);
    await written?.(part.length);
  }
  return ids;
}

export async function insertInvitations(trx: Transaction<DB>, associationId: number, userIds: number[]) {
  for (const part of batches(userIds)) {
    await sql`
      insert into member_invitations (user_id, association_id)
      select u.id::integer, ${associationId}::integer from jsonb_array_elements_text(${json(part)}) as u(id)
      on conflict (user_id) do nothing`.execute(trx);
  }
}
export type NewImportedMembership = {
  user_id: number;
  membership_type_id: number;
  institute: string;
  batch: string;
  roll_number: string;
  serial: number;
  start_date: string;
  end_date: string | null;
};

/** Each imported membership hangs on a request marked imported (no payment), with its first period. */
export async function insertImportedMemberships(
  trx: Transaction<DB>,
  associationId: number,
  memberships: NewImportedMembership[],
  written?: BatchWritten,
): Promise<void> {
  for (const part of batches(memberships)) {
    // The request first (a trigger copies its batch onto the membership), then the membership and its
    // first period in one statement. A batch names each person once.
    const { rows: requests } = await sql<{ id: number; user_id: number }>`
      insert into membership_requests (user_id, association_id, membership_type_id, institute, batch, roll_number, source)
      select r.user_id, ${associationId}::integer, r.membership_type_id, r.institute, r.batch, r.roll_number, 'imported'
      from jsonb_to_recordset(${json(part)})
        as r(user_id integer, membership_type_id integer, institute text, batch text, roll_number text)
      returning id, user_id`.execute(trx);
    const requestOf = new Map(requests.map((r) => [r.user_id, r.id]));
    const rows = part.map((m) => ({
      user_id: m.user_id,
      membership_type_id: m.membership_type_id,
      membership_request_id: requestOf.get(m.user_id)!,
      serial: m.serial,
      start_date: m.start_date,
      end_date: m.end_date,
    }));
    await sql`
      with created as (
        insert into memberships (user_id, association_id, membership_type_id, membership_request_id, transaction_id, serial, start_date, end_date, source)
        select r.user_id, ${associationId}::integer, r.membership_type_id, r.membership_request_id, null, r.serial, r.start_date, r.end_date, 'imported'
        from jsonb_to_recordset(${json(rows)}) as r(user_id integer, membership_type_id integer,
          membership_request_id integer, serial integer, start_date date, end_date date)
        returning id, membership_request_id, membership_type_id, start_date, end_date
      )
      insert into membership_periods (membership_id, membership_request_id, transaction_id, membership_type_id, start_date, end_date)
      select id, membership_request_id, null, membership_type_id, start_date, end_date from created`.execute(trx);
    await written?.(part.length);
  }
}

export type ImportedMembershipChange = ImportedMembershipFields & {
  membership: ExistingMembership;
  membership_type_id: number;
};

/** Changed imported memberships: each one's request, itself, and the period its request made. */
export async function updateImportedMemberships(
  trx: Transaction<DB>,
  changes: ImportedMembershipChange[],
  written?: BatchWritten,
) {
  for (const part of batches(changes)) {
    const rows = json(
      part.map((c) => ({
        membership_id: c.membership.id,
        request_id: c.membership.membership_request_id,
        // Never renewed (its period is its first): the period starts with the membership.
        first_period: c.membership.period_start === c.membership.start_date,
        membership_type_id: c.membership_type_id,
        serial: c.serial,
        start_date: c.start_date,
        end_date: c.end_date,
        institute: c.institute,
        batch: c.batch,
        roll_number: c.roll_number,
      })),
    );
    const columns = sql`r(membership_id integer, request_id integer, first_period boolean, membership_type_id integer,
      serial integer, start_date date, end_date date, institute text, batch text, roll_number text)`;
    await sql`
      update membership_requests mr
      set membership_type_id = r.membership_type_id, institute = r.institute, batch = r.batch, roll_number = r.roll_number
      from jsonb_to_recordset(${rows}) as ${columns}
      where mr.id = r.request_id`.execute(trx);
    await sql`
      update memberships m
      set membership_type_id = r.membership_type_id, serial = r.serial, start_date = r.start_date, end_date = r.end_date,
        period_start = case when r.first_period then r.start_date else m.period_start end
      from jsonb_to_recordset(${rows}) as ${columns}
      where m.id = r.membership_id`.execute(trx);
    await sql`
      update membership_periods p
      set membership_type_id = r.membership_type_id, start_date = r.start_date,
        end_date = case when r.first_period then r.end_date else p.end_date end
      from jsonb_to_recordset(${rows}) as ${columns}
      where p.membership_request_id = r.request_id`.execute(trx);
    await written?.(part.length);
  }
}

/* The import jobs' rows. */

export async function insertImport(
  db: Kysely<DB>,
  row: { association_id: number; created_by: number; file_key: string; mapping: object; rows_total: number },
) {
  return db
    .insertInto('member_imports')
    .values({ ...row, mapping: JSON.stringify(row.mapping) })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const importColumns = [
  'id',
  'association_id',
  'status',
  'file_key',
  'mapping',
  'rows_total',
  'rows_done',
  'result',
  'error',
  'created_at',
  'finished_at',
] as const;

export async function findImport(db: Kysely<DB>, id: number) {
  return db.selectFrom('member_imports').select(importColumns).where('id', '=', id).executeTakeFirst();
}

export type ImportRecord = NonNullable<Awaited<ReturnType<typeof findImport>>>;

/** Locks the import's row for the rest of `trx`: two runs of one job write it one after the other. */
export async function lockImport(trx: Transaction<DB>, id: number) {
  return trx.selectFrom('member_imports').select(importColumns).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setImportState(
  db: Kysely<DB>,
  id: number,
  state: {
    status?: MemberImportStatus;
    rows_done?: number;
    result?: unknown;
    error?: string | null;
    finished?: boolean;
  },
) {
  await db
    .updateTable('member_imports')
    .set({
      ...(state.status && { status: state.status }),
      ...(state.rows_done !== undefined && { rows_done: state.rows_done }),
      ...(state.result !== undefined && { result: JSON.stringify(state.result) }),
      ...(state.error !== undefined && { error: state.error }),
      ...(state.finished && { finished_at: sql<string>`now()` }),
      updated_at: sql<string>`now()`,
    })
    .where('id', '=', id)
    .execute();
}

/* Invitations still to mail. */

/** Claims up to `limit` invitations not mailed yet (skipping those another worker holds). */
export async function claimInvitations(trx: Transaction<DB>, limit: number) {
  return trx
    .selectFrom('member_invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .innerJoin('associations as a', 'a.id', 'i.association_id')
    .select(['i.user_id', 'u.email', 'u.first_name', 'u.is_active', 'a.name as association_name'])
    .where('i.invited_at', 'is', null)
    .orderBy('i.created_at')
    .limit(limit)
    .forUpdate('i')
    .skipLocked()
    .execute();
}

export async function markInvited(trx: Transaction<DB>, userId: number, mailId: number | null) {
  await trx
    .updateTable('member_invitations')
    .set({ mail_id: mailId, invited_at: sql<string>`now()` })
    .where('user_id', '=', userId)
    .execute();
}
