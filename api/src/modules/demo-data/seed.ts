import { randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/types';
import { DiskStore } from '../../storage/disk-store';
import type { ObjectStore } from '../../storage/object-store';
import { hashPassword } from '../auth';
import { MediaStore } from '../media';
import { ProofStore } from '../memberships';
import { today } from '../../lib/business-dates';
import {
  ASSOCIATIONS,
  DEMO_CONTACTS,
  DEMO_EDUCATIONS,
  DEMO_EVENTS,
  DEMO_JOBS,
  DEMO_PASSWORD,
  DEMO_USERS,
  MEMBERS,
  MEMBERSHIP_TYPES,
  OTHER_ADMINS,
  REGISTRATION_REQUESTS,
  type AssociationKey,
  type TypeCode,
} from './seed-data';
import { addDays, feeOf, insertPaymentsAndMemberships, type UserRef } from './seed-payments';
import { renderCover, renderLogo, renderReceiptPdf } from './seed-images';

/*
 * Demo data for an EMPTY database (SEED_DEMO=1): the lists of seed-data.ts, inserted in one
 * transaction with one batch insert per table. Deterministic: the same rows on every fresh install,
 * but for the events' dates, counted from the day of the install (so they are upcoming).
 * The super admin is not here: the server ensures it from SUPERADMIN_EMAIL/PASSWORD.
 */

export type DemoLogin = { role: string; email: string; password: string };

export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

/** On a later start: the demo accounts still present (their password may have been changed since). */
export async function existingDemoLogins(db: Kysely<DB>): Promise<DemoLogin[]> {
  const emails = DEMO_USERS.map((u) => u.email);
  const present = new Set(
    (await db.selectFrom('users').select('email').where('email', 'in', emails).execute()).map((r) => r.email),
  );
  return DEMO_USERS.filter((u) => present.has(u.email)).map((u) => ({
    role: u.role,
    email: u.email,
    password: DEMO_PASSWORD,
  }));
}

const memberEmail = (i: number) =>
  `${MEMBERS[i][0]}.${MEMBERS[i][1]}`.toLowerCase().replace(/\s+/g, '') + '@example.com';

/** Logos, covers and the proof PDF, stored before the transaction (and removed if it fails). */
async function storeFiles(store: ObjectStore | undefined) {
  if (!store)
    return {
      logos: {} as Record<string, string>,
      covers: {} as Record<string, string>,
      proof: null,
      remove: async () => undefined,
    };
  const media = new MediaStore(store);
  const proofs = new ProofStore(store);
  const stored = await Promise.all(
    ASSOCIATIONS.map(async (a) => ({
      key: a.key,
      logo: (await media.storeImage(await renderLogo(a.initials, a.color, a.accent), 'logos')).url,
      cover: (await media.storeImage(await renderCover(a.color, a.accent), 'covers')).url,
    })),
  );
  const proof = await proofs.store(
    await renderReceiptPdf([
      'bKash Send Money',
      'To: 01711000001 (Ideal alumni treasurer)',
      'Amount: BDT 1,500.00',
      'TrxID: 9KX72PLM4Q',
      'Date: 17 November 2026, 21:14',
    ]),
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
 * Inserts the demo data in one transaction; returns the logins to print. With a `storage` (or a
 * `dataDir`, its disk) the associations get generated logos and covers and one request a proof PDF.
 */
export async function seedDemo(
  db: Kysely<DB>,
  options: { dataDir?: string; storage?: ObjectStore } = {},
): Promise<DemoLogin[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const files = await storeFiles(options.storage ?? (options.dataDir ? new DiskStore(options.dataDir) : undefined));
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
  ].map((u) => ({
    ...u,
    password_hash: passwordHash,
    created_at: '2024-01-01T06:00:00Z',
    email_verified_at: '2024-01-01T06:00:00Z',
  }));
  const insertedUsers = await trx.insertInto('users').values(userRows).returning(['id', 'email']).execute();
  const idByEmail = new Map(insertedUsers.map((u) => [u.email, u.id]));
  const keyEmail: Record<string, string> = Object.fromEntries(
    [...DEMO_USERS, ...OTHER_ADMINS].map((u) => [u.key, u.email]),
  );
  const userId = (ref: UserRef) => idByEmail.get(typeof ref === 'number' ? memberEmail(ref) : keyEmail[ref])!;

  // Associations, their types and admins.
  const insertedAssociations = await trx
    .insertInto('associations')
    .values(
      ASSOCIATIONS.map((a) => ({
        ...a.row,
        logo: files.logos[a.key] ?? null,
        cover: files.covers[a.key] ?? null,
        created_at: '2024-01-01T06:00:00Z',
      })),
    )
    .returning(['id', 'name'])
    .execute();
  const associationId = (key: AssociationKey) =>
    insertedAssociations.find((r) => r.name === ASSOCIATIONS.find((a) => a.key === key)!.row.name)!.id;

  const insertedTypes = await trx
    .insertInto('membership_types')
    .values(
      ASSOCIATIONS.flatMap((a) =>
        MEMBERSHIP_TYPES.map((t) => ({
          ...t,
          fee: feeOf(a.key, t.short_name),
          association_id: associationId(a.key),
          created_at: '2024-01-01T06:00:00Z',
        })),
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

  await insertPaymentsAndMemberships(trx, { userId, associationId, typeId }, files.proof);

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
  await trx
    .insertInto('educations')
    .values(DEMO_EDUCATIONS.map(({ user, ...e }) => ({ ...e, user_id: userId(user) })))
    .execute();
  await trx
    .insertInto('job_experiences')
    .values(DEMO_JOBS.map(({ user, ...j }) => ({ ...j, user_id: userId(user) })))
    .execute();
  await trx
    .insertInto('contact_details')
    .values(DEMO_CONTACTS.map(({ user, ...c }) => ({ ...c, user_id: userId(user) })))
    .execute();

  await insertDemoEvents(trx, { userId, associationId });
}

/** The demo's upcoming events, from today (Asia/Dhaka), with a few people going (free, or paid for the paid ones). */
async function insertDemoEvents(
  trx: Transaction<DB>,
  refs: { userId: (ref: UserRef) => number; associationId: (key: AssociationKey) => number },
) {
  const day = today();
  for (const [index, { association, going, inDays, at, hours, ...event }] of DEMO_EVENTS.entries()) {
    const start = new Date(`${addDays(day, inDays)}T${at}:00+06:00`);
    const row = await trx
      .insertInto('events')
      .values({
        ...event,
        association_id: refs.associationId(association),
        starts_at: start,
        ends_at: new Date(start.getTime() + hours * 3_600_000),
        status: 'published',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (going.length === 0) continue;
    await trx
      .insertInto('event_rsvps')
      .values(
        going.map((who, i) => ({
          event_id: row.id,
          user_id: refs.userId(who),
          status: 'going' as const,
          payment: event.fee > 0 ? ('paid' as const) : ('free' as const),
          paid_at: event.fee > 0 ? new Date() : null,
          check_in_code: `demo-${index}-${i}-${randomBytes(8).toString('hex')}`,
        })),
      )
      .execute();
  }
}
