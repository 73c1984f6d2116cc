import {
  accountDeletedSchema,
  accountDeletionSchema,
  accountPaths,
  dataExportFilename,
} from '@alumni/shared/contracts';
import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendAttachment } from '../../lib/attachments';
import { TooManyRequestsError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { clearSessionCookies } from '../auth';
import { ProofStore } from '../memberships';
import { deleteAccount } from './your-data-deletion.service';
import { exportAccountData, type YourDataDeps } from './your-data-export.service';

const HOUR = 60 * 60_000;

/** "Your data": the signed-in user downloads everything held about them, or deletes their account. */
export async function yourDataRoutes(app: FastifyInstance) {
  // Deleting the account clears the session cookies (the auth routes' scope has its own parser).
  await app.register(fastifyCookie);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps: YourDataDeps = { db: app.db, media: app.mediaStore, proofs: new ProofStore(app.storage) };
  const common = { tags: ['auth'], security: [{ bearerAuth: [] }] };
  // An archive reads every table and file of the person: a few an hour is plenty.
  const exports = app.limits.attempts('data-export-user', 10, HOUR);
  // Password guesses through the deletion form count like failed logins, per account.
  const deletionAttempts = app.limits.attempts('account-delete-user', 5, 15 * 60_000);

  r.get(
    accountPaths.dataExport.pattern,
    {
      schema: {
        ...common,
        summary:
          'Download your data: a zip with your profile, records, memberships, payments and requests (JSON and CSV)',
        produces: ['application/zip'],
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const wait = await exports.hit(String(userId));
      if (wait > 0) throw new TooManyRequestsError(wait);
      const now = new Date();
      const archive = await exportAccountData(deps, userId, now);
      const filename = dataExportFilename(now.toISOString().slice(0, 10));
      return sendAttachment(reply, { contentType: 'application/zip', filename, body: archive });
    },
  );

  r.delete(
    accountPaths.account.pattern,
    {
      schema: {
        ...common,
        summary:
          'Delete your account (with your password): your data is erased; associations keep their membership and payment records, anonymised',
        body: accountDeletionSchema,
        response: { 200: accountDeletedSchema },
      },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await deleteAccount(
        {
          ...deps,
          attempts: deletionAttempts,
          clock: app.clock,
          notices: app.accounts.notices,
          publicOrigin: app.config.publicOrigin,
        },
        currentUser(request).id,
        request.body.password,
      );
      clearSessionCookies(reply, app.config);
      reply.header('cache-control', 'no-store');
      return { message: 'Your account has been deleted.' };
    },
  );
}
