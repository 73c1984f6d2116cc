import { z } from 'zod';
import { emailField, requiredText } from './common';
import { PASSWORD_MAX, PASSWORD_MIN, PHONE_LENGTH, PHONE_MESSAGE } from './constants';

export * from './auth.paths';

const password = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(PASSWORD_MAX, `${label} must be at most ${PASSWORD_MAX} characters`);

const newPassword = (label: string) =>
  password(label).refine((v) => v.length >= PASSWORD_MIN, `${label} must be at least ${PASSWORD_MIN} characters`);

export const phoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, 'Phone number is required')
  .refine((v) => v.length === PHONE_LENGTH, PHONE_MESSAGE);

export const loginBodySchema = z.object({ email: emailField, password: password('Password') });
export type LoginBody = z.infer<typeof loginBodySchema>;
export const loginResponseSchema = z.object({ access: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registrationBodySchema = z
  .object({ email: emailField, password1: newPassword('Password'), password2: password('Confirm password') })
  .refine((v) => v.password1 === v.password2, { path: ['password2'], message: 'Passwords do not match' });
export type RegistrationBody = z.infer<typeof registrationBodySchema>;

/** The sign-up form: registration plus the profile fields patched right after. */
export const signUpFormSchema = z
  .object({
    first_name: requiredText('First name', 100),
    last_name: requiredText('Last name', 100),
    phone_number: phoneField,
    email: emailField,
    password1: newPassword('Password'),
    password2: password('Confirm password'),
  })
  .refine((v) => v.password1 === v.password2, { path: ['password2'], message: 'Passwords do not match' });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

export const refreshResponseSchema = z.object({ accessToken: z.string() });
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const passwordChangeSchema = z
  .object({
    old_password: password('Current password'),
    new_password1: newPassword('New password'),
    new_password2: password('Confirm password'),
  })
  .refine((v) => v.new_password1 === v.new_password2, { path: ['new_password2'], message: 'Password does not match' });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/** POST /auth/password/change/: other sessions end; the caller carries on with this new access token. */
export const passwordChangeResponseSchema = z.object({ message: z.string(), access: z.string() });
export type PasswordChangeResponse = z.infer<typeof passwordChangeResponseSchema>;

/** POST /auth/password/reset/: the same answer whether or not the address has an account. */
export const passwordResetSchema = z.object({ email: emailField });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

/** The token of a reset or verification link: 43 base64url characters (256 bits). */
const linkToken = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(200, `${label} is not a link we sent`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label} is not a link we sent: copy the whole link from the e-mail`);

/** POST /auth/password/reset/confirm/ */
export const passwordResetConfirmSchema = z
  .object({
    token: linkToken('The reset link'),
    new_password1: newPassword('New password'),
    new_password2: password('Confirm password'),
  })
  .refine((v) => v.new_password1 === v.new_password2, { path: ['new_password2'], message: 'Password does not match' });
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** POST /auth/registration/verify-email/ */
export const verifyEmailSchema = z.object({ key: linkToken('The verification link') });
export type VerifyEmail = z.infer<typeof verifyEmailSchema>;
