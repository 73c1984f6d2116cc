import { z } from 'zod';
import { numberError, numberInput, optionalUrl, paginationQuery, patchOf, requiredText, urlField } from './common';
import { DEFAULT_PAGE_SIZE } from './constants';

export * from './associations.paths';

const CURRENT_YEAR_LIMIT = 2100;
export const establishedYear = z.preprocess(
  numberInput,
  z
    .number({ error: numberError('Established year') })
    .int('Established year must be a whole number')
    .min(1800, 'Established year must be 1800 or later')
    .max(CURRENT_YEAR_LIMIT, 'Established year is too far in the future'),
);

export const associationSchema = z.object({
  id: z.number(),
  name: z.string(),
  logo: z.string().nullable(),
  cover: z.string().nullable(),
  tagline: z.string(),
  about: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  established_year: z.number().nullable(),
  society_prefix: z.string(),
  member_count: z.number(),
  links: z.object({ facebook: z.string().nullable(), linkedin: z.string().nullable(), twitter: z.string().nullable() }),
});
export type Association = z.infer<typeof associationSchema>;

export const associationListItemSchema = associationSchema.pick({
  id: true,
  name: true,
  logo: true,
  tagline: true,
  member_count: true,
});
export type AssociationListItem = z.infer<typeof associationListItemSchema>;

export const associationListQuerySchema = paginationQuery(DEFAULT_PAGE_SIZE.associations).extend({
  q: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
  name: z.string().trim().max(100, 'Search text must be at most 100 characters').optional(),
});
export type AssociationListQuery = z.input<typeof associationListQuerySchema>;

/** PATCH /associations/{id}/ (spec section 5: these seven required on the form). */
export const associationUpdateSchema = z.object({
  name: requiredText('Name', 200),
  tagline: requiredText('Tagline', 300),
  about: requiredText('About', 5000),
  address: requiredText('Address', 500),
  website: urlField('Website'),
  established_year: establishedYear,
  society_prefix: requiredText('Society prefix', 20),
  /** '' clears the phone (optionalText would read '' as "not sent"). */
  phone: z.string().trim().max(30, 'Phone must be at most 30 characters').optional(),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Enter a valid email address' }))
    .optional()
    .or(z.literal('')),
  links: z
    .object({
      facebook: optionalUrl('Facebook link'),
      linkedin: optionalUrl('LinkedIn link'),
      twitter: optionalUrl('Twitter link'),
    })
    .partial()
    .optional(),
});
export type AssociationUpdate = z.input<typeof associationUpdateSchema>;

/** PATCH /associations/{id}/: any subset of the form's fields, each checked as on the form. */
export const associationPatchSchema = patchOf(associationUpdateSchema);
export type AssociationPatch = z.input<typeof associationPatchSchema>;
