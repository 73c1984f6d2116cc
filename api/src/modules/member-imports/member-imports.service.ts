import type { MemberImportMapping, MemberImportResult } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { ConflictError } from '../../lib/errors';
import type { Spreadsheet } from '../../lib/spreadsheet';
import { lockSerialCounter, setLastSerial } from '../memberships';
import { autoMapping, columnIndexes } from './column-mapping';
import { planImport, type ImportFacts, type ImportPlan } from './import-plan';
import { isRefusal, readImportRow, typeKeys, type ImportRow, type RowRefusal } from './import-rows';
import * as repo from './member-imports.repository';

/**
 * Rows done so far, of all the file's rows: checking them (outside the import's transaction) is the
 * first half of the way, writing them (inside it: `inTransaction`) the second. Called now and then.
 */
type Progress = (rowsDone: number, phase: { inTransaction: boolean }) => Promise<void> | void;

export type PreparedImport = {
  sheet: Spreadsheet;
  mapping: MemberImportMapping;
  read: (ImportRow | RowRefusal)[];
};

/** The rows of a file read and checked on their own, with the mapping given or found from the headers. */
export async function prepareImport(
  db: Kysely<DB>,
  associationId: number,
  sheet: Spreadsheet,
  given: MemberImportMapping | undefined,
): Promise<PreparedImport> {
  const mapping = given && Object.values(given).some(Boolean) ? given : autoMapping(sheet.headers);
  const indexes = columnIndexes(sheet.headers, mapping);
  const types = await repo.listTypes(db, associationId);
  const typeColumn = indexes.membership_type!;
  const own = typeKeys(types);
  const unknown = [...new Set(sheet.rows.map((cells) => (cells[typeColumn] ?? '').trim().toLowerCase()))].filter(
    (name) => name !== '' && !own.has(name),
  );
  const context = { indexes, types: own, foreignTypeNames: await repo.foreignTypeNames(db, associationId, unknown) };
  const read = sheet.rows.map((cells, index) => readImportRow(cells, sheet.rowNumbers[index]!, context));
  return { sheet, mapping, read };
}

const FACT_CHUNK = 1000;

/**
 * What the database says about the file's people and serials. `highestSerial` is the caller's (read
 * under the association's lock to write). Read a chunk of rows at a time, reporting progress.
 */
async function gatherFacts(
  db: Kysely<DB>,
  associationId: number,
  rows: readonly (ImportRow | RowRefusal)[],
  base: { today: string; highestSerial: number },
  progress?: (rowsDone: number) => Promise<void> | void,
): Promise<ImportFacts> {
  const facts: ImportFacts = {
    ...base,
    usersByEmail: new Map(),
    membersByPhone: new Map(),
    memberships: new Map(),
    serialOwners: new Map(),
  };
  for (let start = 0; start < rows.length; start += FACT_CHUNK) {
    const part = rows.slice(start, start + FACT_CHUNK).filter((r): r is ImportRow => !isRefusal(r));
    const emails = unique(part.map((r) => r.email?.toLowerCase()));
    const phones = unique(part.filter((r) => !r.email).map((r) => r.phone));
    const serials = unique(part.map((r) => r.serial));
    const users = await repo.usersByEmail(db, emails);
    const phoneMembers = await repo.membersByPhone(db, associationId, phones);
    const userIds = unique([...[...users.values()].map((u) => u.id), ...[...phoneMembers.values()].flat()]);
    const memberships = await repo.membershipsOf(db, associationId, userIds);
    const owners = await repo.serialOwners(db, associationId, serials);
    users.forEach((v, k) => facts.usersByEmail.set(k, v));
    phoneMembers.forEach((v, k) => facts.membersByPhone.set(k, v));
    memberships.forEach((v, k) => facts.memberships.set(k, v));
    owners.forEach((v, k) => facts.serialOwners.set(k, v));
    await progress?.(Math.min(rows.length, start + FACT_CHUNK));
  }
  return facts;
}

function unique<T>(values: (T | null | undefined)[]): T[] {
  return [...new Set(values.filter((v): v is T => v !== null && v !== undefined))];
}

function toResult(prepared: PreparedImport, plan: ImportPlan, dryRun: boolean): MemberImportResult {
  const rows = [...plan.rows].sort((a, b) => a.row - b.row);
  const refused = rows.filter((r) => r.action === 'refuse').map((r) => ({ row: r.row, reason: r.reason ?? '' }));
  return {
    dry_run: dryRun,
    format: prepared.sheet.format,
    encoding: prepared.sheet.encoding,
    rows_total: prepared.sheet.rows.length,
    created: plan.creates.length,
    updated: plan.updates.length,
    unchanged: plan.unchanged,
    refused,
    invited: plan.creates.filter((c) => c.userId === null).length,
    headers: prepared.sheet.headers,
    mapping: prepared.mapping,
    rows,
  };
}

