/** What a frontend was built from; the webpack preset fills `__ALUMNI_BUILD__` in at build time. */
export type BuildInfo = {
  /** Federation name (`admin_portal`, `shell`). */
  name: string;
  /** The package version at build time. */
  version: string;
  /** The @alumni/shared version the build declared to Module Federation. */
  sharedVersion: string;
  /** BUILD_LABEL at build time, if any. */
  label: string | null;
};

declare const __ALUMNI_BUILD__: BuildInfo | undefined;

/** Outside a webpack build (jest) there is nothing to report: a dev placeholder. */
export const buildInfo: BuildInfo =
  typeof __ALUMNI_BUILD__ !== 'undefined'
    ? __ALUMNI_BUILD__
    : { name: 'unbuilt', version: '0.0.0-dev', sharedVersion: '0.0.0-dev', label: null };
