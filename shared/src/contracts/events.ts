import { z } from 'zod';
import { idParam, numberError, numberInput, paginated, requiredText } from './common';
import { EVENT_PAGE_SIZE, EVENT_STATUSES, RSVP_ANSWERS, RSVP_PAYMENT_STATES, RSVP_STATUSES } from './constants';
import { userSummarySchema } from './user-summary';

export * from './events.paths';

export const eventStatusSchema = z.enum(EVENT_STATUSES, {
  error: `status must be one of ${EVENT_STATUSES.join(', ')}`,
});
export const rsvpStatusSchema = z.enum(RSVP_STATUSES);
export const rsvpPaymentSchema = z.enum(RSVP_PAYMENT_STATES);

/**
 * A moment of an event: an ISO date-time with its offset (`2026-12-20T18:30:00+06:00`, `...Z`), or the
 * `yyyy-MM-ddTHH:mm` of a `datetime-local` input, read in Asia/Dhaka. Answers are ISO text in UTC.
 */
export const eventDateTime = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(40, `${label} must be a date and time`)
    .transform((v, ctx) => {
      const local = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(v);
      const zoned = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(v);
      const time = local ? Date.parse(`${v}+06:00`) : zoned ? Date.parse(v) : Number.NaN;
      if (Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a date and time (yyyy-MM-ddTHH:mm, Asia/Dhaka)` });
        return z.NEVER;
      }
      const year = new Date(time).getUTCFullYear();
      if (year < 2000 || year > 2100) {
        ctx.addIssue({ code: 'custom', message: `${label} must be between 2000 and 2100` });
        return z.NEVER;
      }
      return new Date(time).toISOString();
    });

const eventUrl = z
  .string()
  .trim()
  .max(500, 'Online link must be at most 500 characters')
  .refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), 'Online link must be a valid URL (http or https)')
  .transform((v) => (v === '' ? null : v))
  .nullable();

const capacityField = z.preprocess(
  (v) => (v === '' || v === null ? null : numberInput(v)),
  z
    .number({ error: numberError('Capacity') })
    .int('Capacity must be a whole number')
    .min(1, 'Capacity must be at least 1 (leave it empty for no limit)')
    .max(1_000_000, 'Capacity is too large')
    .nullable(),
);

const feeField = z.preprocess(
  (v) => (v === '' || v === null ? 0 : numberInput(v)),
  z
    .number({ error: numberError('Fee') })
    .min(0, 'Fee cannot be negative')
    .max(10_000_000, 'Fee is too large')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Fee can have at most two decimals'),
);

/** The fields an admin writes; `venue` or `online_url` (or both) must be given. */
const eventFields = {
  title: requiredText('Title', 200),
  /** Line breaks are kept (shown with `white-space: pre-line`). */
  description: z
    .string({ error: 'Description must be text' })
    .max(10_000, 'Description must be at most 10000 characters')
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .default(''),
  starts_at: eventDateTime('Start'),
  ends_at: eventDateTime('End'),
  /** Venue name and address (several lines allowed); empty for an online-only event. */
  venue: z
    .string({ error: 'Venue must be text' })
    .max(500, 'Venue must be at most 500 characters')
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .nullable()
    .transform((v) => (v === '' ? null : v))
    .default(null),
  online_url: eventUrl.default(null),
  /** null: no limit. Refused below the people already going (checked by the API). */
  capacity: capacityField.default(null),
  /** true: members of this association only; false: everyone signed in. */
  members_only: z.boolean({ error: 'Members only must be true or false' }).default(false),
  /** BDT; 0 is a free event. */
  fee: feeField.default(0),
};

function checkEventRules(
  value: { starts_at?: string; ends_at?: string; venue?: string | null; online_url?: string | null },
  ctx: z.RefinementCtx,
  isPatch: boolean,
) {
  if (value.starts_at && value.ends_at && value.ends_at <= value.starts_at) {
    ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'End must be after the start' });
  }
  if (!isPatch && !value.venue && !value.online_url) {
    ctx.addIssue({ code: 'custom', path: ['venue'], message: 'Give a venue or an online link' });
  }
}

/** POST /associations/{id}/events/: a new event, a draft unless `status` says published. */
export const eventCreateSchema = z
  .object({
    ...eventFields,
    status: z.enum(['draft', 'published'], { error: 'status must be draft or published' }).default('draft'),
  })
  .superRefine((v, ctx) => checkEventRules(v, ctx, false));
export type EventCreate = z.input<typeof eventCreateSchema>;

/**
 * PATCH /associations/{id}/events/{eventId}/: any subset, each checked as on create; the API also checks
 * the result (end after start against the stored start, venue or link, capacity against those going).
 * `status: cancelled` cancels (e-mails everyone going or waiting, refunds paid tickets); a cancelled event
 * takes no more changes. `cover: null` removes the cover (upload one with the covers path).
 */
export const eventPatchSchema = z
  .object({
    title: eventFields.title,
    description: z
      .string({ error: 'Description must be text' })
      .max(10_000, 'Description must be at most 10000 characters')
      .transform((v) => v.replace(/\r\n?/g, '\n').trim()),
    starts_at: eventFields.starts_at,
    ends_at: eventFields.ends_at,
    venue: z
      .string({ error: 'Venue must be text' })
      .max(500, 'Venue must be at most 500 characters')
      .transform((v) => v.replace(/\r\n?/g, '\n').trim())
      .nullable()
      .transform((v) => (v === '' ? null : v)),
    online_url: eventUrl,
    capacity: capacityField,
    // No defaults here: a field not sent is left as it is.
    members_only: z.boolean({ error: 'Members only must be true or false' }),
    fee: feeField,
    status: eventStatusSchema,
    cover: z.null({ error: 'cover can only be null here (upload a cover with the covers path)' }),
  })
  .partial()
  .superRefine((v, ctx) => {
    if (!Object.values(v).some((x) => x !== undefined)) {
      ctx.addIssue({ code: 'custom', message: 'Send at least one field to change.' });
    }
    checkEventRules(v, ctx, true);
  });
export type EventPatch = z.input<typeof eventPatchSchema>;

/** The caller's own answer to an event (null when signed out or never answered). */
export const myRsvpSchema = z.object({
  id: z.number(),
  status: rsvpStatusSchema,
  /** 1 for the first on the waiting list; null unless waiting. */
  waiting_position: z.number().nullable(),
  payment: rsvpPaymentSchema,
  /** An unpaid place (paid event) is released at this time unless paid online before; null otherwise. */
  held_until: z.string().nullable(),
  /** The QR code's payload at the door; only while going (and paid, for a paid event). */
  check_in_code: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  updated_at: z.string(),
});
export type MyRsvp = z.infer<typeof myRsvpSchema>;

export const eventSchema = z.object({
  id: z.number(),
  association: z.object({ id: z.number(), name: z.string() }),
  title: z.string(),
  description: z.string(),
  /** ISO date-time in UTC; show it in Asia/Dhaka (`formatEventTime`). */
  starts_at: z.string(),
  ends_at: z.string(),
  venue: z.string().nullable(),
  online_url: z.string().nullable(),
  capacity: z.number().nullable(),
  members_only: z.boolean(),
  /** BDT; 0 is free. */
  fee: z.number(),
  status: eventStatusSchema,
  /** The cover image's URL (under /media), or null. */
  cover: z.string().nullable(),
  going_count: z.number(),
  waiting_count: z.number(),
  /** Places left; null without a capacity. */
  places_left: z.number().nullable(),
  /** The `.ics` file's URL (absolute path under /api/v1). */
  ics_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The caller's answer: null when signed out or never answered. */
  my_rsvp: myRsvpSchema.nullable(),
  /** Whether the caller administers the event's association (drafts, attendees, check-in). */
  can_manage: z.boolean(),
});
/** Named so it does not shadow the DOM `Event` where a page imports it. */
export type AlumniEvent = z.infer<typeof eventSchema>;

export const eventListSchema = paginated(eventSchema);
export type EventList = z.infer<typeof eventListSchema>;

const limitOffset = {
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(100, 'limit must be at most 100')
    .default(EVENT_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000, 'offset is too large')
    .default(0),
};
const searchText = z.string().trim().max(100, 'Search text must be at most 100 characters').optional();
/** upcoming: not yet ended, soonest first (the default); past: ended, latest first. */
export const eventWhenSchema = z.enum(['upcoming', 'past'], { error: 'when must be upcoming or past' });

/** GET /events/: published events (cancelled ones left out) of every association. */
export const eventListQuerySchema = z.object({
  q: searchText,
  association: idParam.optional(),
  when: eventWhenSchema.default('upcoming'),
  ...limitOffset,
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

/** GET /associations/{id}/events/: anyone sees the published and cancelled ones; its admins also drafts, and may filter by status. */
export const associationEventListQuerySchema = z.object({
  q: searchText,
  when: z.enum(['upcoming', 'past', 'all'], { error: 'when must be upcoming, past or all' }).default('all'),
  status: eventStatusSchema.optional(),
  ...limitOffset,
});
export type AssociationEventListQuery = z.input<typeof associationEventListQuerySchema>;

/** GET /events/mine/: the events the caller answered going or waiting (My Events). */
export const myEventListQuerySchema = z.object({ when: eventWhenSchema.default('upcoming'), ...limitOffset });
export type MyEventListQuery = z.input<typeof myEventListQuerySchema>;

export const rsvpBodySchema = z.object({
  status: z.enum(RSVP_ANSWERS, { error: 'status must be going or not_going' }),
});
export type RsvpBody = z.input<typeof rsvpBodySchema>;

/** POST /events/{id}/rsvp/: the caller's answer as it stands (going, or waiting when full) and the counts. */
export const rsvpResponseSchema = z.object({
  status: rsvpStatusSchema,
  message: z.string(),
  rsvp: myRsvpSchema,
  going_count: z.number(),
  waiting_count: z.number(),
});
export type RsvpResponse = z.infer<typeof rsvpResponseSchema>;

/** POST /events/{id}/rsvp/pay/: pay the fee of the caller's going place, like paying a membership request. */
export const eventPaySchema = z.object({
  base_url: z
    .string({ error: 'base_url is required' })
    .trim()
    .min(1, 'base_url is required')
    .max(2000, 'base_url is too long')
    .pipe(z.url({ error: 'base_url must be an absolute URL' })),
  offline: z.boolean({ error: 'offline must be true or false' }).default(false),
});
export type EventPay = z.input<typeof eventPaySchema>;

export const attendeeSchema = z.object({
  /** The RSVP's id (check-in by id). */
  id: z.number(),
  user: userSummarySchema,
  status: rsvpStatusSchema,
  waiting_position: z.number().nullable(),
  payment: rsvpPaymentSchema,
  held_until: z.string().nullable(),
  checked_in_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Attendee = z.infer<typeof attendeeSchema>;

/** GET /associations/{id}/events/{eventId}/attendees/: going first (by name), then waiting in order. */
export const attendeeListQuerySchema = z.object({
  /** Part of the first or last name, or the e-mail address. */
  q: searchText,
  status: z.enum(['going', 'waiting'], { error: 'status must be going or waiting' }).optional(),
  ...limitOffset,
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be 1 or more')
    .max(500, 'limit must be at most 500')
    .default(50),
});
export type AttendeeListQuery = z.input<typeof attendeeListQuerySchema>;

export const attendeeListSchema = paginated(attendeeSchema).extend({
  going_count: z.number(),
  waiting_count: z.number(),
  checked_in_count: z.number(),
});
export type AttendeeList = z.infer<typeof attendeeListSchema>;

/** POST /associations/{id}/events/{eventId}/check-in/: the QR code's `code`, or the RSVP's id (`rsvp`). */
export const checkInBodySchema = z
  .object({
    code: z.string().trim().min(1, 'code is required').max(100, 'code is not a check-in code').optional(),
    rsvp: idParam.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.rsvp === undefined), {
    error: 'Send the scanned code or the attendee (rsvp), one of them',
    path: ['code'],
  });
export type CheckInBody = z.input<typeof checkInBodySchema>;

/**
 * 200 both times: `already` false on the first check-in, true on a later one (with the first time in
 * `checked_in_at`). 404 for a code of another event or unknown; 409 `NOT_GOING` for someone waiting,
 * not going or not yet paid.
 */
export const checkInResponseSchema = z.object({
  already: z.boolean(),
  checked_in_at: z.string(),
  message: z.string(),
  attendee: attendeeSchema,
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;
