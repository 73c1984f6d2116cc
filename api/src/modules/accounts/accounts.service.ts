import { PASSWORD_RESET_SENT_MESSAGE } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { AccountTokenPurpose, DB } from '../../db/types';
import { BadRequestError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import type { AttemptLimiter } from '../../lib/limits/attempt-limiter';
import {
  clearLoginFailures,
  COMMON_PASSWORD_MESSAGE,
  findUserLanguage,
  passwordChangedMail,
  hashPassword,
  isCommonPassword,
  type LoginLimiters,
  revokeUserTokens,
  updatePassword,
} from '../auth';
import type { DeliveryResult, MailNotices, MailOutbox } from '../mail';
import { passwordResetMail, verificationMail } from './account-mails';
import { EMAIL_VERIFICATION_TTL_MS, hashAccountToken, newAccountToken, PASSWORD_RESET_TTL_MS } from './account-tokens';
import * as repo from './accounts.repository';

export type AccountDeps = {
  db: Kysely<DB>;
  mailOutbox: MailOutbox;
  /** Where the links in the mails point: PUBLIC_ORIGIN. */
  publicOrigin: string;
  now: () => Date;
  resetPerEmail: AttemptLimiter;
  resendPerUser: AttemptLimiter;
  /** The login limits: a successful reset lifts the account's, from every address (the owner is back in). */
  loginLimiters: LoginLimiters;
  /** The security notice after a reset goes with the new password's transaction. */
  notices: MailNotices;
};

const minutesText = (seconds: number) => {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

async function issueToken(
  deps: AccountDeps,
  purpose: AccountTokenPurpose,
  user: { id: number; email: string },
  ttlMs: number,
): Promise<string> {
  const { token, hash } = newAccountToken();
  await repo.insertToken(deps.db, {
    purpose,
    user_id: user.id,
    token_hash: hash,
    email: user.email,
    expires_at: new Date(deps.now().getTime() + ttlMs),
  });
  return token;
}

/** Checked before the answer, the same way for every address, known or not. */
export async function limitPasswordReset(deps: AccountDeps, email: string): Promise<void> {
  const wait = await deps.resetPerEmail.hit(email.trim().toLowerCase());
  if (wait > 0)
    throw new TooManyRequestsError(
      wait,
      `We have already sent several links to this address. Please check your mail (and the spam folder), or wait ${minutesText(wait)} and try again.`,
    );
}

/** The work behind POST /auth/password/reset/, done after the answer: mails a link when the address has an account. */
export async function sendPasswordReset(deps: AccountDeps, email: string): Promise<DeliveryResult | null> {
  const user = await repo.findUserByEmail(deps.db, email.trim());
  if (!user?.is_active) return null;
  const token = await issueToken(deps, 'password_reset', user, PASSWORD_RESET_TTL_MS);
  const link = `${deps.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
  const id = await deps.mailOutbox.enqueue(
    passwordResetMail({ to: user.email, link, language: await findUserLanguage(deps.db, user.id) }),
  );
  return deps.mailOutbox.deliver(id);
}

export const passwordResetAnswer = () => ({ message: PASSWORD_RESET_SENT_MESSAGE });

type LinkProblem = 'invalid' | 'used' | 'expired';

const RESET_PROBLEMS: Record<LinkProblem, [string, string]> = {
  invalid: [
    'This password reset link is not valid. Ask for a new one on the "Forgot password?" page.',
    'RESET_TOKEN_INVALID',
  ],
  used: [
    'This password reset link was already used. Ask for a new one on the "Forgot password?" page.',
    'RESET_TOKEN_USED',
  ],
  expired: [
    'This password reset link has expired (links work for one hour). Ask for a new one on the "Forgot password?" page.',
    'RESET_TOKEN_EXPIRED',
  ],
};

const VERIFY_PROBLEMS: Record<LinkProblem, [string, string]> = {
  invalid: [
    'This confirmation link is not valid. Sign in and send a new one from the banner at the top of the page.',
    'VERIFICATION_KEY_INVALID',
  ],
  used: ['This confirmation link was already used.', 'VERIFICATION_KEY_USED'],
  expired: [
    'This confirmation link has expired (links work for three days). Sign in and send a new one from the banner at the top of the page.',
    'VERIFICATION_KEY_EXPIRED',
  ],
};

function problemOf(
  row: repo.AccountTokenRow | undefined,
  user: repo.AccountUser | undefined,
  now: Date,
): LinkProblem | null {
  // A link sent to an address the account no longer has is no proof of anything.
  if (!row || !user?.is_active || user.email.toLowerCase() !== row.email.toLowerCase()) return 'invalid';
  if (row.used_at) return 'used';
  if (Date.parse(row.expires_at) <= now.getTime()) return 'expired';
  return null;
}

/**
 * POST /auth/password/reset/confirm/: the new password; the link and its siblings are used up, every
 * session ends (refresh tokens revoked, older access tokens refused by password_changed_at), the
 * address counts as confirmed (the link proved it) and the login limit of the account is lifted. The
 * account is told by mail (whoever followed the link, the owner learns of it).
 */
export async function confirmPasswordReset(
  deps: AccountDeps,
  input: { token: string; password: string },
): Promise<{ message: string }> {
  if (isCommonPassword(input.password))
    throw new ValidationError(
      COMMON_PASSWORD_MESSAGE,
      { new_password1: [COMMON_PASSWORD_MESSAGE] },
      'PASSWORD_TOO_COMMON',
    );
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  const outcome = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findTokenForUpdate(trx, 'password_reset', hashAccountToken(input.token));
    const user = row && (await repo.findUserById(trx, row.user_id));
    const problem = problemOf(row, user, now);
    if (problem || !user) return { problem: problem ?? 'invalid' };
    await updatePassword(trx, user.id, passwordHash, now);
    await revokeUserTokens(trx, user.id);
    await repo.useUserTokens(trx, user.id, 'password_reset', now);
    await repo.markEmailVerified(trx, user.id, now);
    const notice = passwordChangedMail({
      to: user.email,
      how: 'reset',
      when: now,
      origin: deps.publicOrigin,
      language: await findUserLanguage(trx, user.id),
    });
    return { problem: null, email: user.email, mailId: await deps.notices.queue(trx, notice) };
  });
  if (outcome.problem) {
    const [message, code] = RESET_PROBLEMS[outcome.problem];
    throw new ValidationError(message, { token: [message] }, code);
  }
  deps.notices.sendLater([outcome.mailId]);
  await clearLoginFailures(deps, outcome.email);
  return { message: 'Your password has been set. Please log in with your new password.' };
}

/** Mails a verification link to the account's current address (sign-up, a changed address, "send again"). */
export async function sendVerification(
  deps: AccountDeps,
  user: { id: number; email: string },
): Promise<DeliveryResult> {
  const key = await issueToken(deps, 'email_verification', user, EMAIL_VERIFICATION_TTL_MS);
  const link = `${deps.publicOrigin}/verify-email?key=${encodeURIComponent(key)}`;
  const id = await deps.mailOutbox.enqueue(
    verificationMail({ to: user.email, link, language: await findUserLanguage(deps.db, user.id) }),
  );
  return deps.mailOutbox.deliver(id);
}

/**
 * POST /auth/registration/verify-email/. A link followed twice answers 400 VERIFICATION_KEY_USED
 * (the address stays confirmed): the page says so rather than pretending to confirm it again.
 */
export async function verifyEmail(deps: AccountDeps, key: string): Promise<{ message: string }> {
  const now = deps.now();
  const problem = await deps.db.transaction().execute(async (trx) => {
    const row = await repo.findTokenForUpdate(trx, 'email_verification', hashAccountToken(key));
    const user = row && (await repo.findUserById(trx, row.user_id));
    const found = problemOf(row, user, now);
    if (found || !user) return found ?? 'invalid';
    await repo.markEmailVerified(trx, user.id, now);
    await repo.useUserTokens(trx, user.id, 'email_verification', now);
    return null;
  });
  if (problem) {
    const [message, code] = VERIFY_PROBLEMS[problem];
    throw new ValidationError(message, { key: [message] }, code);
  }
  return { message: 'Thank you: your e-mail address is confirmed.' };
}

/** POST /auth/registration/resend-email/ (signed in): a new link, a few times an hour. */
export async function resendVerification(deps: AccountDeps, userId: number): Promise<{ message: string }> {
  const user = await repo.findUserById(deps.db, userId);
  if (!user) throw new BadRequestError('This account no longer exists.', 'USER_NOT_FOUND');
  if (user.email_verified_at)
    throw new BadRequestError('Your e-mail address is already confirmed.', 'EMAIL_ALREADY_VERIFIED');
  const wait = await deps.resendPerUser.hit(String(userId));
  if (wait > 0)
    throw new TooManyRequestsError(
      wait,
      `We have sent you several links in the last hour. Please check your mail (and the spam folder), or wait ${minutesText(wait)} and try again.`,
    );
  const result = await sendVerification(deps, user);
  return {
    message: result.delivered
      ? `We sent a new link to ${user.email}. It works for three days.`
      : `Our mail server is slow right now: the link to ${user.email} is queued and will arrive shortly.`,
  };
}
