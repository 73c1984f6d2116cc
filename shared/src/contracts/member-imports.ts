import { z } from 'zod';
import { idParam } from './common';

export * from './member-imports.paths';

/**
 * The columns of the import template, in order: also the fields a column maps to. A file whose
 * headers are named like these needs no mapping.
 */
export const MEMBER_IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'institute',
  'batch',
  'roll_number',
  'membership_type',
  'serial',
  'start_date',
  'end_date',
] as const;
export type MemberImportField = (typeof MEMBER_IMPORT_FIELDS)[number];

export const MEMBER_IMPORT_FIELD_LABELS: Record<MemberImportField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  email: 'E-mail',
  phone_number: 'Phone number',
  institute: 'Institute',
  batch: 'Batch',
  roll_number: 'Roll number',
  membership_type: 'Membership type (name or short name)',
  serial: 'Serial',
  start_date: 'Start date',
  end_date: 'End date (or "lifetime")',
};

/** The multipart field of the file. */
export const MEMBER_IMPORT_FILE_FIELD = 'file';
/** Files with more data rows than this are imported by a job (202), with a progress to follow. */
export const MEMBER_IMPORT_JOB_THRESHOLD = 500;

/** field -> the header of the column it reads ('' or absent: not imported). */
export const memberImportMappingSchema = z.partialRecord(
  z.enum(MEMBER_IMPORT_FIELDS),
  z.string().trim().max(200, 'A column header is at most 200 characters'),
);
export type MemberImportMapping = z.infer<typeof memberImportMappingSchema>;

/** The form fields beside the file. */
export const memberImportFormSchema = z.object({
  dry_run: z
    .enum(['true', 'false', '1', '0', ''], { error: 'dry_run must be true or false' })
    .optional()
    .transform((v) => v === 'true' || v === '1'),
  mapping: z
    .string()
    .max(10_000, 'The mapping is too long')
    .optional()
    .transform((text, ctx) => {
      if (!text?.trim()) return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'The mapping must be a JSON object: {"email": "E-mail address", ...}',
        });
        return z.NEVER;
      }
    })
    .pipe(memberImportMappingSchema.optional()),
});

export const memberImportActionSchema = z.enum(['create', 'update', 'unchanged', 'refuse']);
export type MemberImportAction = z.infer<typeof memberImportActionSchema>;

/** One data row: what the import does (or did) with it, and why when it refuses it. */
export const memberImportRowSchema = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number(),
  action: memberImportActionSchema,
  reason: z.string().optional(),
  name: z.string(),
  email: z.string(),
  /** The serial the membership has or gets (null: refused). */
  serial: z.number().nullable(),
  /** An account is made for this person and mailed an invitation. */
  invited: z.boolean(),
});
export type MemberImportRow = z.infer<typeof memberImportRowSchema>;

export const memberImportResultSchema = z.object({
  dry_run: z.boolean(),
  format: z.enum(['csv', 'xlsx']),
  encoding: z.string(),
  rows_total: z.number(),
  created: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  /** Rows refused, each with its reason. */
  refused: z.array(z.object({ row: z.number(), reason: z.string() })),
  /** Accounts made (and mailed an invitation). */
  invited: z.number(),
  /** The file's column headers (to map them). */
  headers: z.array(z.string()),
  /** The mapping used (given, or found from the headers). */
  mapping: memberImportMappingSchema,
  rows: z.array(memberImportRowSchema),
});
export type MemberImportResult = z.infer<typeof memberImportResultSchema>;

export const memberImportJobSchema = z.object({
  id: z.number(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  rows_total: z.number(),
  /**
   * Rows done of rows_total: checking the rows against the database is the first half of the way,
   * writing them the second (on PostgreSQL it moves while the rows are written; on the embedded
   * database the write's one transaction holds the only connection, so it moves before it).
   */
  rows_done: z.number(),
  result: memberImportResultSchema.nullable(),
  error: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type MemberImportJob = z.infer<typeof memberImportJobSchema>;

/** 200: the result (a dry run, or a small file imported); 202: a job to follow. */
export type MemberImportAnswer = MemberImportResult | MemberImportJob;

/** GET /associations/{id}/members/import/{importId}/ */
export const memberImportParamsSchema = z.object({ id: idParam, importId: idParam });
