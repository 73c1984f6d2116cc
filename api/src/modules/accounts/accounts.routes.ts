import {
  authPaths,
  messageSchema,
  passwordResetConfirmSchema,
  passwordResetSchema,
  verifyEmailSchema,
} from '@alumni/shared/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import * as accounts from './accounts.service';

export async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps, background } = app.accounts;
  const limits = app.limits.values;
  const tags = ['auth'];

  r.post(
    authPaths.passwordReset.pattern,
    {
      schema: {
        tags,
        summary: 'Mail a password reset link (the same answer whether or not the address has an account)',
        body: passwordResetSchema,
        response: { 200: messageSchema },
      },
      ...app.limits.perAddress('password-reset-ip', limits.passwordResetPerIp, limits.passwordResetWindowMs),
    },
    async (request) => {
      await accounts.limitPasswordReset(deps, request.body.email);
      // Looked up and mailed after the answer: neither the answer nor its timing tells whether the address is known.
      background.run('password reset mail', () => accounts.sendPasswordReset(deps, request.body.email));
      return accounts.passwordResetAnswer();
    },
  );

  r.post(
    authPaths.passwordResetConfirm.pattern,
    {
      schema: {
        tags,
        summary: 'Set a new password with the mailed token; ends every session of the account',
        body: passwordResetConfirmSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) =>
      accounts.confirmPasswordReset(deps, { token: request.body.token, password: request.body.new_password1 }),
  );

  r.post(
    authPaths.verifyEmail.pattern,
    {
      schema: {
        tags,
        summary: 'Confirm the e-mail address with the mailed key',
        body: verifyEmailSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => accounts.verifyEmail(deps, request.body.key),
  );

  r.post(
    authPaths.resendEmail.pattern,
    {
      schema: {
        tags,
        summary: 'Mail the verification link again (a few times an hour)',
        security: [{ bearerAuth: [] }],
        response: { 200: messageSchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => accounts.resendVerification(deps, currentUser(request).id),
  );
}
