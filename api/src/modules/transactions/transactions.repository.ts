import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, TransactionStatus } from '../../db/types';
import { countRows, pageInOrder, pageWindow, type PageWindow } from '../../lib/paging';
import { namedMembershipRequests } from '../memberships';
import { userSummaryColumns } from '../users';

/** A membership request with what paying for it needs: the fee, the names, the payer. */
export async function findRequestForPayment(db: Kysely<DB>, requestId: number) {
  return namedMembershipRequests(db)
    .innerJoin('users as u', 'u.id', 'mr.user_id')
    .select([
      'mr.id',
      'mr.user_id',
      'mr.association_id',
      'mr.membership_type_id',
      'mr.renewal_of',
      't.name as type_name',
      't.fee',
      't.duration_month',
      'a.name as association_name',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.phone_number',
    ])
    .where('mr.id', '=', requestId)
    .executeTakeFirst();
}

/**
 * Locks the membership request's row until the end of `trx`: everything that opens or settles a charge
 * of one request (a new transaction, a confirmed payment, an approval) takes this lock first, so two of
 * them never decide at once that the request is unpaid.
 */
export async function lockMembershipRequest(trx: Transaction<DB>, requestId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('membership_requests')
    .select('id')
    .where('id', '=', requestId)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** What a charge pays for: a membership request, or an event RSVP's ticket (one open charge each). */
export type ChargeSubject = 'membership_request_id' | 'event_rsvp_id';

/**
 * The open online charge of a request or RSVP on this gateway (pending, not offline), newest first: one with
 * its checkout address, or one whose checkout is being opened (no gateway session yet). A payment opened
 * before payment_url was kept (a session, no address) cannot be answered again and is left out.
 */
export async function findOpenOnlineCharge(db: Kysely<DB>, subject: ChargeSubject, id: number, gateway: string) {
  return db
    .selectFrom('transactions')
    .select(['id', 'transaction_id', 'payment_url', 'status'])
    .where(subject, '=', id)
    .where('status', '=', 'pending')
    .where('offline', '=', false)
    .where('gateway', '=', gateway)
    .where((eb) => eb.or([eb('payment_url', 'is not', null), eb('gateway_session', 'is', null)]))
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The open offline charge of a request or RSVP (pending, waiting for an admin), newest first. */
export async function findOpenOfflineCharge(db: Kysely<DB>, subject: ChargeSubject, id: number) {
  return db
    .selectFrom('transactions')
    .select(['id', 'transaction_id'])
    .where(subject, '=', id)
    .where('status', '=', 'pending')
    .where('offline', '=', true)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function findChargeState(db: Kysely<DB>, id: number) {
  return db.selectFrom('transactions').select(['status', 'payment_url']).where('id', '=', id).executeTakeFirst();
}

/** Paid: the request has its membership, or one of its transactions succeeded. */
export async function isRequestPaid(db: Kysely<DB>, requestId: number): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .or([
          eb.exists(eb.selectFrom('memberships').select('id').where('membership_request_id', '=', requestId)),
          eb.exists(
            eb
              .selectFrom('transactions')
              .select('id')
              .where('membership_request_id', '=', requestId)
              .where('success', '=', true),
          ),
        ])
        .as('paid'),
    ])
    .executeTakeFirstOrThrow();
  return Boolean(row.paid);
}

export type NewTransaction = {
  user_id: number;
  association_id: number;
  /** One of the two: the membership request paid, or the event RSVP (a ticket). */
  membership_request_id?: number;
  event_rsvp_id?: number;
  transaction_id: string;
  amount: number;
  offline: boolean;
  gateway: string;
  base_url: string;
  claim_reference?: string | null;
  claim_method?: string | null;
  claim_paid_on?: string | null;
  claim_phone?: string | null;
};

export async function insertTransaction(
  db: Kysely<DB>,
  transaction: NewTransaction,
): Promise<{ id: number; transaction_id: string }> {
  return db
    .insertInto('transactions')
    .values({ ...transaction, currency: 'BDT', status: 'pending', success: false })
    .returning(['id', 'transaction_id'])
    .executeTakeFirstOrThrow();
}

