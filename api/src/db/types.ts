import type { ColumnType, Generated } from 'kysely';

/*
 * The Kysely view of the schema (migrations/: 2026-11-22T1430-initial-schema.ts, 2026-11-22T1700-performance-indexes.ts).
 * Both drivers parse results the same way (see type-parsers.ts): timestamptz -> ISO string
 * (`2026-11-22T14:30:00.000Z`), date -> `yyyy-MM-dd`, numeric and int8 -> number.
 */

/** timestamptz: read as an ISO string, written as a Date or an ISO string. */
type Timestamp = ColumnType<string, Date | string, Date | string>;
type DefaultTimestamp = ColumnType<string, Date | string | undefined, Date | string>;
/** date: `yyyy-MM-dd` both ways. */
type DateOnly = ColumnType<string, string, string>;
/** numeric(12,2): read as a number; written as a number or a decimal string. */
type Numeric = ColumnType<number, number | string, number | string>;
type Id = Generated<number>;
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export type UsersTable = {
  id: Id;
  email: string;
  password_hash: string;
  first_name: Defaulted<string>;
  last_name: Defaulted<string>;
  phone_number: Defaulted<string>;
  bio: Defaulted<string>;
  profile_picture: string | null;
  father_name: string | null;
  mother_name: string | null;
  show_email: Defaulted<boolean>;
  show_phone: Defaulted<boolean>;
  is_superuser: Defaulted<boolean>;
  is_active: Defaulted<boolean>;
  /** Unguessable, for public profile links (a database default). */
  public_handle: Defaulted<string>;
  password_changed_at: DefaultTimestamp;
  /** null until the owner follows a verification (or reset) link. */
  email_verified_at: ColumnType<string | null, Date | string | null | undefined, Date | string | null>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
};

type RefreshTokensTable = {
  id: Id;
  user_id: number;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: DefaultTimestamp;
  user_agent: string | null;
  ip: string | null;
};

export type EducationsTable = {
  id: Id;
  user_id: number;
  institution: string;
  degree: string;
  field_of_study: string;
  start_date: DateOnly;
  end_date: DateOnly | null;
  current: Defaulted<boolean>;
  description: Defaulted<string>;
  created_at: DefaultTimestamp;
};

export type JobExperiencesTable = {
  id: Id;
  user_id: number;
  company: string;
  title: string;
  location: string;
  start_date: DateOnly;
  end_date: DateOnly | null;
  current: Defaulted<boolean>;
  description: Defaulted<string>;
  created_at: DefaultTimestamp;
};

export type ContactDetailsTable = {
  id: Id;
  user_id: number;
  platform: string;
  link: string;
  description: string | null;
  created_at: DefaultTimestamp;
};

export type AssociationsTable = {
  id: Id;
  name: string;
  logo: string | null;
  cover: string | null;
  tagline: Defaulted<string>;
  about: Defaulted<string>;
  address: Defaulted<string>;
  phone: Defaulted<string>;
  email: Defaulted<string>;
  website: string | null;
  established_year: number | null;
  society_prefix: Defaulted<string>;
  facebook: string | null;
  linkedin: string | null;
  twitter: string | null;
  last_serial: Defaulted<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
};

type AssociationAdminsTable = {
  id: Id;
  association_id: number;
  user_id: number;
  designation: Defaulted<string>;
  created_at: DefaultTimestamp;
};

type AssociationRegistrationRequestsTable = {
  id: Id;
  applicant_id: number;
  name: string;
  about: string;
  established_year: number;
  address: string;
  is_approved: Defaulted<boolean>;
  approved_at: Timestamp | null;
  approved_by: number | null;
  association_id: number | null;
  created_at: DefaultTimestamp;
};

export type MembershipTypesTable = {
  id: Id;
  association_id: number;
  name: string;
  short_name: string;
  description: Defaulted<string>;
  fee: Numeric;
  duration_month: number;
  is_retired: Defaulted<boolean>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
};

