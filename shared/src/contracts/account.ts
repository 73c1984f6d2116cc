import { z } from 'zod';

export * from './account.paths';

/** DELETE /auth/user/: the password again, so a borrowed session cannot erase the account. */
export const accountDeletionSchema = z.object({
  password: z
    .string({ error: 'Enter your password to confirm' })
    .min(1, 'Enter your password to confirm')
    .max(1024, 'Password must be at most 1024 characters'),
});
export type AccountDeletion = z.input<typeof accountDeletionSchema>;

/** What DELETE /auth/user/ answers; the session cookies are cleared with it. */
export const accountDeletedSchema = z.object({ message: z.string() });

/** The archive's name: alumni-connect-data-<yyyy-mm-dd>.zip */
export const dataExportFilename = (day: string) => `alumni-connect-data-${day}.zip`;
