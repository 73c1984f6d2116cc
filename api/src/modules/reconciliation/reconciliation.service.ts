import { randomUUID } from 'node:crypto';
import type {
  BulkApproveResponse,
  ClaimedPayment,
  Reconciliation,
  StatementLine as StatementLineDto,
  StatementMatch,
} from '@alumni/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DB, StatementLayout } from '../../db/types';
import type { JobQueue } from '../../jobs/job-queue';
import { readObject, type ObjectStore } from '../../storage/object-store';
import { AppError, ConflictError, NotFoundError } from '../../lib/errors';
import type { RequestUser } from '../../plugins/auth';
import { assertAssociationAdmin } from '../associations';
import { approveOfflineTransaction, findTransactionById, type TransactionDeps } from '../transactions';
import { toUserSummary } from '../users';
import { matchStatement, type PendingPayment } from './match-statement';
import type { GenericMapping, StatementLine } from './read-statement';
import * as repo from './reconciliation.repository';
import { LAYOUTS } from './statement-layouts';
import { readStatementFile } from './statement-file';
import { normalizePhone } from '../../lib/phone';

export const RECONCILE_JOB = 'reconciliation-read';
/** Statements up to this many rows are read and matched in the request; larger ones by a job. */
const INLINE_MAX_ROWS = 500;
/** Lines written per database transaction by the job (each chunk moves the progress bar). */
const CHUNK = 250;

export type ReconcileDeps = TransactionDeps & { storage: ObjectStore; jobs: Pick<JobQueue, 'send'> };

type Upload = { fileName: string; bytes: Buffer; layout?: StatementLayout; mapping?: GenericMapping };

/** Writes the lines of a statement and links them to the upload; `onChunk` after each chunk's commit. */
async function writeLines(
  db: Kysely<DB>,
  reconciliation: { id: number; association_id: number; layout: StatementLayout },
  lines: StatementLine[],
  onChunk?: (done: number) => Promise<void>,
) {
  for (let at = 0; at < lines.length; at += CHUNK) {
    const chunk = lines.slice(at, at + CHUNK);
    const write = async (trx: Kysely<DB>) => {
      const ids = await repo.upsertLines(trx, reconciliation.association_id, reconciliation.layout, chunk);
      await repo.linkLines(
        trx,
        reconciliation.id,
        ids.map((id, index) => ({ id, row: chunk[index].row })),
      );
    };
    // The job commits each chunk (so its progress shows); the request writes inside its one transaction.
    if (db.isTransaction) await write(db);
    else await db.transaction().execute(write);
    await onChunk?.(at + chunk.length);
  }
}

/** Proposes a payment for each unsettled line of the upload (replacing earlier proposals: safe to repeat). */
async function proposeMatches(trx: Transaction<DB>, reconciliationId: number, associationId: number) {
  {
    await repo.clearProposals(trx, reconciliationId);
    const lines = await repo.unsettledLinesOf(trx, reconciliationId);
    const pending = await repo.pendingOfflinePayments(trx, associationId);
    const payments: PendingPayment[] = pending.map((p) => ({
      id: p.id,
      reference: p.transaction_id,
      claimReference: p.claim_reference,
      amount: p.amount,
      day: p.claim_paid_on ?? p.created_on,
      phones: [p.claim_phone, normalizePhone(p.phone_number)].filter((x): x is string => Boolean(x)),
    }));
    const proposals = matchStatement(
      lines.map((l) => ({
        id: l.id,
        row: l.row,
        trxId: l.trx_id,
        reference: l.reference,
        description: l.description,
        amount: l.amount,
        paidOn: l.paid_on,
        phone: l.payer_phone,
      })),
      payments,
    );
    await repo.setProposals(
      trx,
      reconciliationId,
      [...proposals].map(([line, p]) => ({ line, transaction: p.transactionId, kind: p.kind, reason: p.reason })),
    );
  }
}

/**
 * An uploaded statement: read (a refusal writes nothing), then, up to INLINE_MAX_ROWS rows, written and
 * matched here (`queued: false`); a larger one is kept in the store and read by the job, which moves the
 * progress (`queued: true`, the UI polls).
 */
