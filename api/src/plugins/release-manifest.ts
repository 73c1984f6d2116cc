import { scriptOriginsOf } from '@alumni/shared/portals';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/types';

/** How often each instance reads the live manifest: a release is served everywhere within this (plus a request). */
const RELEASE_POLL_MS = 2_000;

export type SharedManifest = {
  /** The manifest `npm run portal -- release` made live, or null when no portal was ever released. */
  current(): Record<string, unknown> | null;
  /** Origins of its absolute entries (portals on a CDN), for the CSP's script-src. */
  scriptOrigins(): string[];
  stop(): void;
};

/*
 * By DATA_DIR, each app's (tests run several in one process, each with its own): the web plugin's
 * readers (liveRemotes, manifestScriptOrigins) take a DATA_DIR and read from here when it is set.
 */
const watched = new Map<string, SharedManifest>();

export const sharedManifestFor = (dataDir: string): SharedManifest | undefined => watched.get(dataDir);

/**
 * The live portal versions in PostgreSQL (portal_release_state), read now and every RELEASE_POLL_MS:
 * a release or rollback run on any machine reaches every instance without a restart. A failed read
 * keeps the last manifest (the site keeps serving what it served).
 */
export async function watchSharedManifest(
  db: Kysely<DB>,
  dataDir: string,
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
  const shared: SharedManifest = {
    current: () => manifest,
    scriptOrigins: () => origins,
    stop: () => {
      clearInterval(timer);
      if (watched.get(dataDir) === shared) watched.delete(dataDir);
    },
  };
  watched.set(dataDir, shared);
  return shared;
}
