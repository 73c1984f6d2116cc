import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseRemotesManifest, PORTALS, scriptOriginsOf, VERSION_PATTERN } from '@alumni/shared/portals';
import { readJsonFile } from './json-file';

/**
 * The live portal versions kept outside DATA_DIR (the API's watcher of PostgreSQL's portal_release_state):
 * the same on every instance. Without one, DATA_DIR/remotes.json is the live manifest.
 */
export type ReleaseManifest = {
  /** The manifest `npm run portal -- release` made live, or null when no portal was ever released. */
  current(): Record<string, unknown> | null;
  /** Origins of its absolute entries (portals on a CDN), for the CSP's script-src. */
  scriptOrigins(): string[];
};

type Log = { error: (details: object, message: string) => void };

/** Where the built frontends are and which portal versions are live: the build layout, known only here. */
export type Frontends = {
  readonly webRoot: string;
  readonly dataDir: string;
  /** The shell's built page (WEB_ROOT/shell/dist/index.html). */
  readonly shellIndex: string;
  hasBuiltShell(): boolean;
  /** CSP hashes ('sha256-...') of the inline scripts of the shell's page (the theme boot script). */
  inlineScriptHashes(): string[];
  /** Origins of the live manifest's absolute entries (portals on a CDN), for the CSP's script-src. */
  scriptOrigins(): string[];
  /**
   * The runtime manifest the shell loads: the release manifest's, else DATA_DIR/remotes.json when the
   * operators put one there (`npm run portal -- release`), else built from the packages' versions.
   */
  liveRemotes(log: Log): Promise<Record<string, unknown>>;
  /** `{ admin_portal: '1.0.1', ... }`: the version of each live portal, for operators. */
  portalVersions(log: Log): Promise<Record<string, string>>;
  /**
   * The folder on disk behind a same-origin entry URL (`/portals/<pkg>/<version>/` or
   * `/releases/<pkg>/<version>/`), or null (another origin, or a path the server does not serve).
   */
  remoteFolder(entry: string): string | null;
};

const FOLDER = '[a-z0-9][a-z0-9-]*';
const BUILT_ENTRY = new RegExp(`^/portals/(${FOLDER})/(${VERSION_PATTERN})/remoteEntry\\.js$`);
const RELEASED_ENTRY = new RegExp(`^/releases/(${FOLDER})/(${VERSION_PATTERN})/remoteEntry\\.js$`);

/** `{ public_site: '/portals/public-site/<version>/remoteEntry.js', ... }` from each remote's package.json. */
function remotesFromPackages(webRoot: string): Record<string, string> {
  const remotes: Record<string, string> = {};
  for (const { name, folder } of PORTALS) {
    const manifest = path.join(webRoot, folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { version } = JSON.parse(readFileSync(manifest, 'utf8')) as { version: string };
    remotes[name] = `/portals/${folder}/${version}/remoteEntry.js`;
  }
  return remotes;
}

export function createFrontends(opts: {
  webRoot: string;
  dataDir: string;
  releaseManifest?: ReleaseManifest;
}): Frontends {
  const { webRoot, dataDir, releaseManifest } = opts;
  const shellIndex = path.join(webRoot, 'shell', 'dist', 'index.html');
  const runtimeManifest = path.join(dataDir, 'remotes.json');
  const remoteFolders = PORTALS.map((p) => p.folder);

  const frontends: Frontends = {
    webRoot,
    dataDir,
    shellIndex,
    hasBuiltShell: () => existsSync(shellIndex),

    inlineScriptHashes() {
      if (!frontends.hasBuiltShell()) return [];
      const html = readFileSync(shellIndex, 'utf8');
      const hashes: string[] = [];
      for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
        if (match[1].trim()) hashes.push(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
      }
      return hashes;
    },

    // Re-read when DATA_DIR/remotes.json changes, so a release to another origin needs no restart. An unreadable
    // manifest adds no origins (/remotes.json reports it).
    scriptOrigins() {
      if (releaseManifest) return releaseManifest.scriptOrigins();
      const manifest = readJsonFile(runtimeManifest);
      return manifest ? scriptOriginsOf(manifest) : [];
    },

    async liveRemotes(log) {
      // On PostgreSQL the live versions are the database's, the same on every instance.
      if (releaseManifest) return releaseManifest.current() ?? remotesFromPackages(webRoot);
      if (existsSync(runtimeManifest)) {
        try {
          const parsed = JSON.parse(await readFile(runtimeManifest, 'utf8')) as unknown;
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
          log.error({ file: runtimeManifest }, 'remotes.json is not a JSON object; using the package versions');
        } catch (error) {
          log.error({ err: error, file: runtimeManifest }, 'remotes.json is unreadable; using the package versions');
        }
      }
      return remotesFromPackages(webRoot);
    },

    async portalVersions(log) {
      const versions: Record<string, string> = {};
      for (const [name, entry] of Object.entries(parseRemotesManifest(await frontends.liveRemotes(log)))) {
        if (entry?.version) versions[name] = entry.version;
      }
      return versions;
    },

    remoteFolder(entry) {
      const built = BUILT_ENTRY.exec(entry);
      if (built && remoteFolders.includes(built[1])) return path.join(webRoot, built[1], 'dist', built[2]);
      const released = RELEASED_ENTRY.exec(entry);
      if (released) return path.join(dataDir, 'releases', released[1], released[2]);
      return null;
    },
  };
  return frontends;
}
