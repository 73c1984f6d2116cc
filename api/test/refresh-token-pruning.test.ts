import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { insertRefreshToken } from '../src/modules/auth/auth.repository';
import { RefreshTokenPruner } from '../src/modules/auth/refresh-token-pruner';
import { createTestApp, createUser, drivers, login, sessionCookies, withXsrf, type TestApp } from './helpers';

const REFRESH = '/api/v1/auth/token/refresh/';
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

type TokenState = { expiresIn: number; usedAgo?: number; revokedAgo?: number };

describe.each(drivers)('refresh token pruning (%s)', (driver) => {
  let t: TestApp;
  let userId: number;
  beforeAll(async () => {
    t = await createTestApp({ driver });
    userId = (await createUser(t.database)).id;
  });
  afterAll(async () => t?.close());

  /** A family of tokens as they would stand at `now` (times relative to it); returns the family id. */
  async function family(now: Date, tokens: TokenState[]): Promise<string> {
    const familyId = randomUUID();
    for (const token of tokens) {
      const tokenHash = randomBytes(16).toString('hex');
      await insertRefreshToken(t.app.db, {
        user_id: userId,
        family_id: familyId,
        token_hash: tokenHash,
        expires_at: new Date(now.getTime() + token.expiresIn),
        user_agent: null,
        ip: null,
      });
      const at = (ago: number | undefined) => (ago === undefined ? null : new Date(now.getTime() - ago));
      await t.app.db
        .updateTable('refresh_tokens')
        .set({ used_at: at(token.usedAgo), revoked_at: at(token.revokedAgo) })
        .where('token_hash', '=', tokenHash)
        .execute();
    }
    return familyId;
  }

  async function tokensLeft(familyId: string): Promise<number> {
    const rows = await t.app.db.selectFrom('refresh_tokens').select('id').where('family_id', '=', familyId).execute();
    return rows.length;
  }

  it('deletes what expired or was revoked over a day ago, keeps a live session whole, and is idempotent', async () => {
    const now = new Date();
    const dead = await family(now, [{ expiresIn: -3 * DAY, usedAgo: 10 * DAY }, { expiresIn: -2 * DAY }]);
    const justExpired = await family(now, [{ expiresIn: -2 * HOUR }]);
    const revokedLongAgo = await family(now, [{ expiresIn: 10 * DAY, revokedAgo: 2 * DAY }]);
    const revokedRecently = await family(now, [{ expiresIn: 10 * DAY, revokedAgo: HOUR }]);
    // A used token long expired, but its successor still refreshes: it must stay to catch a replay.
    const live = await family(now, [{ expiresIn: -5 * DAY, usedAgo: 30 * DAY }, { expiresIn: 20 * DAY }]);

    expect(await t.app.refreshTokenPruner.prune(now)).toBe(3);
    expect(await tokensLeft(dead)).toBe(0);
    expect(await tokensLeft(justExpired)).toBe(1);
    expect(await tokensLeft(revokedLongAgo)).toBe(0);
    expect(await tokensLeft(revokedRecently)).toBe(1);
    expect(await tokensLeft(live)).toBe(2);

    expect(await t.app.refreshTokenPruner.prune(now)).toBe(0);
    // A day later the expired and the recently revoked ones go too; the live session stays.
    expect(await t.app.refreshTokenPruner.prune(new Date(now.getTime() + DAY))).toBe(2);
    expect(await tokensLeft(live)).toBe(2);
  });

  it('deletes each dead token once when several instances prune at the same moment', async () => {
    const now = new Date();
    const families = await Promise.all(
      Array.from({ length: 5 }, () =>
        family(now, [{ expiresIn: -3 * DAY }, { expiresIn: 5 * DAY, revokedAgo: 3 * DAY }]),
      ),
    );
    const instances = [1, 2, 3].map(() => new RefreshTokenPruner(t.app.db, t.app.log));
    const deleted = await Promise.all(instances.map((pruner) => pruner.prune(now)));
    expect(deleted.reduce((a, b) => a + b, 0)).toBe(10);
    for (const id of families) expect(await tokensLeft(id)).toBe(0);
  });

  it('prunes when its job runs on the job queue', async () => {
    const dead = await family(new Date(), [{ expiresIn: -3 * DAY }]);
    await t.app.jobs.start({ workers: false });
    await t.app.jobs.send('auth-refresh-token-prune');
    expect(await t.app.jobs.runOnce('auth-refresh-token-prune')).not.toBeNull();
    expect(await tokensLeft(dead)).toBe(0);
  });

  it('still catches a replayed token of a live session after pruning', async () => {
    const user = await createUser(t.database);
    const first = await login(t.app, user.email);
    const refresh = (cookies: typeof first.cookies) =>
      t.app.inject({ method: 'POST', url: REFRESH, ...withXsrf(cookies) });
    const second = sessionCookies(await refresh(first.cookies));
    // The spent first token was spent and expired long ago (past any grace for a retry); its successor is still valid.
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 5 * DAY), used_at: new Date(Date.now() - 5 * DAY) })
      .where('user_id', '=', user.id)
      .where('used_at', 'is not', null)
      .execute();

    await t.app.refreshTokenPruner.prune();

    const replay = await refresh(first.cookies);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    expect((await refresh(second)).json()).toMatchObject({ code: 'INVALID_REFRESH_TOKEN' });
  });
});
