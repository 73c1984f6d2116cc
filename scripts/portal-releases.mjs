// Releases of the portals (the remotes), kept under DATA_DIR/releases/<pkg>/<version>/ and made live by
// re-pointing DATA_DIR/remotes.json, which the running API serves as /remotes.json (no restart, no shell
// rebuild). The CLI is scripts/portal.mjs; everything here takes its folders as arguments (tests use temp dirs).
// Loaded through tsx (scripts/portal.mjs registers it): the portal registry is @alumni/shared/portals (TypeScript).
import { createHash, randomBytes } from 'node:crypto';
import {
  closeSync,
  cpSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { findPortal, parseManifestEntry, PORTALS, VERSION } from '@alumni/shared/portals';

const SHARED_PACKAGE = '@alumni/shared';
export const PORTAL_FOLDERS = PORTALS.map((p) => p.folder);

export class PortalError extends Error {
  name = 'PortalError';
}

/** `admin-portal`, `admin_portal` or `@alumni/admin-portal` -> { name: 'admin_portal', folder: 'admin-portal' }. */
export function resolvePortal(argument) {
  const portal = findPortal(String(argument ?? ''));
  if (portal) return { name: portal.name, folder: portal.folder };
  throw new PortalError(`Unknown portal "${argument ?? ''}". Use one of: ${PORTAL_FOLDERS.join(', ')}`);
}

export const releasePaths = (dataDir) => ({
  releases: path.join(dataDir, 'releases'),
  history: path.join(dataDir, 'releases', 'history.json'),
  manifest: path.join(dataDir, 'remotes.json'),
});

function readJson(file, fallback) {
  if (!existsSync(file)) return fallback;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new PortalError(`${file} is not valid JSON (${error.message}); fix or remove it`);
  }
}

/** Writes beside the target, flushes, then renames over it: a reader sees the old file or the new one, never half. */
export function writeJsonAtomic(file, value) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temp, 'w', 0o644);
  try {
    writeSync(fd, `${JSON.stringify(value, null, 2)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
}

/** One hash over every file's relative path and content: equal builds give equal digests. */
export function digestDir(dir) {
  const hash = createHash('sha256');
  const walk = (sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const relative = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(relative);
      else
        hash.update(`${relative}\0`).update(
          createHash('sha256')
            .update(readFileSync(path.join(dir, relative)))
            .digest(),
        );
    }
  };
  walk('');
  return hash.digest('hex');
}

const packageVersion = (webRoot, folder) => {
  const file = path.join(webRoot, folder, 'package.json');
  if (!existsSync(file)) throw new PortalError(`No ${file}: is WEB_ROOT (${webRoot}) the repository root?`);
  return JSON.parse(readFileSync(file, 'utf8')).version;
};

/** What the site serves now: DATA_DIR/remotes.json, else what the API builds from the package versions. */
export function readManifest({ dataDir, webRoot }) {
  const manifest = readJson(releasePaths(dataDir).manifest, null);
  if (manifest && typeof manifest === 'object' && !Array.isArray(manifest)) return manifest;
  const built = {};
  for (const { name, folder } of PORTALS) {
    if (existsSync(path.join(webRoot, folder, 'package.json'))) {
      built[name] = `/portals/${folder}/${packageVersion(webRoot, folder)}/remoteEntry.js`;
    }
  }
  return built;
}

/** { entry, version } of a manifest value (the shared parser's reading; version null when unknown), or null. */
export function describeEntry(value) {
  const parsed = parseManifestEntry(value);
  return parsed && { entry: parsed.entry, version: parsed.version ?? null };
}

export function readHistory(dataDir) {
  const history = readJson(releasePaths(dataDir).history, {});
  return { portals: history.portals ?? {}, events: history.events ?? [] };
}

/** The @alumni/shared version a build declared (its mf-manifest.json), or null. */
export function sharedVersionOf(buildDir) {
  const manifest = readJson(path.join(buildDir, 'mf-manifest.json'), null);
  return manifest?.shared?.find((s) => s.name === SHARED_PACKAGE)?.version ?? null;
}

const major = (version) => Number(/^(\d+)\./.exec(version ?? '')?.[1] ?? NaN);

function copyRelease(source, target) {
  const parent = path.dirname(target);
  mkdirSync(parent, { recursive: true });
  // Copied under a name the API does not serve, then renamed: a half-copied release is never live.
  const temp = path.join(parent, `.incoming-${randomBytes(4).toString('hex')}`);
  cpSync(source, temp, { recursive: true });
  if (existsSync(target)) {
    const old = path.join(parent, `.replaced-${randomBytes(4).toString('hex')}`);
    renameSync(target, old);
    renameSync(temp, target);
    rmSync(old, { recursive: true, force: true });
  } else {
    renameSync(temp, target);
  }
}

/**
 * Copies a built portal into DATA_DIR/releases/<pkg>/<version>/ and makes it live.
 * `from`: the build folder (default <pkg>/dist/<package version>); `version`: the release's version
 * (default the package version); `baseUrl`: where DATA_DIR/releases is published, when not this site
 * (a CDN); `force`: replace a release of that version with other content, or release another shared major.
 */
export function releasePortal({ portal, dataDir, webRoot, version, from, force = false, baseUrl, now = new Date() }) {
  const { name, folder } = resolvePortal(portal);
  const built = packageVersion(webRoot, folder);
  const source = path.resolve(from ?? path.join(webRoot, folder, 'dist', built));
  const releaseVersion = version ?? built;
  if (!VERSION.test(releaseVersion)) throw new PortalError(`"${releaseVersion}" is not a version such as 1.4.0`);
  if (!existsSync(path.join(source, 'remoteEntry.js'))) {
    throw new PortalError(
      `No build of ${folder} at ${source} (no remoteEntry.js): run \`npm run build -w ${folder}\` first`,
    );
  }

  const shellShared = sharedVersionOf(path.join(webRoot, 'shell', 'dist'));
  const portalShared = sharedVersionOf(source);
  if (!force && shellShared && portalShared && major(shellShared) !== major(portalShared)) {
    throw new PortalError(
      `${folder} ${releaseVersion} was built with ${SHARED_PACKAGE} ${portalShared}, the shell with ${shellShared}: the shell would refuse it. ` +
        'Rebuild it against the same major, or pass --force to release it anyway.',
    );
  }

  const paths = releasePaths(dataDir);
  const target = path.join(paths.releases, folder, releaseVersion);
  const digest = digestDir(source);
  const exists = existsSync(target);
  const identical = exists && digestDir(target) === digest;
  if (exists && !identical && !force) {
    throw new PortalError(
      `${folder} ${releaseVersion} is already released with other content (${target}). Release another version, or pass --force to replace it.`,
    );
  }
  if (!identical) copyRelease(source, target);

  const manifest = readManifest({ dataDir, webRoot });
  const live = describeEntry(manifest[name]);
  const history = readHistory(dataDir);
  const record = (history.portals[folder] ??= { releases: [] });
  // The first release remembers what was live before it (the built-in build), so it can be rolled back to.
  if (live && !record.releases.some((r) => r.entry === live.entry)) {
    record.releases.push({
      version: live.version,
      entry: live.entry,
      source: 'previous manifest',
      recordedAt: now.toISOString(),
    });
  }
  const entry = `${baseUrl ? baseUrl.replace(/\/+$/, '') : '/releases'}/${folder}/${releaseVersion}/remoteEntry.js`;
  record.releases = record.releases.filter((r) => r.entry !== entry);
  record.releases.push({
    version: releaseVersion,
    entry,
    digest,
    sharedVersion: portalShared,
    releasedAt: now.toISOString(),
  });
  history.events.push({
    at: now.toISOString(),
    portal: folder,
    action: 'release',
    from: live?.version ?? null,
    to: releaseVersion,
  });
  writeJsonAtomic(paths.history, history);

  // Last: the manifest makes it live.
  writeJsonAtomic(paths.manifest, { ...manifest, [name]: { entry, version: releaseVersion } });
  return { portal: folder, version: releaseVersion, entry, previous: live?.version ?? null, reused: identical };
}

