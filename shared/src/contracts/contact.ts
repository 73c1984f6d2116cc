import { z } from 'zod';
import { optionalText, paginationQuery, queryBoolean, requiredText } from './common';
import { DEFAULT_PAGE_SIZE } from './constants';

export * from './contact.paths';

export const contactMessageBodySchema = z.object({
  name: requiredText('Name', 150),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254)
    .pipe(z.email({ error: 'Enter a valid email address' })),
  subject: optionalText('Subject', 200),
  message: requiredText('Message', 5000),
});
export type ContactMessageBody = z.input<typeof contactMessageBodySchema>;

export const contactMessageSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  created_at: z.string(),
  /** Marked read by the super admin (PATCH `{ read: true }`). */
  read: z.boolean(),
  read_at: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** GET /contact-messages/ (super admin): newest first, optionally only unread (`read=false`) or read. */
export const contactMessageListQuerySchema = paginationQuery(DEFAULT_PAGE_SIZE.contactMessages).extend({
  read: queryBoolean.optional(),
});

export const contactMessagePatchSchema = z.object({ read: z.boolean({ error: 'read must be true or false' }) });
export type ContactMessagePatch = z.input<typeof contactMessagePatchSchema>;

/** GET /stats/: landing-page counters. members = memberships active today; users = active accounts. */
export const siteStatsSchema = z.object({ associations: z.number(), members: z.number(), users: z.number() });
export type SiteStats = z.infer<typeof siteStatsSchema>;
