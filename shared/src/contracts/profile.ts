import { z } from 'zod';
import { isoDate, optionalText, patchOf, requiredText, urlField } from './common';

export * from './profile.paths';

const endNotBeforeStart = {
  check: (v: { start_date?: string; end_date?: string | null }) =>
    !v.start_date || !v.end_date || v.end_date >= v.start_date,
  issue: { path: ['end_date'], message: 'End date must be on or after the start date' },
};

const educationFields = {
  institution: requiredText('Institution', 200),
  degree: requiredText('Degree', 150),
  field_of_study: requiredText('Field of study', 150),
  start_date: isoDate('Start date'),
  end_date: isoDate('End date'),
  current: z.boolean().default(false),
  description: requiredText('Description', 2000),
};

export const educationBodySchema = z.object(educationFields).refine(endNotBeforeStart.check, endNotBeforeStart.issue);
export type EducationBody = z.input<typeof educationBodySchema>;

/** PATCH: any subset of the fields; the API re-checks the merged record with `educationBodySchema`. */
export const educationPatchSchema = patchOf(z.object({ ...educationFields, current: z.boolean() }));
export type EducationPatch = z.input<typeof educationPatchSchema>;

export const educationSchema = z.object({
  id: z.number(),
  institution: z.string(),
  degree: z.string(),
  field_of_study: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  current: z.boolean(),
  description: z.string(),
});
export type Education = z.infer<typeof educationSchema>;

/**
 * Job experience: end date optional. An empty end date is sent as null or ''; with `current` ticked
 * the API stores no end date (null = ongoing, shown as "Present").
 */
const jobExperienceFields = {
  company: requiredText('Company', 200),
  title: requiredText('Title', 150),
  location: requiredText('Location', 200),
  start_date: isoDate('Start date'),
  end_date: isoDate('End date')
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  current: z.boolean().default(false),
  description: requiredText('Description', 2000),
};

export const jobExperienceBodySchema = z
  .object(jobExperienceFields)
  .refine(endNotBeforeStart.check, endNotBeforeStart.issue);
export type JobExperienceBody = z.input<typeof jobExperienceBodySchema>;

/** PATCH: any subset; the API re-checks the merged record with `jobExperienceBodySchema`. */
export const jobExperiencePatchSchema = patchOf(z.object({ ...jobExperienceFields, current: z.boolean() }));
export type JobExperiencePatch = z.input<typeof jobExperiencePatchSchema>;

export const jobExperienceSchema = z.object({
  id: z.number(),
  company: z.string(),
  title: z.string(),
  location: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  current: z.boolean(),
  description: z.string(),
});
export type JobExperience = z.infer<typeof jobExperienceSchema>;

export const contactDetailBodySchema = z.object({
  platform: requiredText('Platform', 50),
  link: urlField('Link'),
  description: optionalText('Description', 500),
});
export type ContactDetailBody = z.input<typeof contactDetailBodySchema>;

/** PATCH: any subset; a description of '' or null clears it. */
export const contactDetailPatchSchema = patchOf(
  z.object({
    platform: contactDetailBodySchema.shape.platform,
    link: contactDetailBodySchema.shape.link,
    description: z
      .string()
      .trim()
      .max(500, 'Description must be at most 500 characters')
      .nullable()
      .transform((v) => (v === '' ? null : v)),
  }),
);
export type ContactDetailPatch = z.input<typeof contactDetailPatchSchema>;

export const contactDetailSchema = z.object({
  id: z.number(),
  platform: z.string(),
  link: z.string(),
  description: z.string().nullable(),
});
export type ContactDetail = z.infer<typeof contactDetailSchema>;

/** GET /auth/user/educations/ (and the other two lists): the caller's own records, unpaginated. */
export const educationListSchema = z.object({ results: z.array(educationSchema) });
export const jobExperienceListSchema = z.object({ results: z.array(jobExperienceSchema) });
export const contactDetailListSchema = z.object({ results: z.array(contactDetailSchema) });

export const profilePictureResponseSchema = z.object({ profile_picture: z.string() });
export type ProfilePictureResponse = z.infer<typeof profilePictureResponseSchema>;