export async function startReconciliation(
  deps: ReconcileDeps,
  user: RequestUser,
  associationId: number,
  upload: Upload,
): Promise<{ reconciliation: Reconciliation; queued: boolean }> {
  const read = await readStatementFile(upload.bytes, { layout: upload.layout, mapping: upload.mapping });
  const base = {
    association_id: associationId,
    uploaded_by: user.id,
    layout: read.layout,
    file_name: upload.fileName.slice(0, 200),
    mapping: upload.mapping ? JSON.stringify(upload.mapping) : null,
    rows_total: read.rows,
  };
  if (read.rows <= INLINE_MAX_ROWS) {
    // One transaction: an error leaves no upload, no line, no proposal.
    const id = await deps.db.transaction().execute(async (trx) => {
      const made = await repo.insertReconciliation(trx, {
        ...base,
        file_key: null,
        status: 'done',
        rows_done: read.rows,
        finished_at: new Date(),
      });
      await writeLines(trx, { id: made, association_id: associationId, layout: read.layout }, read.lines);
      await proposeMatches(trx, made, associationId);
      return made;
    });
    return { reconciliation: await reconciliationView(deps.db, associationId, id), queued: false };
  }
  const fileKey = `statements/${associationId}/${randomUUID()}`;
  await deps.storage.put(fileKey, upload.bytes, 'application/octet-stream');
  const id = await repo.insertReconciliation(deps.db, { ...base, file_key: fileKey, status: 'queued' });
  await deps.jobs.send(RECONCILE_JOB, { id }, { singletonKey: `reconcile-${id}` });
  return { reconciliation: await reconciliationView(deps.db, associationId, id), queued: true };
}

/**
 * The job: reads the stored statement, writes its lines chunk by chunk (the progress: rows done of rows in
 * all), then proposes the matches. Safe to run again (a retry after a crash): lines and links are
 * upserts and the proposals are replaced.
 */
export async function runReconciliation(
  deps: Pick<ReconcileDeps, 'db' | 'storage'> & { log: FastifyBaseLogger },
  id: number,
): Promise<{ lines: number } | null> {
  const found = await repo.findReconciliationById(deps.db, id);
  if (!found || found.status === 'done' || !found.file_key) return null;
  await repo.updateReconciliation(deps.db, id, { status: 'running', error: null });
  const bytes = await readObject(deps.storage, found.file_key);
  if (!bytes) {
    await repo.updateReconciliation(deps.db, id, {
      status: 'failed',
      error: 'The uploaded statement is gone; upload it again.',
    });
    return null;
  }
  try {
    const mapping = (found.mapping ?? undefined) as GenericMapping | undefined;
    const read = await readStatementFile(bytes, { layout: found.layout, mapping });
    const total = read.rows;
    await writeLines(deps.db, found, read.lines, async (done) => {
      // Writing is most of the work: it carries the bar to 95%, matching the rest.
      const rows = Math.min(total - 1, Math.floor((done / Math.max(read.lines.length, 1)) * total * 0.95));
      await repo.updateReconciliation(deps.db, id, { rows_done: Math.max(rows, 0), rows_total: total });
    });
    await deps.db.transaction().execute((trx) => proposeMatches(trx, id, found.association_id));
    await repo.updateReconciliation(deps.db, id, {
      status: 'done',
      rows_done: total,
      rows_total: total,
      finished_at: new Date(),
      file_key: null,
    });
    await deps.storage.delete(found.file_key);
    return { lines: read.lines.length };
  } catch (error) {
    // A file refused now was accepted at upload (the same reader): only the database can fail here, and
    // the job's retry picks it up; the admin reads why meanwhile.
    const message = error instanceof AppError ? error.message : 'Reading the statement failed; it is tried again.';
    await repo.updateReconciliation(deps.db, id, {
      status: error instanceof AppError ? 'failed' : 'queued',
      error: message,
    });
    if (error instanceof AppError) return null;
    throw error;
  }
}

type LineRow = Awaited<ReturnType<typeof repo.linesOf>>[number];

const toLine = (row: LineRow): StatementLineDto => ({
  id: row.id,
  row: row.row,
  trx_id: row.trx_id,
  reference: row.reference,
  amount: row.amount,
  paid_on: row.paid_on,
  payer_phone: row.payer_phone,
  description: row.description,
  settled_transaction_id: row.settled_transaction_id,
});

type PaymentRow = Awaited<ReturnType<typeof repo.proposedPayments>>[number];

const toClaimed = (row: PaymentRow): ClaimedPayment => ({
  id: row.id,
  transaction_id: row.transaction_id,
  amount: row.amount,
  status: row.status,
  created_at: row.created_at,
  user: toUserSummary(row),
  membership_type: row.type_name,
  claim: {
    reference: row.claim_reference,
    method: row.claim_method,
    paid_on: row.claim_paid_on,
    phone: row.claim_phone,
  },
});

const RECONCILIATION_NOT_FOUND = () => new NotFoundError('Statement upload not found.', 'RECONCILIATION_NOT_FOUND');

