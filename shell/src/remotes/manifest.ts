import { parseRemotesManifest, type ManifestEntry, type RemotesManifest } from '@alumni/shared/portals';
import { registerRemotes } from '@module-federation/enhanced/runtime';

const REMOTES_MANIFEST_URL = '/remotes.json';

let current: RemotesManifest = {};

async function fetchRemotesManifest(url = REMOTES_MANIFEST_URL): Promise<RemotesManifest> {
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

export const remoteInfo = (name: string): ManifestEntry | undefined => current[name];

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
