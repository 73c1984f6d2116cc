import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';

// Browsers run the site under a CSP without 'unsafe-eval': zod's compiled parsers (and its probe for
// them, a `new Function`) would be reported as violations there, so browsers parse without them.
// The API keeps them (faster object parsing).
if ('window' in globalThis) z.config({ jitless: true });

/** A required, trimmed, bounded text field with a message a person can act on. */
export const requiredText = (label: string, max = 255) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const optionalText = (label: string, max = 255) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .or(z.literal('').transform(() => undefined));

export const urlField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(500, `${label} must be at most 500 characters`)
    .pipe(z.url({ protocol: /^https?$/, error: `${label} must be a valid URL (http or https)` }));

export const optionalUrl = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((v) => v === '' || /^https?:\/\/[^\s]+\.[^\s]+/.test(v), `${label} must be a valid URL (http or https)`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();

/**
 * A number from a form, sent as a number or as numeric text. Empty text and null read as missing
 * ("<label> is required"), never as 0; true/false and other text are "<label> must be a number".
 * Use as `z.preprocess(numberInput, z.number({ error: numberError('Fee') }).min(...))`.
 */
export const numberInput = (value: unknown): unknown => {
  if (value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  if (typeof value === 'string') return Number(value.trim());
  return value;
};

export const numberError =
  (label: string) =>
  (issue: { input?: unknown }): string =>
    issue.input === undefined ? `${label} is required` : `${label} must be a number`;

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email({ error: 'Enter a valid email address' }));

/** Why `v` is not a usable `yyyy-MM-dd` day, or null. `Date.parse` alone rolls 2026-02-30 over to March. */
function dateProblem(label: string, v: string): string | null {
  if (v === '') return `${label} is required`;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return `${label} must be a date (yyyy-MM-dd)`;
  const time = Date.parse(`${v}T00:00:00Z`);
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== v) return `${label} must be a real date`;
  if (v < '1900-01-01' || v > '2100-12-31') return `${label} must be between 1900 and 2100`;
  return null;
}

/** ISO calendar date `yyyy-MM-dd`: a day that exists, in the years 1900-2100; one message per problem. */
export const isoDate = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .superRefine((v, ctx) => {
      const problem = dateProblem(label, v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

export const idParam = z.coerce
  .number({ error: 'id must be a number' })
  .int('id must be a whole number')
  .positive('id must be positive')
  .max(2147483647, 'id is out of range');

export const idParamsSchema = z.object({ id: idParam });

export const EMPTY_PATCH_MESSAGE = 'Send at least one field to change.';

/**
 * A PATCH body: any subset of the object's fields, each checked as on create when present. An empty
 * body (or one whose fields are all unknown) is refused with a 400 rather than answered as a silent no-op.
 */
export const patchOf = <Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) =>
  schema.partial().refine((value) => Object.values(value).some((v) => v !== undefined), { error: EMPTY_PATCH_MESSAGE });

/** page/limit query used by every list; `defaultLimit` differs per list (spec section 9). */
export const paginationQuery = (defaultLimit: number, maxLimit = 100) =>
  z.object({
    page: z.coerce.number().int('page must be a whole number').min(1, 'page must be 1 or more').max(100000).default(1),
    limit: z.coerce
      .number()
      .int('limit must be a whole number')
      .min(1, 'limit must be 1 or more')
      .max(maxLimit, `limit must be at most ${maxLimit}`)
      .default(defaultLimit),
  });

export const paginated = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ count: z.number().int(), results: z.array(item) });

export type Paginated<T> = { count: number; results: T[] };

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** Boolean query flags arrive as text: accept true/false/1/0. */
export const queryBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/** A person's language: English or Bangla. */
export const languageField = z.enum(LANGUAGES, { error: 'Choose English (en) or Bangla (bn)' });
