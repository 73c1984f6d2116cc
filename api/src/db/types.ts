import type { Language } from '@alumni/shared/i18n';
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
  /** The language of the person's mails and certificate (`en` or `bn`). */
  language: Defaulted<Language>;
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
  /** Renewal reminders mailed to its members (migration 2026-11-27T2300). */
  reminders_enabled: Defaulted<boolean>;
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
  refused_at: Timestamp | null;
  refused_by: number | null;
  refusal_reason: Defaulted<string>;
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
  /** The membership this request renews (null: a first application). */
  renewal_of: Defaulted<number | null>;
  /** `imported`: made by a member import, no application behind it (migration 2026-11-28T0100). */
  source: Defaulted<MembershipSource>;
};

export type MembershipSource = 'application' | 'imported';

export type TransactionStatus =
  'pending' | 'success' | 'failed' | 'cancelled' | 'refund_pending' | 'refunded' | 'refund_failed';

type TransactionsTable = {
  id: Id;
  user_id: number;
  association_id: number;
  /** Migration 2026-11-28T0300: null for an event ticket (then event_rsvp_id); exactly one of the two is set. */
  membership_request_id: number | null;
  event_rsvp_id: number | null;
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
  /** Migration 2026-11-28T0200: what the member typed when claiming an offline payment. */
  claim_reference: string | null;
  claim_method: string | null;
  claim_paid_on: DateOnly | null;
  claim_phone: string | null;
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
  /** The first day of the current period (start_date until a renewal, set by a trigger; migration 2026-11-27T2200). */
  period_start: Defaulted<string>;
  created_at: DefaultTimestamp;
  /** The request's batch, copied by a trigger (migration 2026-11-22T1700): members by batch use one index. */
  batch: Defaulted<string>;
  /** Where it came from: an application, or a member import (migration 2026-11-28T0100). */
  source: Defaulted<MembershipSource>;
};

/** Every period of a membership: the first, and one per paid renewal (one per paying request). */
type MembershipPeriodsTable = {
  id: Id;
  membership_id: number;
  membership_request_id: number;
  transaction_id: number | null;
  membership_type_id: number;
  start_date: DateOnly;
  end_date: DateOnly | null;
  created_at: DefaultTimestamp;
};

