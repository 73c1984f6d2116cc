import { sql, type Kysely } from 'kysely';

/*
 * The admin's dashboard (issue 36, item 7): new members and revenue per association and calendar month
 * (Asia/Dhaka), kept by statement-level triggers like transaction_counts, so the last 12 months are 12
 * rows read whatever the association's size (bench/growth.ts, "dashboard").
 *
 * Revenue is money in minus money given back, each in the month it happened:
 *  - a payment counts its `amount` in the month of its `transaction_date` once money was taken: an
 *    online payment confirmed or an offline one approved (status success), and a second payment of a
 *    request already paid (refund_pending, refunded, refund_failed: the gateway took the money);
 *  - a refund counts minus its `refund_amount` in the month of its `refunded_at` (status refunded).
 * So a second payment refunded in the same month nets to zero, and one refunded the next month shows
 * in both. New members are memberships by the month of their `created_at`.
 * Each row's contribution is added for the statement's new rows and taken away for its old rows.
 */
const DHAKA_MONTH = (column: string) => `date_trunc('month', ${column} AT TIME ZONE 'Asia/Dhaka')::date`;

const TAKEN = `status IN ('success', 'refund_pending', 'refunded', 'refund_failed') AND transaction_date IS NOT NULL`;
const GIVEN_BACK = `status = 'refunded' AND refunded_at IS NOT NULL`;

/** (association_id, month, new_members, revenue) rows one table's rows add, signed by `sign`. */
const CONTRIBUTIONS = {
  memberships: (rows: string, sign: string) =>
    `SELECT association_id, ${DHAKA_MONTH('created_at')} AS month, ${sign} AS new_members, 0::numeric AS revenue FROM ${rows}`,
  transactions: (rows: string, sign: string) =>
    `SELECT association_id, ${DHAKA_MONTH('transaction_date')} AS month, 0 AS new_members, ${sign} * amount AS revenue
       FROM ${rows} WHERE ${TAKEN}
     UNION ALL
     SELECT association_id, ${DHAKA_MONTH('refunded_at')}, 0, -${sign} * coalesce(refund_amount, amount)
       FROM ${rows} WHERE ${GIVEN_BACK}`,
};

type Table = keyof typeof CONTRIBUTIONS;

function applyFunction(table: Table, operation: 'insert' | 'update' | 'delete'): string {
  const parts = [
    ...(operation === 'delete' ? [] : [CONTRIBUTIONS[table]('new_rows', '1')]),
    ...(operation === 'insert' ? [] : [CONTRIBUTIONS[table]('old_rows', '(-1)')]),
  ];
  // Summed per key, written in key order (two statements lock the counter rows in the same order).
  return `CREATE FUNCTION month_figures_${table}_${operation}() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     INSERT INTO association_month_figures AS f (association_id, month, new_members, revenue)
     SELECT association_id, month, sum(new_members), sum(revenue) FROM (${parts.join(' UNION ALL ')}) changes
     GROUP BY association_id, month HAVING sum(new_members) <> 0 OR sum(revenue) <> 0
     ORDER BY association_id, month
     ON CONFLICT (association_id, month) DO UPDATE
       SET new_members = f.new_members + excluded.new_members, revenue = f.revenue + excluded.revenue;
     RETURN NULL;
   END $$`;
}

function triggers(table: Table): string[] {
  return [
    applyFunction(table, 'insert'),
    applyFunction(table, 'update'),
    applyFunction(table, 'delete'),
    `CREATE TRIGGER month_figures_insert AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION month_figures_${table}_insert()`,
    `CREATE TRIGGER month_figures_update AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
     FOR EACH STATEMENT EXECUTE FUNCTION month_figures_${table}_update()`,
    `CREATE TRIGGER month_figures_delete AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows
     FOR EACH STATEMENT EXECUTE FUNCTION month_figures_${table}_delete()`,
  ];
}

/** Rebuilds the table from memberships and transactions (also used by bench/seed-scale.ts, whose load skips triggers). */
export const REBUILD_MONTH_FIGURES = `INSERT INTO association_month_figures (association_id, month, new_members, revenue)
  SELECT association_id, month, sum(new_members), sum(revenue) FROM (
    ${CONTRIBUTIONS.memberships('memberships', '1')}
    UNION ALL
    ${CONTRIBUTIONS.transactions('transactions', '1')}
  ) everything
  GROUP BY association_id, month`;

const statements = [
  `CREATE TABLE association_month_figures (
    association_id integer NOT NULL,
    month date NOT NULL,
    new_members integer NOT NULL DEFAULT 0,
    revenue numeric(14,2) NOT NULL DEFAULT 0,
    PRIMARY KEY (association_id, month)
  )`,
  ...triggers('memberships'),
  ...triggers('transactions'),
  // TRUNCATE of either table: rebuilt from what the other still holds.
  `CREATE FUNCTION month_figures_rebuild() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN DELETE FROM association_month_figures; ${REBUILD_MONTH_FIGURES}; RETURN NULL; END $$`,
  `CREATE TRIGGER month_figures_truncate AFTER TRUNCATE ON memberships FOR EACH STATEMENT EXECUTE FUNCTION month_figures_rebuild()`,
  `CREATE TRIGGER month_figures_truncate AFTER TRUNCATE ON transactions FOR EACH STATEMENT EXECUTE FUNCTION month_figures_rebuild()`,
  REBUILD_MONTH_FIGURES,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['memberships', 'transactions'])
    for (const name of ['insert', 'update', 'delete', 'truncate'])
      await sql.raw(`DROP TRIGGER IF EXISTS month_figures_${name} ON ${table}`).execute(db);
  for (const table of ['memberships', 'transactions'])
    for (const operation of ['insert', 'update', 'delete'])
      await sql.raw(`DROP FUNCTION IF EXISTS month_figures_${table}_${operation}`).execute(db);
  await sql.raw(`DROP FUNCTION IF EXISTS month_figures_rebuild`).execute(db);
  await sql.raw(`DROP TABLE IF EXISTS association_month_figures`).execute(db);
}
