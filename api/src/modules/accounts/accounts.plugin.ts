import { EMAIL_NOT_VERIFIED_CODE } from '@alumni/shared/contracts';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from '../../lib/errors';
import { loginLimiters } from '../auth';
import { mailNotices, type MailNotices } from '../mail';
import { currentUser } from '../../plugins/auth';
import type { AccountDeps } from './accounts.service';
import { sendVerification } from './accounts.service';
import { BackgroundTasks } from './background-tasks';
import * as repo from './accounts.repository';

type Accounts = {
  deps: AccountDeps;
  /** Work after the answer (reset and sign-up mails); drained when the app closes. */
  background: BackgroundTasks;
  /** Mails a verification link to the user after the answer. */
  sendVerificationLater(user: { id: number; email: string }): void;
  /** Notices queued with a change, sent after the answer (these background tasks). */
  notices: MailNotices;
};

declare module 'fastify' {
  interface FastifyInstance {
    accounts: Accounts;
    /**
     * Hook: a signed-in user (401 otherwise) whose address is confirmed when EMAIL_VERIFICATION=mandatory
     * (403 EMAIL_NOT_VERIFIED otherwise). For applying, paying and registering an association.
     */
    requireVerifiedEmail: preHandlerAsyncHookHandler;
  }
}

/** Password reset and e-mail verification: their dependencies, the background mails and the verified-address guard. */
export const accountsPlugin = fp(
  async (app: FastifyInstance) => {
    const limits = app.limits.values;
    const background = new BackgroundTasks(app.log);
    const notices = mailNotices(app.mailOutbox, (name, work) => background.run(name, work));
    const deps: AccountDeps = {
      db: app.db,
      mailOutbox: app.mailOutbox,
      publicOrigin: app.config.publicOrigin,
      now: () => new Date(),
      resetPerEmail: app.limits.attempts(
        'password-reset-email',
        limits.passwordResetPerEmail,
        limits.passwordResetWindowMs,
      ),
      resendPerUser: app.limits.attempts(
        'verification-resend-user',
        limits.verificationResendPerUser,
        limits.verificationResendWindowMs,
      ),
      loginLimiters: loginLimiters(app),
      notices,
    };
    app.addHook('onClose', async () => background.drain());
    app.decorate('accounts', {
      deps,
      background,
      sendVerificationLater: (user) => background.run('verification mail', () => sendVerification(deps, user)),
      notices,
    } satisfies Accounts);

    const isMandatory = app.config.emailVerification === 'mandatory';
    app.decorate('requireVerifiedEmail', async (request: FastifyRequest, reply) => {
      await app.requireUser.call(app, request, reply);
      if (!isMandatory) return;
      const user = currentUser(request);
      if (await repo.isEmailVerified(app.db, user.id)) return;
      throw new ForbiddenError(
        `Confirm your e-mail address first: we sent a link to ${user.email}. Follow it, or use "Send again" at the top of the page.`,
        EMAIL_NOT_VERIFIED_CODE,
      );
    });
  },
  { name: 'accounts', dependencies: ['db', 'auth', 'mail', 'rate-limits'] },
);
