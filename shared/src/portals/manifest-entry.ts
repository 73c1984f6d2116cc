// `remotes.json` maps a portal's name to its remoteEntry.js URL, as a plain string or as
// `{ "entry": url, "version": "1.2.0" }`. Read here only: the shell, the API and the release scripts agree.
import data from './portals.json';

/** A release's version as it names a folder (`1.4.0`, `2.1.0-rc.1`): the one pattern, in portals.json. */
export const VERSION_PATTERN: string = data.version;
/** A whole string that is a version. */
export const VERSION = new RegExp(`^${VERSION_PATTERN}$`);
const VERSION_FOLDER = new RegExp(`/(${VERSION_PATTERN})/[^/]+$`);

export type ManifestEntry = { entry: string; version?: string };
export type RemotesManifest = Partial<Record<string, ManifestEntry>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The version folder holding an entry (`/releases/member-portal/1.4.0/remoteEntry.js` -> `1.4.0`). */
export function versionInPath(entry: string): string | undefined {
  try {
    return VERSION_FOLDER.exec(new URL(entry, 'http://x').pathname)?.[1];
  } catch {
    return undefined;
  }
}

/**
 * The server bundle beside a server-rendered portal's browser entry (`…/1.4.0/remoteEntry.js` ->
 * `…/1.4.0/server/remoteEntry.js`): released, rolled back and cached with it. Null for an entry not so named.
 */
export function serverEntryOf(entry: string): string | null {
  return /\/remoteEntry\.js$/.test(entry) ? entry.replace(/\/remoteEntry\.js$/, '/server/remoteEntry.js') : null;
}

/** One manifest value; its declared version, else the version folder of its URL. Null when it names no entry. */
export function parseManifestEntry(value: unknown): ManifestEntry | null {
  const entry = typeof value === 'string' ? value : isObject(value) ? value.entry : undefined;
  if (typeof entry !== 'string' || entry === '') return null;
  const declared = isObject(value) && typeof value.version === 'string' && value.version ? value.version : undefined;
  const version = declared ?? versionInPath(entry);
  return version ? { entry, version } : { entry };
}

/** The whole manifest; unusable entries are dropped (that portal then shows its error screen). */
export function parseRemotesManifest(raw: unknown): RemotesManifest {
  if (!isObject(raw)) return {};
  const manifest: RemotesManifest = {};
  for (const [name, value] of Object.entries(raw)) {
    const entry = parseManifestEntry(value);
    if (entry) manifest[name] = entry;
  }
  return manifest;
}

/** The origins of a manifest's absolute entries (portals hosted on a CDN), for the CSP's script-src. */
export function scriptOriginsOf(raw: unknown): string[] {
  const origins = new Set<string>();
  for (const info of Object.values(parseRemotesManifest(raw))) {
    if (info && /^https?:\/\//.test(info.entry) && URL.canParse(info.entry)) origins.add(new URL(info.entry).origin);
  }
  return [...origins];
}