export async function setGatewaySession(
  db: Kysely<DB>,
  id: number,
  session: { sessionKey: string | null; redirectUrl: string },
): Promise<void> {
  await db
    .updateTable('transactions')
    .set({ gateway_session: session.sessionKey, payment_url: session.redirectUrl, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * pending -> refund_pending exactly once: a payment the gateway confirmed for a request already paid.
 * It is no success (the request keeps its one paying transaction); the sum to give back is recorded.
 */
export async function markRefundPendingFrom(
  trx: Kysely<DB>,
  id: number,
  from: 'pending' | 'success',
  fields: { platform_transaction_id: string | null; refund_amount: number; now: Date },
) {
  return trx
    .updateTable('transactions')
    .set({
      status: 'refund_pending',
      success: false,
      transaction_date: fields.now,
      platform_transaction_id: fields.platform_transaction_id,
      refund_amount: fields.refund_amount,
      refund_requested_at: fields.now,
      updated_at: fields.now,
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning(['id'])
    .executeTakeFirst();
}

/** What the gateway said of a refund: refunded or refund_failed end it; a reference alone keeps it pending. */
export async function recordRefund(
  db: Kysely<DB>,
  id: number,
  result: { status: 'refund_pending' | 'refunded' | 'refund_failed'; reference: string | null; reason: string | null },
  now = new Date(),
) {
  return db
    .updateTable('transactions')
    .set((eb) => ({
      status: result.status,
      refund_reference: eb.fn.coalesce(eb.val(result.reference), eb.ref('refund_reference')),
      refund_reason: result.reason,
      refunded_at: result.status === 'refunded' ? now : null,
      updated_at: now,
    }))
    .where('id', '=', id)
    .where('status', '=', 'refund_pending')
    .returning(['id'])
    .executeTakeFirst();
}

/** Refunds still open whose last word from the gateway is older than `before`. */
export async function findRefundsToSettle(db: Kysely<DB>, before: Date, limit: number) {
  return db
    .selectFrom('transactions')
    .select(['id', 'refund_requested_at'])
    .where('status', '=', 'refund_pending')
    .where('refund_requested_at', '<', before.toISOString())
    .orderBy('refund_requested_at')
    .limit(limit)
    .execute();
}

/** Claims an open refund for one check (another instance that read the same time claims nothing). */
export async function claimRefund(db: Kysely<DB>, id: number, seen: Date | string, now: Date): Promise<boolean> {
  const row = await db
    .updateTable('transactions')
    .set({ refund_requested_at: now })
    .where('id', '=', id)
    .where('status', '=', 'refund_pending')
    .where('refund_requested_at', '=', typeof seen === 'string' ? seen : seen.toISOString())
    .returning(['id'])
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * pending -> success exactly once (a second call finds no pending row and returns undefined); returns the
 * columns it changed.
 */
export async function markSuccessFromPending(
  trx: Kysely<DB>,
  id: number,
  fields: {
    transaction_date: Date | string;
    platform_transaction_id?: string | null;
    transaction_method?: string | null;
    approved_by?: number | null;
    approved_at?: Date | null;
  },
) {
  return trx
    .updateTable('transactions')
    .set({ ...fields, status: 'success', success: true, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id', 'status', 'success', 'transaction_date', 'transaction_method', 'platform_transaction_id'])
    .executeTakeFirst();
}

/** pending -> failed / cancelled exactly once. */
export async function markEndedFromPending(
  db: Kysely<DB>,
  id: number,
  status: Exclude<TransactionStatus, 'pending' | 'success'>,
) {
  return db
    .updateTable('transactions')
    .set({ status, updated_at: new Date() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .returning(['id'])
    .executeTakeFirst();
}

function transactionQuery(db: Kysely<DB>) {
  return (
    db
      .selectFrom('transactions as tx')
      .innerJoin('users as u', 'u.id', 'tx.user_id')
      // A membership payment has its request and type; an event ticket (issue 38) its RSVP and event instead.
      .leftJoin('membership_requests as mr', 'mr.id', 'tx.membership_request_id')
      .leftJoin('membership_types as t', 't.id', 'mr.membership_type_id')
      .leftJoin('event_rsvps as er', 'er.id', 'tx.event_rsvp_id')
      .leftJoin('events as e', 'e.id', 'er.event_id')
      .innerJoin('associations as a', 'a.id', 'tx.association_id')
      .select([
        'tx.id',
        ...userSummaryColumns,
        'tx.association_id',
        'tx.membership_request_id',
        'tx.event_rsvp_id',
        'tx.transaction_id',
        'tx.platform_transaction_id',
        'tx.transaction_date',
        'tx.transaction_method',
        'tx.created_at',
        'tx.amount',
        'tx.currency',
        'tx.success',
        'tx.status',
        'tx.offline',
        'tx.gateway',
        'tx.base_url',
        'tx.refund_reference',
        'tx.refund_amount',
        'tx.refunded_at',
        'tx.refund_reason',
        'tx.refund_requested_at',
        'mr.proof_document',
        'mr.membership_type_id',
        'mr.renewal_of',
        't.name as type_name',
        't.short_name as type_short_name',
        't.duration_month',
        'a.name as association_name',
        'er.event_id',
        'e.title as event_title',
        'e.starts_at as event_starts_at',
      ])
  );
}

export type TransactionRow = NonNullable<Awaited<ReturnType<typeof findTransactionById>>>;

/** A payment of a membership request: its request and type are there (every payment before issue 38). */
export type MembershipTransactionRow = TransactionRow & {
  membership_request_id: number;
  membership_type_id: number;
  type_name: string;
  type_short_name: string;
  duration_month: number;
};

/** The row as a membership payment, or null for an event ticket. */
export function asMembershipPayment(row: TransactionRow): MembershipTransactionRow | null {
  return row.membership_request_id !== null &&
    row.membership_type_id !== null &&
    row.type_name !== null &&
    row.type_short_name !== null &&
    row.duration_month !== null
    ? (row as MembershipTransactionRow)
    : null;
}

export async function findTransactionById(db: Kysely<DB>, id: number) {
  return transactionQuery(db).where('tx.id', '=', id).executeTakeFirst();
}

export async function findTransactionByReference(db: Kysely<DB>, transactionId: string) {
  return transactionQuery(db).where('tx.transaction_id', '=', transactionId).executeTakeFirst();
}

export type TransactionFilter = {
  userId?: number;
  associationId?: number;
  offline?: boolean;
  success?: boolean;
  page: number;
  limit: number;
};

/** The filter on transactions alone (transactionQuery's joins drop no row: left joins, and the association's NOT NULL key). */
function filteredTransactions(db: Kysely<DB>, filter: TransactionFilter) {
  let query = db.selectFrom('transactions as tx');
  if (filter.userId !== undefined) query = query.where('tx.user_id', '=', filter.userId);
  if (filter.associationId !== undefined) query = query.where('tx.association_id', '=', filter.associationId);
  if (filter.offline !== undefined) query = query.where('tx.offline', '=', filter.offline);
  if (filter.success !== undefined) query = query.where('tx.success', '=', filter.success);
  return query;
}

/** An association's list is counted from the per-association counters (a few rows, however many payments). */
async function countTransactions(db: Kysely<DB>, filter: TransactionFilter): Promise<number> {
  if (filter.associationId !== undefined && filter.userId === undefined) {
    let query = db
      .selectFrom('transaction_counts')
      .select(sql<number>`coalesce(sum(n), 0)::integer`.as('n'))
      .where('association_id', '=', filter.associationId);
    if (filter.offline !== undefined) query = query.where('offline', '=', filter.offline);
    if (filter.success !== undefined) query = query.where('success', '=', filter.success);
    return (await query.executeTakeFirstOrThrow()).n;
  }
  return countRows(filteredTransactions(db, filter));
}

/**
 * One page, newest first, and the total count of the filter. The page's ids come first from the
 * index (the rows skipped are skipped there, not joined), from whichever end of the list is nearer
 * (pageWindow): a deep page skips at most half of the list, the last pages almost nothing.
 */
export async function listTransactions(
  db: Kysely<DB>,
  filter: TransactionFilter,
): Promise<{ count: number; rows: TransactionRow[] }> {
  const offset = (filter.page - 1) * filter.limit;
  const page = (window: PageWindow) => {
    const direction = window.fromEnd ? 'asc' : 'desc';
    const ids = pageInOrder(
      filteredTransactions(db, filter).select('tx.id'),
      { column: 'tx.created_at', id: 'tx.id', direction },
      window,
    );
    return transactionQuery(db)
      .where('tx.id', 'in', ids)
      .orderBy('tx.created_at', 'desc')
      .orderBy('tx.id', 'desc')
      .execute();
  };
  // The first page is read from the start whatever the count: both at once.
  if (offset === 0) {
    const [count, rows] = await Promise.all([
      countTransactions(db, filter),
      page({ offset, limit: filter.limit, fromEnd: false }),
    ]);
    return { count, rows };
  }
  const count = await countTransactions(db, filter);
  const window = pageWindow(count, offset, filter.limit);
  return { count, rows: window ? await page(window) : [] };
}
