import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { deleteDeadRefreshTokens } from './auth.repository';

/** A day past its end a token still explains the log lines of a session that just ended; then it goes. */
const GRACE_MS = 24 * 3600 * 1000;

/**
 * Deletes the refresh tokens no session can use any more (the hourly job `auth-refresh-token-prune`).
 * A pass run twice (a retry after a crash) finds the rows already deleted gone: repeated, never wrong.
 */
export class RefreshTokenPruner {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** One pass as of `now`; returns how many tokens it deleted. */
  async prune(now = new Date()): Promise<number> {
    const deleted = await deleteDeadRefreshTokens(this.db, new Date(now.getTime() - GRACE_MS), now);
    if (deleted) this.log.info({ deleted }, `${deleted} expired or revoked refresh tokens deleted`);
    return deleted;
  }
}
