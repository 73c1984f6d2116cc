import { WRONG_PASSWORD_CODE } from '@alumni/shared/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { ConflictError, TooManyRequestsError, ValidationError } from '../../lib/errors';
import type { AttemptLimiter } from '../../lib/limits/attempt-limiter';
import { emailChangedMail, findUserLanguage, verifyPassword } from '../auth';
import type { MailNotices } from '../mail';
import * as users from './users.repository';

export type EmailChangeDeps = {
  db: Kysely<DB>;
  notices: MailNotices;
  publicOrigin: string;
  /** Tries per account: each change mails two addresses, one of them typed by whoever holds the session. */
  changesPerUser: AttemptLimiter;
};

const WRONG_PASSWORD_MESSAGE = 'Your current password is not correct.';
const EMAIL_TAKEN_MESSAGE = 'A user with this email already exists.';
const emailTaken = () => new ConflictError(EMAIL_TAKEN_MESSAGE, 'EMAIL_TAKEN', { email: [EMAIL_TAKEN_MESSAGE] });

async function limitChanges(deps: EmailChangeDeps, userId: number): Promise<void> {
  const wait = await deps.changesPerUser.hit(String(userId));
  if (wait <= 0) return;
  const minutes = Math.ceil(wait / 60);
  throw new TooManyRequestsError(
    wait,
    `You have tried to change your e-mail address several times in a short while. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
  );
}

/**
 * A new address needs the current password: a borrowed session alone cannot move the account's mail
 * (and its resets). Each try counts against the account's limit (a wrong password too). The old
 * address is told, by a mail stored with the change (rolled back, nothing is sent) and sent after it.
 */
export async function changeEmail(
  deps: EmailChangeDeps,
  user: { id: number; email: string },
  email: string,
  password: string | undefined,
): Promise<void> {
  if (!password) {
    const message = 'Enter your current password to change your e-mail address.';
    throw new ValidationError(message, { current_password: [message] });
  }
  await limitChanges(deps, user.id);
  const hash = await users.findPasswordHash(deps.db, user.id);
  if (!hash || !(await verifyPassword(hash, password)))
    throw new ValidationError(
      WRONG_PASSWORD_MESSAGE,
      { current_password: [WRONG_PASSWORD_MESSAGE] },
      WRONG_PASSWORD_CODE,
    );
  if (await users.emailInUse(deps.db, email, user.id)) throw emailTaken();
  const notice = emailChangedMail({
    oldEmail: user.email,
    newEmail: email,
    when: new Date(),
    origin: deps.publicOrigin,
    language: await findUserLanguage(deps.db, user.id),
  });
  try {
    const mailId = await deps.db.transaction().execute(async (trx) => {
      await users.updateEmail(trx, user.id, email);
      return deps.notices.queue(trx, notice);
    });
    deps.notices.sendLater([mailId]);
  } catch (error) {
    if ((error as { code?: string } | null)?.code === '23505') throw emailTaken();
    throw error;
  }
}
