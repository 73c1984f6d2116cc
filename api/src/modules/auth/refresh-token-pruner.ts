import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types';
import { deleteDeadRefreshTokens } from './auth.repository';

/** A day past its end a token still explains the log lines of a session that just ended; then it goes. */
const GRACE_MS = 24 * 3600 * 1000;
const HOUR_MS = 3600 * 1000;

/**
 * Deletes the refresh tokens no session can use any more, on the mail outbox's kind of loop. Several
 * API instances on one PostgreSQL may prune at the same moment: a DELETE finds the rows another one
 * already deleted gone and skips them, so the work is repeated at worst, never wrong.
 */
export class RefreshTokenPruner {
  private timer: NodeJS.Timeout | null = null;
  private pruning: Promise<number> | null = null;

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

  /** A pass now (a server restarted more often than `intervalMs` still prunes), then every `intervalMs`. */
  start(intervalMs = HOUR_MS): void {
    if (this.timer) return;
    const run = () => {
      if (this.pruning) return;
      this.pruning = this.prune()
        .catch((error: unknown) => {
          this.log.error({ err: error }, 'refresh token pruning failed');
          return 0;
        })
        .finally(() => (this.pruning = null));
    };
    this.timer = setInterval(run, intervalMs);
    this.timer.unref();
    run();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.pruning;
  }
}
