import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import { hashPassword } from '../modules/auth/passwords';
import { MediaStore } from '../modules/media/media.service';
import { membershipEndDate } from '../modules/memberships/membership-dates';
import { ProofStore } from '../modules/memberships/proof-store';
import {
  ASSOCIATIONS,
  DEMO_CONTACTS,
  DEMO_EDUCATIONS,
  DEMO_JOBS,
  DEMO_MEMBERSHIPS,
  DEMO_PASSWORD,
  DEMO_USERS,
  ENDED_ONLINE,
  MEMBERS,
  MEMBERSHIP_TYPES,
  OFFLINE_METHODS,
  OTHER_ADMINS,
  PENDING_OFFLINE,
  REGISTRATION_REQUESTS,
  TYPE_PATTERN,
  type AssociationKey,
  type DemoUserKey,
  type TypeCode,
} from './seed-data';
import { renderCover, renderLogo, renderReceiptPdf } from './seed-images';
import type { DB } from './types';

/*
 * Demo data for an EMPTY database (SEED_DEMO=1): the lists of seed-data.ts, inserted in one
 * transaction with one batch insert per table. Deterministic: the same rows on every fresh install.
 * The super admin is not here: the server ensures it from SUPERADMIN_EMAIL/PASSWORD.
 */

export type DemoLogin = { role: string; email: string; password: string };

export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** On a later start: the demo accounts still present (their password may have been changed since). */
export async function existingDemoLogins(db: Kysely<DB>): Promise<DemoLogin[]> {
  const emails = DEMO_USERS.map((u) => u.email);
  const present = new Set((await db.selectFrom('users').select('email').where('email', 'in', emails).execute()).map((r) => r.email));
  return DEMO_USERS.filter((u) => present.has(u.email)).map((u) => ({ role: u.role, email: u.email, password: DEMO_PASSWORD }));
}

/** A user of the data set: a demo user's key, or the index of a generated member. */
type UserRef = string | number;
const memberEmail = (i: number) => `${MEMBERS[i][0]}.${MEMBERS[i][1]}`.toLowerCase().replace(/\s+/g, '') + '@example.com';
const DEMO_BATCH: Record<DemoUserKey, string> = { assocAdmin: '2001', member1: '2008', member2: '2012' };

type Paid = { user: UserRef; association: AssociationKey; type: TypeCode; date: string; offline: boolean };

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const feeOf = (association: AssociationKey, type: TypeCode) => {
  const factor = ASSOCIATIONS.find((a) => a.key === association)!.feeFactor;
  const base = MEMBERSHIP_TYPES.find((t) => t.short_name === type)!.fee;
  return Math.round((base * factor) / 50) * 50;
};

/** The generated members' memberships: about 60% of members per association (girls' schools: women only). */
function generatedMemberships(): Paid[] {
  const taken = new Set([...PENDING_OFFLINE, ...ENDED_ONLINE].map((p) => `${p.user}:${p.association}`));
  const paid: Paid[] = [];
  ASSOCIATIONS.forEach((association, a) => {
    MEMBERS.forEach(([, , female], i) => {
      if (association.girlsOnly && !female) return;
      if ((i * 7 + a * 3) % 5 >= 3 || taken.has(`${i}:${association.key}`)) return;
      paid.push({
        user: i,
        association: association.key,
        type: TYPE_PATTERN[(i + a) % TYPE_PATTERN.length],
        date: addDays('2024-01-08', (i * 37 + a * 53) % 680),
        offline: (i + a) % 2 === 1,
      });
    });
  });
  return paid;
}

/** Logos, covers and the proof PDF, stored before the transaction (and removed if it fails). */
async function storeFiles(dataDir: string | undefined) {
  if (!dataDir) return { logos: {} as Record<string, string>, covers: {} as Record<string, string>, proof: null, remove: async () => undefined };
  const media = new MediaStore(path.join(dataDir, 'media'));
  const proofs = new ProofStore(dataDir);
  const stored = await Promise.all(
    ASSOCIATIONS.map(async (a) => ({
      key: a.key,
      logo: (await media.storeImage(await renderLogo(a.initials, a.color, a.accent), 'logos')).url,
      cover: (await media.storeImage(await renderCover(a.color, a.accent), 'covers')).url,
    })),
  );
  const proof = await proofs.store(
    await renderReceiptPdf(['bKash Send Money', 'To: 01711000001 (Ideal alumni treasurer)', 'Amount: BDT 1,500.00', 'TrxID: 9KX72PLM4Q', 'Date: 17 November 2026, 21:14']),
  );
  return {
    logos: Object.fromEntries(stored.map((s) => [s.key, s.logo])),
    covers: Object.fromEntries(stored.map((s) => [s.key, s.cover])),
    proof,
    remove: async () => {
      await Promise.all(stored.flatMap((s) => [media.remove(s.logo), media.remove(s.cover)]));
      await proofs.remove(proof);
    },
  };
}

