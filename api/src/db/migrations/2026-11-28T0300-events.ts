import { sql, type Kysely } from 'kysely';

/*
 * Events (issue 38): an association's reunions and gatherings, the people's answers (RSVPs) with a
 * waiting list, and paid tickets through the membership payment flow.
 *
 *  - `events.going_count` / `waiting_count` are kept by a row trigger on event_rsvps: every RSVP change
 *    runs with the event's row locked (the service's SELECT ... FOR UPDATE), so the counter update never
 *    waits on another, and a list of events reads its counts without touching event_rsvps.
 *  - An event lasts at most 31 days (checked by the API), so "upcoming" (not yet ended) is a range of
 *    `starts_at` on the partial index below, whatever the number of past events.
 *  - `event_rsvps.waiting_position` orders the waiting list (a sequence: taken under the event's lock,
 *    so it is the order people answered in).
 *  - A transaction pays either a membership request or an event RSVP, never both, never neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE events (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    association_id integer NOT NULL REFERENCES associations (id) ON DELETE CASCADE,
    title text NOT NULL,
    description text NOT NULL DEFAULT '',
    starts_at timestamptz NOT NULL,
    ends_at timestamptz NOT NULL,
    venue text,
    online_url text,
    capacity integer CHECK (capacity IS NULL OR capacity > 0),
    members_only boolean NOT NULL DEFAULT false,
    fee numeric(12,2) NOT NULL DEFAULT 0 CHECK (fee >= 0),
    status text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'published', 'cancelled')),
    cover text,
    going_count integer NOT NULL DEFAULT 0,
    waiting_count integer NOT NULL DEFAULT 0,
    created_by integer REFERENCES users (id) ON DELETE SET NULL,
    cancelled_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CHECK (ends_at > starts_at),
    CHECK (venue IS NOT NULL OR online_url IS NOT NULL)
  )`.execute(db);
  // The public list: published events by start (upcoming from now - 31 days, past backwards from now).
  await sql`CREATE INDEX events_published_starts_idx ON events (starts_at, id) WHERE status = 'published'`.execute(db);
  // One association's events (its admins' list, its tab), by start; the public list filtered by association.
  await sql`CREATE INDEX events_association_starts_idx ON events (association_id, starts_at, id)`.execute(db);
  await sql`CREATE INDEX events_association_published_idx ON events (association_id, starts_at, id)
    WHERE status = 'published'`.execute(db);
  await sql`CREATE SEQUENCE event_rsvps_waiting_seq`.execute(db);

  await sql`CREATE TABLE event_rsvps (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    event_id integer NOT NULL REFERENCES events (id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status text NOT NULL CHECK (status IN ('going', 'waiting', 'not_going')),
    waiting_position bigint,
    payment text NOT NULL DEFAULT 'free' CHECK (payment IN ('free', 'unpaid', 'pending', 'paid', 'refunded')),
    held_until timestamptz,
    paid_at timestamptz,
    check_in_code text NOT NULL UNIQUE,
    checked_in_at timestamptz,
    checked_in_by integer REFERENCES users (id) ON DELETE SET NULL,
    reminded_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (event_id, user_id),
    CHECK ((status = 'waiting') = (waiting_position IS NOT NULL))
  )`.execute(db);
  await sql`CREATE INDEX event_rsvps_event_status_idx ON event_rsvps (event_id, status, waiting_position)`.execute(db);
  await sql`CREATE INDEX event_rsvps_user_idx ON event_rsvps (user_id, event_id)`.execute(db);
  await sql`CREATE INDEX event_rsvps_held_idx ON event_rsvps (held_until) WHERE held_until IS NOT NULL`.execute(db);

  await sql`CREATE FUNCTION event_rsvp_counts() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     IF TG_OP IN ('UPDATE', 'DELETE') THEN
       UPDATE events SET
         going_count = going_count - (OLD.status = 'going')::int,
         waiting_count = waiting_count - (OLD.status = 'waiting')::int
       WHERE id = OLD.event_id AND OLD.status IN ('going', 'waiting');
     END IF;
     IF TG_OP IN ('INSERT', 'UPDATE') THEN
       UPDATE events SET
         going_count = going_count + (NEW.status = 'going')::int,
         waiting_count = waiting_count + (NEW.status = 'waiting')::int
       WHERE id = NEW.event_id AND NEW.status IN ('going', 'waiting');
     END IF;
     RETURN NULL;
   END $$`.execute(db);
  await sql`CREATE TRIGGER event_rsvp_counts AFTER INSERT OR DELETE OR UPDATE OF status, event_id ON event_rsvps
    FOR EACH ROW EXECUTE FUNCTION event_rsvp_counts()`.execute(db);

  await sql`ALTER TABLE transactions ALTER COLUMN membership_request_id DROP NOT NULL`.execute(db);
  await sql`ALTER TABLE transactions ADD COLUMN event_rsvp_id integer REFERENCES event_rsvps (id) ON DELETE CASCADE`.execute(
    db,
  );
  await sql`ALTER TABLE transactions ADD CONSTRAINT transactions_one_subject
    CHECK ((membership_request_id IS NULL) <> (event_rsvp_id IS NULL))`.execute(db);
  await sql`CREATE INDEX transactions_event_rsvp_idx ON transactions (event_rsvp_id) WHERE event_rsvp_id IS NOT NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DELETE FROM transactions WHERE event_rsvp_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE transactions DROP CONSTRAINT transactions_one_subject`.execute(db);
  await sql`ALTER TABLE transactions DROP COLUMN event_rsvp_id`.execute(db);
  await sql`ALTER TABLE transactions ALTER COLUMN membership_request_id SET NOT NULL`.execute(db);
  await sql`DROP TABLE event_rsvps`.execute(db);
  await sql`DROP FUNCTION event_rsvp_counts()`.execute(db);
  await sql`DROP SEQUENCE event_rsvps_waiting_seq`.execute(db);
  await sql`DROP TABLE events`.execute(db);
}
