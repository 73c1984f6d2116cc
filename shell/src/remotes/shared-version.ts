import type { BuildInfo } from '@alumni/shared/build-info';

const MAJOR = /^(\d+)\./;

/** The major of a semantic version, or null when it is not one. */
export const majorOf = (version: string): number | null => {
  const match = MAJOR.exec(version);
  return match ? Number(match[1]) : null;
};

/** A remote built against another major of @alumni/shared: its contracts and stores may not match ours. */
export class SharedVersionMismatchError extends Error {
  override name = 'SharedVersionMismatchError';
  constructor(
    readonly remote: string,
    readonly remoteSharedVersion: string,
    readonly hostSharedVersion: string,
  ) {
    super(
      `Not mounting remote "${remote}": it was built with @alumni/shared ${remoteSharedVersion}, ` +
        `this shell provides ${hostSharedVersion} (another major version). ` +
        `Release a build of "${remote}" made against @alumni/shared ${majorOf(hostSharedVersion) ?? hostSharedVersion}.x, or roll it back.`,
    );
  }
}

/**
 * Same major: compatible (MF's requiredVersion warns about a newer minor). A dev placeholder on either
 * side (no build info, jest, a dev server) is not judged.
 */
export function assertSharedCompatible(
  remote: string,
  build: Pick<BuildInfo, 'sharedVersion'> | undefined,
  hostSharedVersion: string,
): void {
  if (!build) return;
  const theirs = majorOf(build.sharedVersion);
  const ours = majorOf(hostSharedVersion);
  if (theirs === null || ours === null || build.sharedVersion.endsWith('-dev') || hostSharedVersion.endsWith('-dev'))
    return;
  if (theirs !== ours) throw new SharedVersionMismatchError(remote, build.sharedVersion, hostSharedVersion);
}
