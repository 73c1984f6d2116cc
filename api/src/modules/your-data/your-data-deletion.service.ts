import { ConflictError, TooManyRequestsError, BadRequestError } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { AttemptLimiter } from '../../lib/limits/attempt-limiter';
import { findUserById, verifyPassword } from '../auth';
import { releaseRsvpsOfDeletedAccount, type RsvpReleaseDeps } from '../events';
import { accountGone } from '../users';
import type { YourDataDeps } from './your-data-export.service';
import * as account from './your-data.repository';

const names = (list: string[]) =>
  list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list[list.length - 1]}`;

/**
 * DELETE /auth/user/: with the password, erases the person (profile, records, sessions, uploaded
 * files) and anonymises the user row, which the association's memberships and payments keep
 * pointing at ("Deleted member #id"). An association's admin hands over first; the super admin stays.
 * Places at upcoming events are given up as on "Not going" (the waiting list moves up, mailed once the
 * deletion has committed); see releaseRsvpsOfDeletedAccount for what stays of the answers.
 */
export async function deleteAccount(
  deps: YourDataDeps & RsvpReleaseDeps & { attempts: AttemptLimiter; clock: Clock },
  userId: number,
  password: string,
): Promise<void> {
  const { db } = deps;
  const user = await findUserById(db, userId);
  if (!user || !user.is_active) throw accountGone();
  const wait = await deps.attempts.hit(String(userId));
  if (wait > 0) throw new TooManyRequestsError(wait);
  if (!(await verifyPassword(user.password_hash, password)))
    throw new BadRequestError('The password is not right. Enter the password you sign in with.', 'WRONG_PASSWORD');
  await deps.attempts.reset(String(userId));
  if (user.is_superuser)
    throw new ConflictError(
      'The super admin account cannot be deleted: it runs the site. Set another SUPERADMIN_EMAIL first.',
      'SUPER_ADMIN',
    );

  const { files, mailIds } = await db.transaction().execute(async (trx) => {
    // The events first: every RSVP change takes its event's lock before touching the user row (the RSVP's
    // key), so taking the user row first here could deadlock with the person answering at the same moment.
    const mailIds = await releaseRsvpsOfDeletedAccount(trx, deps, userId, deps.clock());
    const locked = await account.lockAccountFiles(trx, userId);
    if (!locked) throw accountGone();
    const administered = await account.listAdministeredAssociations(trx, userId);
    if (administered.length)
      throw new ConflictError(
        `You administer ${names(administered)}: hand over administration of ${names(administered)} first (another admin of the association, or the super admin, can take it over).`,
        'ASSOCIATION_ADMIN',
      );
    await account.eraseAccount(trx, userId, locked.email);
    return { files: locked, mailIds };
  });
  deps.notices.sendLater(mailIds);
  // After the commit: a file that cannot be removed now stays an orphan, never a row pointing at nothing.
  await deps.media.remove(files.profile_picture);
  for (const key of files.proofDocuments) await deps.proofs.remove(key);
}
