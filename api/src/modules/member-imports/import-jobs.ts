import type { MemberImportMapping } from '@alumni/shared/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import type { JobQueue } from '../../jobs/job-queue';
import { today } from '../../lib/business-dates';
import { AppError } from '../../lib/errors';
import { isMemberListHeader } from './column-mapping';
import { readSpreadsheet } from '../../lib/spreadsheet';
import type { ObjectStore } from '../../storage/object-store';
import { readObject } from '../../storage/object-store';
import { insertToken, newAccountToken } from '../accounts';
import type { MailOutbox } from '../mail';
import { INVITATION_TTL_MS, invitationMail } from './invitation-mail';
import * as repo from './member-imports.repository';
import { commitImport, prepareImport } from './member-imports.service';

export const IMPORT_JOB = 'member-imports-run';
export const INVITE_JOB = 'member-imports-invite';

export type ImportJobDeps = {
  db: Kysely<DB>;
  storage: ObjectStore;
  jobs: Pick<JobQueue, 'send'>;
  mailOutbox: MailOutbox;
  publicOrigin: string;
  log: FastifyBaseLogger;
  /**
   * Whether `db` can write while the import's transaction holds a connection (PostgreSQL: another
   * connection of the pool, so progress shows while the rows are written). PGlite has one connection:
   * there progress is written while the rows are checked, before the transaction.
   */
  progressDuringWrite: boolean;
};

class AlreadyDone extends Error {}

/**
 * Runs a queued import. Safe to run twice (a retry, or two instances): the import is one transaction and
 * idempotent, and the run that finds the import already done under its row lock writes nothing.
 */
export async function runImportJob(deps: ImportJobDeps, importId: number, now: Date): Promise<unknown> {
  const record = await repo.findImport(deps.db, importId);
  if (!record || record.status === 'done') return { skipped: true };
  await repo.setImportState(deps.db, importId, { status: 'running', error: null });
  try {
    const bytes = await readObject(deps.storage, record.file_key);
    if (!bytes) throw new AppError(410, 'IMPORT_FILE_GONE', 'The uploaded file is no longer stored. Upload it again.');
    const sheet = await readSpreadsheet(bytes, { isHeaderRow: isMemberListHeader });
    const prepared = await prepareImport(deps.db, record.association_id, sheet, record.mapping as MemberImportMapping);
    const { result, invitedUserIds } = await commitImport(deps.db, record.association_id, prepared, {
      today: today(now),
      now,
      // Called once per chunk checked (1,000 rows) and per batch written (500): each call is written.
      progress: async (done, { inTransaction }) => {
        if (inTransaction && !deps.progressDuringWrite) return;
        await repo.setImportState(deps.db, importId, { rows_done: done });
      },
      alsoInTransaction: async (trx, outcome) => {
        const locked = await repo.lockImport(trx as Parameters<typeof repo.lockImport>[0], importId);
        if (!locked || locked.status === 'done') throw new AlreadyDone();
        await repo.setImportState(trx, importId, {
          status: 'done',
          rows_done: outcome.rows_total,
          result: outcome,
          error: null,
          finished: true,
        });
      },
    });
    await deps.storage.delete(record.file_key).catch(() => undefined);
    if (invitedUserIds.length > 0) await deps.jobs.send(INVITE_JOB, {});
    return { created: result.created, updated: result.updated, refused: result.refused.length };
  } catch (error) {
    if (error instanceof AlreadyDone) return { skipped: true };
    if (error instanceof AppError) {
      await repo.setImportState(deps.db, importId, { status: 'failed', error: error.message, finished: true });
      return { failed: error.message };
    }
    await repo.setImportState(deps.db, importId, {
      status: 'failed',
      error: 'The import stopped on an error on our side: nothing was imported. It is tried again in a moment.',
    });
    throw error;
  }
}

const INVITE_BATCH = 100;

/**
 * Mails the invitations imports left to send: a batch at a time, each claimed (skipping what another
 * worker holds), its token and mail stored and the invitation marked in one transaction. The outbox
 * job delivers the mails. An account claimed or closed meanwhile is marked without a mail.
 */
export async function sendInvitations(deps: ImportJobDeps, now: Date): Promise<{ mailed: number }> {
  let mailed = 0;
  for (;;) {
    const count = await deps.db.transaction().execute(async (trx) => {
      const batch = await repo.claimInvitations(trx, INVITE_BATCH);
      for (const invite of batch) {
        if (!invite.is_active) {
          await repo.markInvited(trx, invite.user_id, null);
          continue;
        }
        const { token, hash } = newAccountToken();
        await insertToken(trx, {
          purpose: 'password_reset',
          user_id: invite.user_id,
          token_hash: hash,
          email: invite.email,
          expires_at: new Date(now.getTime() + INVITATION_TTL_MS),
        });
        const link = `${deps.publicOrigin}/reset-password?token=${encodeURIComponent(token)}`;
        const mailId = await deps.mailOutbox.enqueue(
          invitationMail({
            to: invite.email,
            firstName: invite.first_name,
            associationName: invite.association_name,
            link,
          }),
          trx,
        );
        await repo.markInvited(trx, invite.user_id, mailId);
        mailed += 1;
      }
      return batch.length;
    });
    if (count < INVITE_BATCH) return { mailed };
  }
}