/**
 * Inserts the demo data in one transaction; returns the logins to print. With `dataDir` the
 * associations get generated logos and covers (DATA_DIR/media) and one request a proof PDF.
 */
export async function seedDemo(db: Kysely<DB>, options: { dataDir?: string } = {}): Promise<DemoLogin[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const files = await storeFiles(options.dataDir);
  try {
    await db.transaction().execute((trx) => insertAll(trx, passwordHash, files));
  } catch (error) {
    await files.remove();
    throw error;
  }
  return DEMO_USERS.map((u) => ({ role: u.role, email: u.email, password: DEMO_PASSWORD }));
}

async function insertAll(trx: Transaction<DB>, passwordHash: string, files: Awaited<ReturnType<typeof storeFiles>>) {
  // Users.
  const userRows = [
    ...DEMO_USERS.map(({ key: _key, role: _role, ...u }) => u),
    ...OTHER_ADMINS.map(({ key: _key, ...u }) => u),
    ...MEMBERS.map(([first_name, last_name, , batch], i) => ({
      email: memberEmail(i),
      first_name,
      last_name,
      phone_number: `0171${String(2000000 + i * 7919).padStart(7, '0')}`,
      bio: `SSC ${batch}.`,
    })),
  ].map((u) => ({ ...u, password_hash: passwordHash, created_at: '2024-01-01T06:00:00Z' }));
  const insertedUsers = await trx.insertInto('users').values(userRows).returning(['id', 'email']).execute();
  const idByEmail = new Map(insertedUsers.map((u) => [u.email, u.id]));
  const keyEmail: Record<string, string> = Object.fromEntries([...DEMO_USERS, ...OTHER_ADMINS].map((u) => [u.key, u.email]));
  const userId = (ref: UserRef) => idByEmail.get(typeof ref === 'number' ? memberEmail(ref) : keyEmail[ref])!;

  // Associations, their types and admins.
  const insertedAssociations = await trx
    .insertInto('associations')
    .values(ASSOCIATIONS.map((a) => ({ ...a.row, logo: files.logos[a.key] ?? null, cover: files.covers[a.key] ?? null, created_at: '2024-01-01T06:00:00Z' })))
    .returning(['id', 'name'])
    .execute();
  const associationId = (key: AssociationKey) => insertedAssociations.find((r) => r.name === ASSOCIATIONS.find((a) => a.key === key)!.row.name)!.id;

  const insertedTypes = await trx
    .insertInto('membership_types')
    .values(
      ASSOCIATIONS.flatMap((a) =>
        MEMBERSHIP_TYPES.map((t) => ({ ...t, fee: feeOf(a.key, t.short_name), association_id: associationId(a.key), created_at: '2024-01-01T06:00:00Z' })),
      ),
    )
    .returning(['id', 'association_id', 'short_name'])
    .execute();
  const typeId = (association: AssociationKey, code: TypeCode) =>
    insertedTypes.find((t) => t.association_id === associationId(association) && t.short_name === code)!.id;

  await trx
    .insertInto('association_admins')
    .values([
      ...ASSOCIATIONS.map((a) => ({
        association_id: associationId(a.key),
        user_id: userId(a.admin),
        designation: a.key === 'collegiate' ? 'Treasurer' : a.admin === 'karim' ? 'President' : 'General Secretary',
      })),
    ])
    .execute();

  // Membership requests: one per membership, pending payment and ended online payment.
  const paid = [
    ...DEMO_MEMBERSHIPS.map((m) => ({ user: m.user, association: m.association, type: m.type, date: m.start, offline: m.offline })),
    ...generatedMemberships(),
  ];
  const pending = PENDING_OFFLINE.map((p) => ({ ...p, date: p.created }));
  const ended = ENDED_ONLINE.map((e) => ({ ...e, date: e.created }));
  const applications = [...paid, ...pending, ...ended];
  const requestKey = (a: { user: UserRef; association: AssociationKey; type: TypeCode }) => `${userId(a.user)}:${associationId(a.association)}:${typeId(a.association, a.type)}`;
  if (new Set(applications.map(requestKey)).size !== applications.length) throw new Error('seed data: one request per user, association and type');

  const insertedRequests = await trx
    .insertInto('membership_requests')
    .values(
      applications.map((a, n) => ({
        user_id: userId(a.user),
        association_id: associationId(a.association),
        membership_type_id: typeId(a.association, a.type),
        institute: 'School',
        batch: typeof a.user === 'number' ? String(MEMBERS[a.user][3]) : DEMO_BATCH[a.user as DemoUserKey] ?? '2000',
        roll_number: String(10 + ((n * 13) % 90)),
        proof_document: 'withProof' in a && a.withProof ? files.proof : null,
        created_at: `${a.date}T03:00:00Z`,
      })),
    )
    .returning(['id', 'user_id', 'association_id', 'membership_type_id'])
    .execute();
  const requestId = new Map(insertedRequests.map((r) => [`${r.user_id}:${r.association_id}:${r.membership_type_id}`, r.id]));

  // Transactions: paid (online via the sandbox, or offline approved by the admin), pending offline, ended online.
  let sequence = 0;
  const reference = (date: string) => `TXN-${date.replace(/-/g, '')}-SEED${String(++sequence).padStart(6, '0')}`;
  const adminOf = (key: AssociationKey) => userId(ASSOCIATIONS.find((a) => a.key === key)!.admin);
  const base = (a: { user: UserRef; association: AssociationKey; type: TypeCode; date: string }) => ({
    user_id: userId(a.user),
    association_id: associationId(a.association),
    membership_request_id: requestId.get(requestKey(a))!,
    transaction_id: reference(a.date),
    amount: feeOf(a.association, a.type),
    currency: 'BDT',
    created_at: `${a.date}T04:00:00Z`,
    updated_at: `${a.date}T04:30:00Z`,
  });
  const transactionRows = [
    ...paid.map((p, n) => {
      const row = base(p);
      const method = OFFLINE_METHODS[n % OFFLINE_METHODS.length];
      return {
        ...row,
        offline: p.offline,
        success: true,
        status: 'success' as const,
        gateway: p.offline ? 'offline' : 'sandbox',
        gateway_session: p.offline ? null : `sandbox-${row.transaction_id}`,
        transaction_date: `${p.date}T04:30:00Z`,
        transaction_method: p.offline ? method : null,
        platform_transaction_id: p.offline ? (method === 'Cash' ? null : `${method === 'bKash' ? 'BK' : 'NG'}${String(735_100 + n * 97)}`) : `SBX-${row.transaction_id}`,
        approved_by: p.offline ? adminOf(p.association) : null,
        approved_at: p.offline ? `${addDays(p.date, 1)}T05:00:00Z` : null,
      };
    }),
    ...pending.map((p) => ({ ...base(p), offline: true, success: false, status: 'pending' as const, gateway: 'offline' })),
    ...ended.map((e) => ({ ...base(e), offline: false, success: false, status: e.status, gateway: 'sandbox' })),
  ];
  const insertedTransactions = await trx.insertInto('transactions').values(transactionRows).returning(['id', 'membership_request_id']).execute();
  const transactionOf = new Map(insertedTransactions.map((t) => [t.membership_request_id, t.id]));

  // Memberships: serials in the order members joined, per association.
  const bySerialOrder = [...paid].sort((a, b) => a.association.localeCompare(b.association) || a.date.localeCompare(b.date) || userId(a.user) - userId(b.user));
  const serials = new Map<AssociationKey, number>();
  await trx
    .insertInto('memberships')
    .values(
      bySerialOrder.map((p) => {
        const serial = (serials.get(p.association) ?? 0) + 1;
        serials.set(p.association, serial);
        const request = requestId.get(requestKey(p))!;
        return {
          user_id: userId(p.user),
          association_id: associationId(p.association),
          membership_type_id: typeId(p.association, p.type),
          membership_request_id: request,
          transaction_id: transactionOf.get(request) ?? null,
          serial,
          start_date: p.date,
          end_date: membershipEndDate(p.date, MEMBERSHIP_TYPES.find((t) => t.short_name === p.type)!.duration_month),
          created_at: `${p.date}T04:30:00Z`,
        };
      }),
    )
    .execute();
  await trx
    .updateTable('associations')
    .set({ last_serial: sql<number>`coalesce((select max(m.serial) from memberships m where m.association_id = associations.id), 0)` })
    .execute();

  // Association registration requests (two pending, one approved long ago).
  await trx
    .insertInto('association_registration_requests')
    .values(
      REGISTRATION_REQUESTS.map(({ applicant, created, approvedAs, ...r }) => ({
        ...r,
        applicant_id: userId(applicant),
        is_approved: Boolean(approvedAs),
        approved_at: approvedAs ? `${addDays(created, 3)}T06:00:00Z` : null,
        association_id: approvedAs ? associationId(approvedAs) : null,
        created_at: `${created}T08:00:00Z`,
      })),
    )
    .execute();

  // The demo members' profiles.
  await trx.insertInto('educations').values(DEMO_EDUCATIONS.map(({ user, ...e }) => ({ ...e, user_id: userId(user) }))).execute();
  await trx.insertInto('job_experiences').values(DEMO_JOBS.map(({ user, ...j }) => ({ ...j, user_id: userId(user) }))).execute();
  await trx.insertInto('contact_details').values(DEMO_CONTACTS.map(({ user, ...c }) => ({ ...c, user_id: userId(user) }))).execute();
}
