import { registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'public_site' | 'member_portal' | 'admin_portal' | 'superadmin_portal';
export type RemoteEntry = { entry: string; version?: string };
export type RemotesManifest = Partial<Record<string, RemoteEntry>>;

export const REMOTES_MANIFEST_URL = '/remotes.json';

/** A version folder in the entry URL (`.../member-portal/1.4.0/remoteEntry.js`). */
const VERSION_IN_PATH = /\/(\d+\.\d+\.\d+(?:[-+][\w.-]+)?)\/[^/]+$/;

/**
 * `/remotes.json` maps a remote name to its remoteEntry.js URL, either as a plain string or as
 * `{ "entry": url, "version": "1.2.0" }`. Unusable entries are dropped (that remote then shows its error screen).
 */
export function parseRemotesManifest(raw: unknown): RemotesManifest {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const manifest: RemotesManifest = {};
  for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
    const entry = typeof value === 'string' ? value : (value as { entry?: unknown } | null)?.entry;
    if (typeof entry !== 'string' || entry === '') continue;
    const declared = typeof value === 'object' ? (value as { version?: unknown }).version : undefined;
    const version =
      typeof declared === 'string' ? declared : VERSION_IN_PATH.exec(new URL(entry, 'http://x').pathname)?.[1];
    manifest[name] = { entry, ...(version ? { version } : {}) };
  }
  return manifest;
}

let current: RemotesManifest = {};

export async function fetchRemotesManifest(url = REMOTES_MANIFEST_URL): Promise<RemotesManifest> {
  const response = await fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return parseRemotesManifest(await response.json());
}

/** Hands the manifest to the federation runtime; `force` replaces remotes registered before (retry, new deploy). */
export function applyManifest(manifest: RemotesManifest): void {
  current = manifest;
  const remotes = Object.entries(manifest).flatMap(([name, info]) => (info ? [{ name, entry: info.entry }] : []));
  if (remotes.length > 0) registerRemotes(remotes, { force: true });
}

export const remoteInfo = (name: string): RemoteEntry | undefined => current[name];

/** Fetches and registers the manifest; a failure leaves the site up with the remotes showing their error screens. */
export async function loadManifest(): Promise<boolean> {
  try {
    applyManifest(await fetchRemotesManifest());
    return true;
  } catch (error) {
    console.error('Could not load the remotes manifest', error);
    return false;
  }
}
