import { sql, type Kysely } from 'kysely';

/*
 * Reconciling offline payments from a bKash, Nagad or bank statement (issue 39, part 2).
 *  - transactions.claim_*: what the member typed when claiming "I already paid offline" (the provider's
 *    transaction id or the reference they wrote, how, when, from which number). The admin's approval keeps
 *    writing transaction_method / transaction_date / platform_transaction_id as before.
 *  - statement_reconciliations: one upload, its layout and its progress (rows done of rows in all), fed by
 *    the job that reads a large statement; the UI polls it.
 *  - statement_lines: each incoming credit of a statement, once per association: unique by (association,
 *    provider, line_key), the key being the provider's transaction id or a hash of the line. A line settles
 *    at most one transaction (settled_transaction_id, set once) and a transaction is settled by at most one
 *    line (unique index): a statement uploaded twice, even by two admins at once, settles nothing twice.
 *  - statement_matches: the match proposed for a line in an upload (one per line and one per transaction
 *    within the upload), with why.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE transactions
    ADD COLUMN claim_reference text,
    ADD COLUMN claim_method text,
    ADD COLUMN claim_paid_on date,
    ADD COLUMN claim_phone text`.execute(db);

  await sql`CREATE TABLE statement_reconciliations (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    association_id integer NOT NULL REFERENCES associations (id) ON DELETE CASCADE,
    uploaded_by integer REFERENCES users (id) ON DELETE SET NULL,
    layout text NOT NULL CHECK (layout IN ('bkash', 'nagad', 'bank', 'generic')),
    file_name text NOT NULL DEFAULT '',
    file_key text,
    mapping jsonb,
    status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
    rows_total integer NOT NULL DEFAULT 0,
    rows_done integer NOT NULL DEFAULT 0,
    error text,
    created_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX statement_reconciliations_association_idx
    ON statement_reconciliations (association_id, created_at DESC)`.execute(db);

  await sql`CREATE TABLE statement_lines (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    association_id integer NOT NULL REFERENCES associations (id) ON DELETE CASCADE,
    provider text NOT NULL,
    line_key text NOT NULL,
    trx_id text,
    reference text,
    amount numeric(12,2) NOT NULL,
    paid_on date NOT NULL,
    payer_phone text,
    description text,
    settled_transaction_id integer REFERENCES transactions (id) ON DELETE SET NULL,
    settled_by integer REFERENCES users (id) ON DELETE SET NULL,
    settled_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (association_id, provider, line_key)
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX statement_lines_settled_idx ON statement_lines (settled_transaction_id)
    WHERE settled_transaction_id IS NOT NULL`.execute(db);

  await sql`CREATE TABLE statement_matches (
    reconciliation_id integer NOT NULL REFERENCES statement_reconciliations (id) ON DELETE CASCADE,
    statement_line_id integer NOT NULL REFERENCES statement_lines (id) ON DELETE CASCADE,
    row_number integer NOT NULL,
    transaction_id integer REFERENCES transactions (id) ON DELETE SET NULL,
    kind text CHECK (kind IN ('reference', 'amount_date_phone')),
    reason text,
    PRIMARY KEY (reconciliation_id, statement_line_id)
  )`.execute(db);
  await sql`CREATE INDEX statement_matches_transaction_idx ON statement_matches (transaction_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE statement_matches`.execute(db);
  await sql`DROP TABLE statement_lines`.execute(db);
  await sql`DROP TABLE statement_reconciliations`.execute(db);
  await sql`ALTER TABLE transactions
    DROP COLUMN claim_reference, DROP COLUMN claim_method, DROP COLUMN claim_paid_on, DROP COLUMN claim_phone`.execute(
    db,
  );
}