/** Files of a release on this machine, or null when it is hosted elsewhere. */
function localEntryFile({ entry, dataDir, webRoot }) {
  if (entry.startsWith('/releases/')) return path.join(dataDir, entry);
  if (entry.startsWith('/portals/')) {
    const [, , folder, ...rest] = entry.split('/');
    return path.join(webRoot, folder, 'dist', ...rest);
  }
  return null;
}

/** Re-points the manifest at an earlier release: `to` a version, or by default the release before the live one. */
export function rollbackPortal({ portal, dataDir, webRoot, to, now = new Date() }) {
  const { name, folder } = resolvePortal(portal);
  const history = readHistory(dataDir);
  const releases = history.portals[folder]?.releases ?? [];
  const known = releases.map((r) => r.version).join(', ') || 'none';
  const manifest = readManifest({ dataDir, webRoot });
  const live = describeEntry(manifest[name]);
  const liveIndex = live ? releases.findIndex((r) => r.entry === live.entry) : -1;

  let target;
  if (to) {
    target = releases.findLast((r) => r.version === to);
    if (!target) throw new PortalError(`${folder} has no release ${to}. Releases: ${known}`);
  } else {
    target = liveIndex > 0 ? releases[liveIndex - 1] : undefined;
    if (!target)
      throw new PortalError(
        `${folder} has no release before the live one (${live?.version ?? 'none'}) to roll back to. Releases: ${known}`,
      );
  }
  const file = localEntryFile({ entry: target.entry, dataDir, webRoot });
  if (file && !existsSync(file))
    throw new PortalError(`${folder} ${target.version} is gone (${file} is missing); choose another with --to`);

  history.events.push({
    at: now.toISOString(),
    portal: folder,
    action: 'rollback',
    from: live?.version ?? null,
    to: target.version,
  });
  writeJsonAtomic(releasePaths(dataDir).history, history);
  writeJsonAtomic(releasePaths(dataDir).manifest, {
    ...manifest,
    [name]: { entry: target.entry, version: target.version },
  });
  return { portal: folder, version: target.version, entry: target.entry, previous: live?.version ?? null };
}

/** Each portal: what is live now and the releases kept (in the history, or as folders on disk). */
export function listPortals({ dataDir, webRoot }) {
  const manifest = readManifest({ dataDir, webRoot });
  const history = readHistory(dataDir);
  return PORTALS.map(({ name, folder }) => {
    const live = describeEntry(manifest[name]);
    const releases = (history.portals[folder]?.releases ?? []).map((r) => ({
      version: r.version,
      entry: r.entry,
      at: r.releasedAt ?? r.recordedAt,
    }));
    const dir = path.join(releasePaths(dataDir).releases, folder);
    const onDisk = existsSync(dir)
      ? readdirSync(dir).filter((v) => VERSION.test(v) && statSync(path.join(dir, v)).isDirectory())
      : [];
    for (const version of onDisk) {
      if (!releases.some((r) => r.entry === `/releases/${folder}/${version}/remoteEntry.js`))
        releases.push({ version, entry: null, at: null });
    }
    for (const release of releases) {
      release.isLive = Boolean(live && release.entry === live.entry);
      const file = release.entry && localEntryFile({ entry: release.entry, dataDir, webRoot });
      release.isMissing = Boolean(file && !existsSync(file));
    }
    return { portal: folder, name, live, releases };
  });
}
