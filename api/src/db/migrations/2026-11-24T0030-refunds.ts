import { sql, type Kysely } from 'kysely';

/*
 * One charge per membership request (issue 15): a second successful payment of a request already paid
 * is refunded through the gateway. Its transaction goes success-less through refund_pending to refunded
 * (or refund_failed, with the reason), keeping the gateway's refund reference, the sum and the times.
 * `payment_url` keeps the checkout address of a pending online payment, so asking again for the same
 * request answers the same checkout instead of opening a second one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE transactions DROP CONSTRAINT transactions_status_check`.execute(db);
  await sql`ALTER TABLE transactions ADD CONSTRAINT transactions_status_check
    CHECK (status IN ('pending','success','failed','cancelled','refund_pending','refunded','refund_failed'))`.execute(
    db,
  );
  await sql`ALTER TABLE transactions
    ADD COLUMN payment_url text,
    ADD COLUMN refund_reference text,
    ADD COLUMN refund_amount numeric(12,2) CHECK (refund_amount >= 0),
    ADD COLUMN refund_requested_at timestamptz,
    ADD COLUMN refunded_at timestamptz,
    ADD COLUMN refund_reason text`.execute(db);
  // The refunds still to settle with the gateway (few rows, read by the refund check).
  await sql`CREATE INDEX transactions_refund_pending_idx ON transactions (refund_requested_at)
    WHERE status = 'refund_pending'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX transactions_refund_pending_idx`.execute(db);
  await sql`UPDATE transactions SET status = 'failed' WHERE status IN ('refund_pending','refunded','refund_failed')`.execute(
    db,
  );
  await sql`ALTER TABLE transactions
    DROP COLUMN payment_url, DROP COLUMN refund_reference, DROP COLUMN refund_amount,
    DROP COLUMN refund_requested_at, DROP COLUMN refunded_at, DROP COLUMN refund_reason`.execute(db);
  await sql`ALTER TABLE transactions DROP CONSTRAINT transactions_status_check`.execute(db);
  await sql`ALTER TABLE transactions ADD CONSTRAINT transactions_status_check
    CHECK (status IN ('pending','success','failed','cancelled'))`.execute(db);
}