/** What the import would do, row by row, writing nothing. */
export async function dryRunImport(
  db: Kysely<DB>,
  associationId: number,
  prepared: PreparedImport,
  today: string,
): Promise<MemberImportResult> {
  const highestSerial = await repo.highestSerial(db, associationId);
  const facts = await gatherFacts(db, associationId, prepared.read, { today, highestSerial });
  return toResult(prepared, planImport(prepared.read, facts), true);
}

export type CommitOptions = {
  today: string;
  now: Date;
  progress?: Progress;
  /** Runs inside the import's transaction once its rows are written (the job records its outcome there). */
  alsoInTransaction?: (trx: Kysely<DB>, result: MemberImportResult) => Promise<void>;
};

/**
 * The import itself, in one transaction: the association's row is locked first (the serial counter: a
 * grant of an approval waits, as two grants wait for each other), the facts read again under it, the
 * plan made and written. Run again with the same file it finds everything in place: nothing changes.
 * Checking the rows first, outside the transaction, keeps the transaction short and reports progress.
 */
export async function commitImport(
  db: Kysely<DB>,
  associationId: number,
  prepared: PreparedImport,
  options: CommitOptions,
): Promise<{ result: MemberImportResult; invitedUserIds: number[] }> {
  const { progress } = options;
  if (progress) {
    // The rows checked against the database first, outside the transaction (its progress shows on
    // either database); the transaction reads the facts again under the association's lock.
    const base = { today: options.today, highestSerial: 0 };
    await gatherFacts(db, associationId, prepared.read, base, (done) =>
      progress(Math.floor(done / 2), { inTransaction: false }),
    );
  }
  try {
    return await db.transaction().execute(async (trx) => {
      const highestSerial = await lockSerialCounter(trx, associationId);
      if (highestSerial === undefined)
        throw new ConflictError('The association no longer exists.', 'ASSOCIATION_NOT_FOUND');
      const facts = await gatherFacts(trx, associationId, prepared.read, { today: options.today, highestSerial });
      const plan = planImport(prepared.read, facts);
      const total = prepared.sheet.rows.length;
      // Refused and unchanged rows are done once planned; the others as their batches are written
      // (a new person's account, then the memberships: the units of the write).
      const planned = total - plan.creates.length - plan.updates.length;
      const units = plan.creates.filter((c) => c.userId === null).length + plan.creates.length + plan.updates.length;
      let unitsDone = 0;
      const written = async (count: number) => {
        unitsDone += count;
        const rowsDone = planned + ((total - planned) * unitsDone) / Math.max(units, 1);
        await options.progress?.(Math.floor((total + rowsDone) / 2), { inTransaction: true });
      };
      const invitedUserIds = await writePlan(trx, associationId, plan, options.now, written);
      if (plan.highestSerial > highestSerial) await setLastSerial(trx, associationId, plan.highestSerial);
      const result = toResult(prepared, plan, false);
      await options.alsoInTransaction?.(trx, result);
      return { result, invitedUserIds };
    });
  } catch (error) {
    if ((error as { code?: string } | null)?.code === '23505')
      throw new ConflictError(
        'The import could not be saved: two memberships would share a serial (serials swapped between rows?) or an account was made meanwhile. Nothing was imported; check the serials and try again.',
        'IMPORT_CONFLICT',
      );
    throw error;
  }
}

async function writePlan(
  trx: Kysely<DB>,
  associationId: number,
  plan: ImportPlan,
  now: Date,
  written: repo.BatchWritten,
): Promise<number[]> {
  const transaction = trx as Parameters<typeof repo.insertAccounts>[0];
  const newPeople = plan.creates.filter((c) => c.userId === null);
  const accountIds = await repo.insertAccounts(
    transaction,
    newPeople.map((c) => ({ email: c.email, first_name: c.first_name, last_name: c.last_name, phone_number: c.phone })),
    now,
    written,
  );
  if (accountIds.size !== newPeople.length)
    throw Object.assign(new Error('an account was made meanwhile'), { code: '23505' });
  const invited = [...accountIds.values()];
  await repo.insertInvitations(transaction, associationId, invited);
  await repo.insertImportedMemberships(
    transaction,
    associationId,
    plan.creates.map((c) => ({
      user_id: c.userId ?? accountIds.get(c.email.toLowerCase())!,
      membership_type_id: c.type.id,
      institute: c.institute,
      batch: c.batch,
      roll_number: c.roll_number,
      serial: c.serial,
      start_date: c.start_date,
      end_date: c.end_date,
    })),
    written,
  );
  await repo.updateImportedMemberships(
    transaction,
    plan.updates.map((update) => ({
      membership: update.membership,
      membership_type_id: update.type.id,
      serial: update.serial,
      start_date: update.start_date,
      end_date: update.end_date,
      institute: update.institute,
      batch: update.batch,
      roll_number: update.roll_number,
    })),
    written,
  );
  return invited;
}