/** The verification code of a membership's certificate, one per period (migration 2026-11-27T2150). */
type CertificateCodesTable = {
  code: string;
  membership_id: number;
  period_start: DateOnly;
  /** null: a lifetime membership. */
  period_end: DateOnly | null;
  created_at: DefaultTimestamp;
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
/** New members and revenue per association and Asia/Dhaka month (trigger-kept, migration 2026-11-27T2200). */
type AssociationMonthFiguresTable = {
  association_id: number;
  /** yyyy-MM-01. */
  month: string;
  new_members: number;
  revenue: number;
};

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

/** One renewal reminder mailed, per membership period (its end date) and kind (migration 2026-11-27T2300). */
type MembershipRemindersTable = {
  id: Id;
  membership_id: number;
  period_end: DateOnly;
  kind: 'end_day' | '7_days' | '30_days';
  mail_id: number | null;
  sent_at: DefaultTimestamp;
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

export type StatementLayout = 'bkash' | 'nagad' | 'bank' | 'generic';
export type ReconciliationStatus = 'queued' | 'running' | 'done' | 'failed';

/** One statement upload and its progress (migration 2026-11-28T0200). */
type StatementReconciliationsTable = {
  id: Id;
  association_id: number;
  uploaded_by: number | null;
  layout: StatementLayout;
  file_name: Defaulted<string>;
  /** The stored file a job reads (app.storage), null once read or for one read in the request. */
  file_key: string | null;
  /** The generic layout's columns, as the admin mapped them. */
  mapping: ColumnType<unknown, string | null | undefined, string | null>;
  status: Defaulted<ReconciliationStatus>;
  rows_total: Defaulted<number>;
  rows_done: Defaulted<number>;
  error: string | null;
  created_at: DefaultTimestamp;
  finished_at: Timestamp | null;
};

/** An incoming credit of a statement, once per association, provider and key; settles at most one payment. */
type StatementLinesTable = {
  id: Id;
  association_id: number;
  provider: string;
  line_key: string;
  trx_id: string | null;
  reference: string | null;
  amount: Numeric;
  paid_on: DateOnly;
  payer_phone: string | null;
  description: string | null;
  settled_transaction_id: number | null;
  settled_by: number | null;
  settled_at: Timestamp | null;
  created_at: DefaultTimestamp;
};

/** Each line of an upload, with the payment proposed for it (null: unmatched or settled before). */
type StatementMatchesTable = {
  reconciliation_id: number;
  statement_line_id: number;
  row_number: number;
  transaction_id: number | null;
  kind: 'reference' | 'amount_date_phone' | null;
  reason: string | null;
};

/** Migration 2026-11-28T0300 (issue 38). */
export type EventStatus = 'draft' | 'published' | 'cancelled';
export type RsvpStatus = 'going' | 'waiting' | 'not_going';
export type RsvpPayment = 'free' | 'unpaid' | 'pending' | 'paid' | 'refunded';

type EventsTable = {
  id: Id;
  association_id: number;
  title: string;
  description: Defaulted<string>;
  starts_at: Timestamp;
  ends_at: Timestamp;
  venue: string | null;
  online_url: string | null;
  capacity: number | null;
  members_only: Defaulted<boolean>;
  fee: ColumnType<number, number | string | undefined, number | string>;
  status: Defaulted<EventStatus>;
  cover: string | null;
  /** Kept by the trigger event_rsvp_counts. */
  going_count: Defaulted<number>;
  waiting_count: Defaulted<number>;
  created_by: number | null;
  cancelled_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
};

type EventRsvpsTable = {
  id: Id;
  event_id: number;
  user_id: number;
  status: RsvpStatus;
  /** The waiting list's order (a sequence); set exactly while waiting. */
  waiting_position: number | null;
  payment: Defaulted<RsvpPayment>;
  held_until: Timestamp | null;
  paid_at: Timestamp | null;
  check_in_code: string;
  checked_in_at: Timestamp | null;
  checked_in_by: number | null;
  reminded_at: Timestamp | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
};

export type MemberImportStatus = 'queued' | 'running' | 'done' | 'failed';

/** A member import run as a job: its file, progress and outcome (migration 2026-11-28T0100). */
type MemberImportsTable = {
  id: Id;
  association_id: number;
  created_by: number | null;
  status: Defaulted<MemberImportStatus>;
  /** The uploaded file in the private store. */
  file_key: string;
  /** jsonb: field -> column header. */
  mapping: ColumnType<Record<string, string>, string, string>;
  rows_total: Defaulted<number>;
  rows_done: Defaulted<number>;
  /** jsonb: the import's answer once done. */
  result: ColumnType<unknown, string | null | undefined, string | null>;
  error: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  finished_at: Timestamp | null;
};

/** Someone a member import made an account for; mailed an invitation once (invited_at). */
type MemberInvitationsTable = {
  user_id: number;
  association_id: number;
  mail_id: number | null;
  invited_at: Timestamp | null;
  created_at: DefaultTimestamp;
};

export type DB = {
  events: EventsTable;
  event_rsvps: EventRsvpsTable;
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
  membership_periods: MembershipPeriodsTable;
  certificate_codes: CertificateCodesTable;
  transaction_counts: TransactionCountsTable;
  membership_counts: MembershipCountsTable;
  member_end_counts: MemberEndCountsTable;
  association_month_figures: AssociationMonthFiguresTable;
  contact_messages: ContactMessagesTable;
  mail_outbox: MailOutboxTable;
  membership_reminders: MembershipRemindersTable;
  account_tokens: AccountTokensTable;
  statement_reconciliations: StatementReconciliationsTable;
  statement_lines: StatementLinesTable;
  statement_matches: StatementMatchesTable;
  member_imports: MemberImportsTable;
  member_invitations: MemberInvitationsTable;
};