type MembershipRequestsTable = {
  id: Id;
  user_id: number;
  association_id: number;
  membership_type_id: number;
  institute: string;
  batch: string;
  roll_number: string;
  proof_document: string | null;
  created_at: DefaultTimestamp;
};

export type TransactionStatus =
  'pending' | 'success' | 'failed' | 'cancelled' | 'refund_pending' | 'refunded' | 'refund_failed';

type TransactionsTable = {
  id: Id;
  user_id: number;
  association_id: number;
  membership_request_id: number;
  transaction_id: string;
  platform_transaction_id: string | null;
  amount: Numeric;
  currency: Defaulted<string>;
  offline: Defaulted<boolean>;
  success: Defaulted<boolean>;
  status: Defaulted<TransactionStatus>;
  gateway: Defaulted<string>;
  gateway_session: string | null;
  base_url: string | null;
  transaction_date: Timestamp | null;
  transaction_method: string | null;
  approved_by: number | null;
  approved_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Migration 2026-11-24T0030: the checkout of a pending online payment, and the refund of a second payment. */
  payment_url: string | null;
  refund_reference: string | null;
  refund_amount: Numeric | null;
  refund_requested_at: Timestamp | null;
  refunded_at: Timestamp | null;
  refund_reason: string | null;
};

type MembershipsTable = {
  id: Id;
  user_id: number;
  association_id: number;
  membership_type_id: number;
  membership_request_id: number;
  transaction_id: number | null;
  serial: number;
  start_date: DateOnly;
  end_date: DateOnly | null;
  created_at: DefaultTimestamp;
  /** The request's batch, copied by a trigger (migration 2026-11-22T1700): members by batch use one index. */
  batch: Defaulted<string>;
};

/** Rows per association and payment state, kept by triggers: the count of a transaction list. */
type TransactionCountsTable = {
  association_id: number;
  offline: boolean;
  success: boolean;
  n: number;
};

/** Memberships per association and batch, kept by triggers: the count of a member list. */
type MembershipCountsTable = {
  association_id: number;
  batch: string;
  n: number;
};

/**
 * Members per association by the day their latest membership ends ('infinity': one is for life), kept
 * by triggers (migration 2026-11-22T1800): the active member count is the sum over ends >= today.
 */
type MemberEndCountsTable = {
  association_id: number;
  /** yyyy-MM-dd, or 'infinity'. */
  ends: string;
  n: number;
};

export type ContactMessagesTable = {
  id: Id;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  ip: string | null;
  created_at: DefaultTimestamp;
  read_at: Timestamp | null;
};

type MailOutboxTable = {
  id: Id;
  to_address: string;
  subject: string;
  /** bytea: a Buffer from pg, a Uint8Array from PGlite (Buffer is a Uint8Array). */
  message: Uint8Array;
  attempts: Defaulted<number>;
  last_error: string | null;
  next_attempt_at: DefaultTimestamp;
  sent_at: Timestamp | null;
  created_at: DefaultTimestamp;
};

export type AccountTokenPurpose = 'password_reset' | 'email_verification';

type AccountTokensTable = {
  id: Id;
  purpose: AccountTokenPurpose;
  user_id: number;
  token_hash: string;
  email: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: DefaultTimestamp;
};

export type DB = {
  users: UsersTable;
  refresh_tokens: RefreshTokensTable;
  educations: EducationsTable;
  job_experiences: JobExperiencesTable;
  contact_details: ContactDetailsTable;
  associations: AssociationsTable;
  association_admins: AssociationAdminsTable;
  association_registration_requests: AssociationRegistrationRequestsTable;
  membership_types: MembershipTypesTable;
  membership_requests: MembershipRequestsTable;
  transactions: TransactionsTable;
  memberships: MembershipsTable;
  transaction_counts: TransactionCountsTable;
  membership_counts: MembershipCountsTable;
  member_end_counts: MemberEndCountsTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  account_tokens: AccountTokensTable;
};
