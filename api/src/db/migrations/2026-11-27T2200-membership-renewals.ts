import { sql, type Kysely } from 'kysely';

/*
 * Renewal (issue 36): a membership request may renew an existing membership (`renewal_of`) instead of
 * asking for a new one; paying for it extends that membership (same serial) by a new period.
 * membership_periods keeps every period of a membership (the first one made with it, one per renewal),
 * each tied to the request that paid for it (unique: a replayed confirmation never adds a second period).
 * memberships.period_start is the current period's first day: reminders and the certificate's
 * verification code key on the period, while start_date stays the day the membership began.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE membership_requests
    ADD COLUMN renewal_of integer REFERENCES memberships(id) ON DELETE CASCADE`.execute(db);
  await sql`CREATE INDEX membership_requests_renewal_idx ON membership_requests (renewal_of)
    WHERE renewal_of IS NOT NULL`.execute(db);
  await sql`ALTER TABLE memberships ADD COLUMN period_start date`.execute(db);
  await sql`UPDATE memberships SET period_start = start_date`.execute(db);
  await sql`ALTER TABLE memberships ALTER COLUMN period_start SET NOT NULL`.execute(db);
  // A membership begins with its first period: inserted without period_start, it is its start_date.
  await sql`CREATE FUNCTION memberships_period_start_default() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.period_start := coalesce(NEW.period_start, NEW.start_date);
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER memberships_period_start_default BEFORE INSERT ON memberships
    FOR EACH ROW EXECUTE FUNCTION memberships_period_start_default()`.execute(db);
  await sql`CREATE TABLE membership_periods (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    membership_id integer NOT NULL REFERENCES memberships(id) ON DELETE CASCADE,
    membership_request_id integer NOT NULL UNIQUE REFERENCES membership_requests(id) ON DELETE CASCADE,
    transaction_id integer REFERENCES transactions(id) ON DELETE SET NULL,
    membership_type_id integer NOT NULL REFERENCES membership_types(id),
    start_date date NOT NULL,
    end_date date,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (membership_id, start_date)
  )`.execute(db);
  await sql`INSERT INTO membership_periods
      (membership_id, membership_request_id, transaction_id, membership_type_id, start_date, end_date, created_at)
    SELECT id, membership_request_id, transaction_id, membership_type_id, start_date, end_date, created_at
    FROM memberships`.execute(db);
  // The members list filtered by status and sorted by end date reads this range.
  await sql`CREATE INDEX memberships_association_end_date_idx ON memberships (association_id, end_date, serial)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX memberships_association_end_date_idx`.execute(db);
  await sql`DROP TABLE membership_periods`.execute(db);
  await sql`DROP TRIGGER memberships_period_start_default ON memberships`.execute(db);
  await sql`DROP FUNCTION memberships_period_start_default()`.execute(db);
  await sql`ALTER TABLE memberships DROP COLUMN period_start`.execute(db);
  await sql`DELETE FROM membership_requests WHERE renewal_of IS NOT NULL`.execute(db);
  await sql`ALTER TABLE membership_requests DROP COLUMN renewal_of`.execute(db);
}