/** An upload as the admin reads it: progress, then each line as a match (with its state) or unmatched. */
async function reconciliationView(db: Kysely<DB>, associationId: number, id: number): Promise<Reconciliation> {
  const found = await repo.findReconciliation(db, associationId, id);
  if (!found) throw RECONCILIATION_NOT_FOUND();
  const view: Reconciliation = {
    id: found.id,
    status: found.status,
    layout: found.layout,
    file_name: found.file_name,
    rows_done: found.rows_done,
    rows_total: found.rows_total,
    error: found.error,
    created_at: found.created_at,
    counts: { lines: 0, matched: 0, unmatched: 0, settled_before: 0 },
    matches: [],
    unmatched: [],
  };
  if (found.status !== 'done') return view;
  const lines = await repo.linesOf(db, id);
  const proposedIds = [...new Set(lines.map((l) => l.proposed_id).filter((x): x is number => x !== null))];
  const payments = new Map((await repo.proposedPayments(db, proposedIds)).map((p) => [p.id, p]));
  for (const line of lines) {
    const payment = line.proposed_id !== null ? payments.get(line.proposed_id) : undefined;
    if (payment && line.kind) {
      const state: StatementMatch['state'] =
        line.settled_transaction_id === payment.id
          ? 'approved'
          : line.settled_transaction_id !== null || payment.status !== 'pending'
            ? 'stale'
            : 'proposed';
      view.matches.push({
        line: toLine(line),
        transaction: toClaimed(payment),
        kind: line.kind,
        reason: line.reason ?? '',
        state,
      });
    } else if (line.settled_transaction_id !== null) view.counts.settled_before++;
    else view.unmatched.push(toLine(line));
  }
  view.counts.lines = lines.length;
  view.counts.matched = view.matches.length;
  view.counts.unmatched = view.unmatched.length;
  return view;
}

export async function getReconciliation(db: Kysely<DB>, user: RequestUser, associationId: number, id: number) {
  await assertAssociationAdmin(db, user, associationId);
  return reconciliationView(db, associationId, id);
}

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

/**
 * Approves the proposed payment of each chosen line, one after another, each exactly as a single
 * approval (approveOfflineTransaction: the request's lock, the serial, the membership, the member's
 * mail) in its own database transaction, which also settles the line. Own transactions, not one for
 * all: a payment approved meanwhile, a line settled by another upload or a serial taken fails that one
 * approval alone (listed in `failed`, nothing of it written), and no approval waits on the whole batch's
 * locks. Lines are approved in file order, so serials follow the statement.
 */
export async function bulkApprove(
  deps: ReconcileDeps,
  user: RequestUser,
  associationId: number,
  reconciliationId: number,
  lineIds: number[],
): Promise<BulkApproveResponse> {
  const found = await repo.findReconciliation(deps.db, associationId, reconciliationId);
  if (!found) throw RECONCILIATION_NOT_FOUND();
  if (found.status !== 'done')
    throw new ConflictError(
      'This statement is still being read; approve once its matches are shown.',
      'RECONCILIATION_NOT_DONE',
    );
  const wanted = [...new Set(lineIds)];
  const proposals = await repo.chosenProposals(deps.db, reconciliationId, wanted);
  const result: BulkApproveResponse = { message: '', approved: [], failed: [] };
  const known = new Set(proposals.map((p) => p.id));
  for (const line of wanted)
    if (!known.has(line))
      result.failed.push({
        line,
        transaction: null,
        code: 'LINE_NOT_FOUND',
        message: 'This line is not in the statement.',
      });

  const method = LAYOUTS[found.layout].method;
  for (const proposal of proposals) {
    const fail = (code: string, message: string) =>
      result.failed.push({ line: proposal.id, transaction: proposal.transaction_id, code, message });
    if (proposal.transaction_id === null) {
      fail('NO_MATCH', 'No payment was proposed for this line.');
      continue;
    }
    const row = await findTransactionById(deps.db, proposal.transaction_id);
    if (!row || row.association_id !== associationId) {
      fail('TRANSACTION_NOT_FOUND', 'Transaction not found.');
      continue;
    }
    const transactionId = row.id;
    try {
      const approved = await approveOfflineTransaction(
        deps,
        user,
        row,
        {
          transaction_date: proposal.paid_on,
          transaction_method: method,
          platform_transaction_id: (proposal.trx_id ?? proposal.reference ?? undefined)?.slice(0, 100),
        },
        async (trx) => {
          if (!(await repo.settleLine(trx, proposal.id, transactionId, user.id)))
            throw new ConflictError('This statement line or this payment is already settled.', 'LINE_ALREADY_SETTLED');
        },
      );
      result.approved.push({ line: proposal.id, transaction: transactionId, membership: approved.membership });
    } catch (error) {
      if (error instanceof AppError) fail(error.code, error.message);
      else if (isUniqueViolation(error))
        fail('LINE_ALREADY_SETTLED', 'This payment is already settled by another line.');
      else throw error;
    }
  }
  const n = result.approved.length;
  result.message =
    result.failed.length === 0
      ? `${n} payment${n === 1 ? '' : 's'} approved.`
      : `${n} payment${n === 1 ? '' : 's'} approved, ${result.failed.length} not: see why beside each.`;
  return result;
}
