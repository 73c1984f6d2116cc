import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages';
import { phoneField } from './auth';
import { emailField, languageField, patchOf, requiredText } from './common';
import { contactDetailSchema, educationSchema, jobExperienceSchema } from './profile';

export * from './users.paths';

/** PATCH /auth/user/: any subset of the fields (sign-up sends three), each validated when present. */
export const profilePatchSchema = patchOf(
  z.object({
    first_name: requiredText('First name', 100),
    last_name: requiredText('Last name', 100),
    phone_number: phoneField,
    bio: z.string().trim().max(2000, 'Bio must be at most 2000 characters'),
    father_name: z.string().trim().max(150, 'Father name must be at most 150 characters').nullable(),
    mother_name: z.string().trim().max(150, 'Mother name must be at most 150 characters').nullable(),
    show_email: z.boolean(),
    show_phone: z.boolean(),
    /** The language of the person's mails and certificate. */
    language: languageField,
    /** A new address: needs `current_password`, and must be confirmed again (a link is mailed to it). */
    email: emailField,
    current_password: z.string().max(256, 'Current password must be at most 256 characters'),
  }),
);
export type ProfilePatch = z.infer<typeof profilePatchSchema>;

/** The Change E-mail form: the new address and the current password (sent as PATCH /auth/user/). */
export const emailChangeSchema = z.object({
  email: emailField,
  current_password: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(256, 'Current password must be at most 256 characters'),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** The profile update form (spec section 5): all four required. */
export const profileUpdateFormSchema = z.object({
  first_name: requiredText('First name', 100),
  last_name: requiredText('Last name', 100),
  phone_number: phoneField,
  bio: requiredText('Bio', 2000),
});
export type ProfileUpdateForm = z.infer<typeof profileUpdateFormSchema>;

/** The member portal's profile form: the four fields and the language of the member's mails and certificate. */
export const memberProfileFormSchema = profileUpdateFormSchema.extend({ language: languageField });
export type MemberProfileForm = z.infer<typeof memberProfileFormSchema>;

export const associationAdminEntrySchema = z.object({
  designation: z.string(),
  alumni_association: z.object({ id: z.number(), name: z.string(), logo: z.string().nullable() }),
});
export type AssociationAdminEntry = z.infer<typeof associationAdminEntrySchema>;

/** GET /auth/user/: the signed-in user with everything the profile page shows. */
export const userSchema = z.object({
  id: z.number(),
  /** The unguessable name of the public profile: /user/<public_handle> on the site. */
  public_handle: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  bio: z.string(),
  profile_picture: z.string().nullable(),
  father_name: z.string().nullable(),
  mother_name: z.string().nullable(),
  show_email: z.boolean(),
  show_phone: z.boolean(),
  /** The language of the person's mails and certificate: `en` or `bn`. */
  language: z.enum(LANGUAGES),
  is_superuser: z.boolean(),
  /** The owner followed a verification (or password reset) link sent to `email`. */
  email_verified: z.boolean(),
  association_admins: z.array(associationAdminEntrySchema),
  educations: z.array(educationSchema),
  job_experiences: z.array(jobExperienceSchema),
  contact_details: z.array(contactDetailSchema),
});
export type User = z.infer<typeof userSchema>;

/** A public handle: 16 lowercase hex characters, made by the database (64 random bits). */
export const PUBLIC_HANDLE_PATTERN = /^[0-9a-f]{16}$/;

/** GET /users/{handle}/: the path's handle, or an old numeric id (signed-in callers are redirected). */
export const publicProfileParamsSchema = z.object({
  handle: z
    .string()
    .trim()
    .regex(/^(\d{1,10}|[0-9a-f]{16})$/, 'handle must be the 16-character profile handle'),
});

/** GET /users/{handle}/: public profile; e-mail and phone only when the user chose to show them. */
export const publicUserSchema = z.object({
  public_handle: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  bio: z.string(),
  profile_picture: z.string().nullable(),
  email: z.string().nullable(),
  phone_number: z.string().nullable(),
  educations: z.array(educationSchema),
  job_experiences: z.array(jobExperienceSchema),
  contact_details: z.array(contactDetailSchema),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
