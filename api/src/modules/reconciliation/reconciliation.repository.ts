import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, ReconciliationStatus, StatementLayout } from '../../db/types';
import { userSummaryColumns } from '../users';
import type { StatementLine } from './read-statement';

export async function insertReconciliation(
  db: Kysely<DB>,
  values: {
    association_id: number;
    uploaded_by: number;
    layout: StatementLayout;
    file_name: string;
    file_key: string | null;
    mapping: string | null;
    status: ReconciliationStatus;
    rows_total: number;
    rows_done?: number;
    finished_at?: Date;
  },
): Promise<number> {
  const row = await db.insertInto('statement_reconciliations').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function findReconciliation(db: Kysely<DB>, associationId: number, id: number) {
  return db
    .selectFrom('statement_reconciliations')
    .selectAll()
    .where('id', '=', id)
    .where('association_id', '=', associationId)
    .executeTakeFirst();
}

export async function findReconciliationById(db: Kysely<DB>, id: number) {
  return db.selectFrom('statement_reconciliations').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateReconciliation(
  db: Kysely<DB>,
  id: number,
  values: Partial<{
    status: ReconciliationStatus;
    rows_total: number;
    rows_done: number;
    error: string | null;
    finished_at: Date;
    file_key: string | null;
    layout: StatementLayout;
  }>,
): Promise<void> {
  await db.updateTable('statement_reconciliations').set(values).where('id', '=', id).execute();
}

/**
 * The lines, once per association: a line seen before (the same statement again) keeps its row and its
 * settlement. Returns each line's id, in the order given.
 */
export async function upsertLines(
  db: Kysely<DB>,
  associationId: number,
  provider: StatementLayout,
  lines: StatementLine[],
): Promise<number[]> {
  if (lines.length === 0) return [];
  const rows = await db
    .insertInto('statement_lines')
    .values(
      lines.map((line) => ({
        association_id: associationId,
        provider,
        line_key: line.key,
        trx_id: line.trxId,
        reference: line.reference,
        amount: line.amount,
        paid_on: line.paidOn,
        payer_phone: line.phone,
        description: line.description,
      })),
    )
    // A no-op update, so the row seen before answers its id too.
    .onConflict((oc) =>
      oc
        .columns(['association_id', 'provider', 'line_key'])
        .doUpdateSet({ line_key: (eb) => eb.ref('excluded.line_key') }),
    )
    .returning(['id', 'line_key'])
    .execute();
  const idOf = new Map(rows.map((row) => [row.line_key, row.id]));
  return lines.map((line) => idOf.get(line.key)!);
}

/** Links lines to the upload (once each: a line twice in one file is one line). */
export async function linkLines(db: Kysely<DB>, reconciliationId: number, links: { id: number; row: number }[]) {
  if (links.length === 0) return;
  await db
    .insertInto('statement_matches')
    .values(
      links.map((link) => ({ reconciliation_id: reconciliationId, statement_line_id: link.id, row_number: link.row })),
    )
    .onConflict((oc) => oc.columns(['reconciliation_id', 'statement_line_id']).doNothing())
    .execute();
}

/** The lines (`l`) of one upload, each with its row in the file and its match (`m`), in the file's order. */
function uploadLines(db: Kysely<DB>, reconciliationId: number) {
  return db
    .selectFrom('statement_matches as m')
    .innerJoin('statement_lines as l', 'l.id', 'm.statement_line_id')
    .where('m.reconciliation_id', '=', reconciliationId)
    .orderBy('m.row_number');
}

/** What the statement says of a line, and its row in the upload's file. */
const statementColumns = [
  'l.id',
  'm.row_number as row',
  'l.trx_id',
  'l.reference',
  'l.amount',
  'l.paid_on',
  'l.payer_phone',
  'l.description',
] as const;

/** The upload's lines not settled yet, for matching. */
export async function unsettledLinesOf(db: Kysely<DB>, reconciliationId: number) {
  return uploadLines(db, reconciliationId)
    .select([...statementColumns])
    .where('l.settled_transaction_id', 'is', null)
    .execute();
}

/** Payments (`tx`) with the member who made them (`u`). */
function paymentsWithPayer(db: Kysely<DB>) {
  return db.selectFrom('transactions as tx').innerJoin('users as u', 'u.id', 'tx.user_id');
}

/** The association's offline payments waiting for approval, with the phones the member gave. */
export async function pendingOfflinePayments(db: Kysely<DB>, associationId: number) {
  return paymentsWithPayer(db)
    .select([
      'tx.id',
      'tx.transaction_id',
      'tx.amount',
      'tx.claim_reference',
      'tx.claim_paid_on',
      'tx.claim_phone',
      'u.phone_number',
      sql<string>`to_char(tx.created_at AT TIME ZONE 'Asia/Dhaka', 'YYYY-MM-DD')`.as('created_on'),
    ])
    .where('tx.association_id', '=', associationId)
    .where('tx.offline', '=', true)
    .where('tx.status', '=', 'pending')
    .execute();
}

export async function clearProposals(db: Kysely<DB>, reconciliationId: number) {
  await db
    .updateTable('statement_matches')
    .set({ transaction_id: null, kind: null, reason: null })
    .where('reconciliation_id', '=', reconciliationId)
    .execute();
}

/** Writes the proposals of an upload in one statement per 500 (a 5,000-line statement is ten statements). */
export async function setProposals(
  db: Kysely<DB>,
  reconciliationId: number,
  proposals: { line: number; transaction: number; kind: 'reference' | 'amount_date_phone'; reason: string }[],
) {
  for (let at = 0; at < proposals.length; at += 500) {
    const values = proposals
      .slice(at, at + 500)
      .map((p) => sql`(${p.line}::integer, ${p.transaction}::integer, ${p.kind}::text, ${p.reason}::text)`);
    await sql`UPDATE statement_matches AS m
      SET transaction_id = v.tx, kind = v.kind, reason = v.reason
      FROM (VALUES ${sql.join(values)}) AS v (line, tx, kind, reason)
      WHERE m.reconciliation_id = ${reconciliationId} AND m.statement_line_id = v.line`.execute(db);
  }
}

const lineColumns = [
  ...statementColumns,
  'l.settled_transaction_id',
  'm.transaction_id as proposed_id',
  'm.kind',
  'm.reason',
] as const;

/** Every line of an upload, in file order, with its proposal. */
export async function linesOf(db: Kysely<DB>, reconciliationId: number) {
  return uploadLines(db, reconciliationId)
    .select([...lineColumns])
    .execute();
}

/** The payments proposed in an upload, with the member and their claim. */
export async function proposedPayments(db: Kysely<DB>, ids: number[]) {
  if (ids.length === 0) return [];
  return paymentsWithPayer(db)
    .innerJoin('membership_requests as mr', 'mr.id', 'tx.membership_request_id')
    .innerJoin('membership_types as t', 't.id', 'mr.membership_type_id')
    .select([
      'tx.id',
      'tx.transaction_id',
      'tx.amount',
      'tx.status',
      'tx.created_at',
      'tx.claim_reference',
      'tx.claim_method',
      'tx.claim_paid_on',
      'tx.claim_phone',
      't.name as type_name',
      ...userSummaryColumns,
    ])
    .where('tx.id', 'in', ids)
    .execute();
}

/** The proposals of the chosen lines of an upload (lines not in it are left out). */
export async function chosenProposals(db: Kysely<DB>, reconciliationId: number, lineIds: number[]) {
  return uploadLines(db, reconciliationId)
    .select(['l.id', 'l.trx_id', 'l.reference', 'l.paid_on', 'm.transaction_id', 'm.row_number'])
    .where('l.id', 'in', lineIds)
    .execute();
}

/**
 * Settles a line with a payment, once: the line must be unsettled (a second approval waits for the first's
 * row lock, then finds it settled) and the payment settled by no other line (the unique index).
 */
export async function settleLine(trx: Transaction<DB>, lineId: number, transactionId: number, userId: number) {
  const row = await trx
    .updateTable('statement_lines')
    .set({ settled_transaction_id: transactionId, settled_by: userId, settled_at: new Date() })
    .where('id', '=', lineId)
    .where('settled_transaction_id', 'is', null)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('statement_lines as other')
            .select('other.id')
            .where('other.settled_transaction_id', '=', transactionId),
        ),
      ),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
