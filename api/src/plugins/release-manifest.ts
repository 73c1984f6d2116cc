import { scriptOriginsOf } from '@alumni/shared/portals';
import type { ReleaseManifest } from '@alumni/web';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/** How often each instance reads the live manifest: a release is served everywhere within this (plus a request). */
const RELEASE_POLL_MS = 2_000;

/** The live manifest for the web plugin (@alumni/web's ReleaseManifest), until `stop()`. */
export type SharedManifest = ReleaseManifest & { stop(): void };

/**
 * The live portal versions in PostgreSQL (portal_release_state), read now and every RELEASE_POLL_MS:
 * a release or rollback run on any machine reaches every instance without a restart. A failed read
 * keeps the last manifest (the site keeps serving what it served).
 */
export async function watchSharedManifest(
  db: Kysely<DB>,
  log: { warn: (details: object, message: string) => void },
): Promise<SharedManifest> {
  let manifest: Record<string, unknown> | null = null;
  let origins: string[] = [];
  const read = async () => {
    const { rows } = await sql<{ body: unknown }>`
      select body from portal_release_state where name = 'remotes'`.execute(db);
    const body = rows[0]?.body;
    manifest = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    origins = scriptOriginsOf(manifest);
  };
  let reading = false;
  const poll = async () => {
    if (reading) return;
    reading = true;
    await read()
      .catch((error: unknown) =>
        log.warn({ err: error }, 'could not read the live portal manifest; keeping the last one'),
      )
      .finally(() => (reading = false));
  };
  await poll();
  const timer = setInterval(() => void poll(), RELEASE_POLL_MS);
  timer.unref();
  return {
    current: () => manifest,
    scriptOrigins: () => origins,
    stop: () => clearInterval(timer),
  };
}
