import { sql, type Kysely } from 'kysely';

/**
 * The whole first schema. PostgreSQL 15 SQL (runs on PGlite too). One statement per entry:
 * PGlite's extended protocol takes a single statement per query.
 */
const statements = [
  `CREATE TABLE users (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    email text NOT NULL,
    password_hash text NOT NULL,
    first_name text NOT NULL DEFAULT '',
    last_name text NOT NULL DEFAULT '',
    phone_number text NOT NULL DEFAULT '',
    bio text NOT NULL DEFAULT '',
    profile_picture text,
    father_name text,
    mother_name text,
    show_email boolean NOT NULL DEFAULT false,
    show_phone boolean NOT NULL DEFAULT false,
    is_superuser boolean NOT NULL DEFAULT false,
    is_active boolean NOT NULL DEFAULT true,
    password_changed_at timestamptz NOT NULL DEFAULT now(),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email))`,
  `CREATE INDEX users_name_lower_idx ON users (lower(first_name), lower(last_name))`,

  `CREATE TABLE refresh_tokens (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    family_id uuid NOT NULL,
    token_hash text NOT NULL UNIQUE,
    expires_at timestamptz NOT NULL,
    used_at timestamptz,
    revoked_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    user_agent text,
    ip text
  )`,
  `CREATE INDEX refresh_tokens_family_idx ON refresh_tokens (family_id)`,
  `CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id)`,

  `CREATE TABLE educations (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    institution text NOT NULL,
    degree text NOT NULL,
    field_of_study text NOT NULL,
    start_date date NOT NULL,
    end_date date,
    current boolean NOT NULL DEFAULT false,
    description text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX educations_user_idx ON educations (user_id)`,

  `CREATE TABLE job_experiences (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    company text NOT NULL,
    title text NOT NULL,
    location text NOT NULL,
    start_date date NOT NULL,
    end_date date,
    current boolean NOT NULL DEFAULT false,
    description text NOT NULL DEFAULT '',
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX job_experiences_user_idx ON job_experiences (user_id)`,

  `CREATE TABLE contact_details (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    platform text NOT NULL,
    link text NOT NULL,
    description text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX contact_details_user_idx ON contact_details (user_id)`,

  `CREATE TABLE associations (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL,
    logo text,
    cover text,
    tagline text NOT NULL DEFAULT '',
    about text NOT NULL DEFAULT '',
    address text NOT NULL DEFAULT '',
    phone text NOT NULL DEFAULT '',
    email text NOT NULL DEFAULT '',
    website text,
    established_year integer,
    society_prefix text NOT NULL DEFAULT '',
    facebook text,
    linkedin text,
    twitter text,
    last_serial integer NOT NULL DEFAULT 0,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX associations_name_lower_idx ON associations (lower(name) text_pattern_ops)`,

  `CREATE TABLE association_admins (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    association_id integer NOT NULL REFERENCES associations(id) ON DELETE CASCADE,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    designation text NOT NULL DEFAULT 'Admin',
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (association_id, user_id)
  )`,
  `CREATE INDEX association_admins_user_idx ON association_admins (user_id)`,

  `CREATE TABLE association_registration_requests (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    applicant_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name text NOT NULL,
    about text NOT NULL,
    established_year integer NOT NULL,
    address text NOT NULL,
    is_approved boolean NOT NULL DEFAULT false,
    approved_at timestamptz,
    approved_by integer REFERENCES users(id) ON DELETE SET NULL,
    association_id integer REFERENCES associations(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX registration_requests_applicant_idx ON association_registration_requests (applicant_id)`,
  `CREATE INDEX registration_requests_pending_idx ON association_registration_requests (is_approved, created_at DESC)`,

  `CREATE TABLE membership_types (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    association_id integer NOT NULL REFERENCES associations(id) ON DELETE CASCADE,
    name text NOT NULL,
    short_name text NOT NULL,
    description text NOT NULL DEFAULT '',
    fee numeric(12,2) NOT NULL CHECK (fee >= 0),
    duration_month integer NOT NULL CHECK (duration_month BETWEEN 1 AND 1200),
    is_retired boolean NOT NULL DEFAULT false,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX membership_types_association_idx ON membership_types (association_id)`,

  `CREATE TABLE membership_requests (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    association_id integer NOT NULL REFERENCES associations(id) ON DELETE CASCADE,
    membership_type_id integer NOT NULL REFERENCES membership_types(id),
    institute text NOT NULL,
    batch text NOT NULL,
    roll_number text NOT NULL,
    proof_document text,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX membership_requests_user_idx ON membership_requests (user_id)`,
  `CREATE INDEX membership_requests_association_idx ON membership_requests (association_id)`,

  `CREATE TABLE transactions (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    association_id integer NOT NULL REFERENCES associations(id) ON DELETE CASCADE,
    membership_request_id integer NOT NULL REFERENCES membership_requests(id) ON DELETE CASCADE,
    transaction_id text NOT NULL UNIQUE,
    platform_transaction_id text,
    amount numeric(12,2) NOT NULL CHECK (amount >= 0),
    currency text NOT NULL DEFAULT 'BDT',
    offline boolean NOT NULL DEFAULT false,
    success boolean NOT NULL DEFAULT false,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending','success','failed','cancelled')),
    gateway text NOT NULL DEFAULT 'offline',
    gateway_session text,
    base_url text,
    transaction_date timestamptz,
    transaction_method text,
    approved_by integer REFERENCES users(id) ON DELETE SET NULL,
    approved_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX transactions_user_idx ON transactions (user_id, created_at DESC, id DESC)`,
  `CREATE INDEX transactions_association_idx ON transactions (association_id, offline, success, created_at DESC, id DESC)`,
  `CREATE INDEX transactions_request_idx ON transactions (membership_request_id)`,

  `CREATE TABLE memberships (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    association_id integer NOT NULL REFERENCES associations(id) ON DELETE CASCADE,
    membership_type_id integer NOT NULL REFERENCES membership_types(id),
    membership_request_id integer NOT NULL UNIQUE REFERENCES membership_requests(id) ON DELETE CASCADE,
    transaction_id integer REFERENCES transactions(id) ON DELETE SET NULL,
    serial integer NOT NULL,
    start_date date NOT NULL,
    end_date date,
    created_at timestamptz NOT NULL DEFAULT now(),
    UNIQUE (association_id, serial)
  )`,
  `CREATE INDEX memberships_user_idx ON memberships (user_id)`,
  `CREATE INDEX memberships_association_idx ON memberships (association_id, serial)`,
  `CREATE INDEX membership_requests_batch_idx ON membership_requests (association_id, batch)`,

  `CREATE TABLE contact_messages (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL,
    email text NOT NULL,
    subject text,
    message text NOT NULL,
    ip text,
    created_at timestamptz NOT NULL DEFAULT now(),
    read_at timestamptz
  )`,

  `CREATE TABLE mail_outbox (
    id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    to_address text NOT NULL,
    subject text NOT NULL,
    message bytea NOT NULL,
    attempts integer NOT NULL DEFAULT 0,
    last_error text,
    next_attempt_at timestamptz NOT NULL DEFAULT now(),
    sent_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX mail_outbox_pending_idx ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL`,
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'contact_messages',
    'memberships',
    'transactions',
    'membership_requests',
    'membership_types',
    'association_registration_requests',
    'association_admins',
    'associations',
    'contact_details',
    'job_experiences',
    'educations',
    'refresh_tokens',
    'users',
  ])
    await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
}
