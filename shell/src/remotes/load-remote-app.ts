import { loadAllCatalogs, pageLanguage } from '@alumni/shared/i18n';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { buildInfo as shellBuild, type BuildInfo } from '@alumni/shared/build-info';
import type { PageLoadContext } from '@alumni/shared/portals';
import type { FetchQueryOptions } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadManifest, remoteInfo } from './manifest';
import { assertSharedCompatible } from './shared-version';

/** A release built before the routes: the data its pages read, by URL. */
type PageQueries = (url: string) => FetchQueryOptions[];
type RemoteAppModule = {
  default?: ComponentType;
  App?: ComponentType;
  routes?: RouteObject[];
  pageQueries?: PageQueries;
};
type BuildInfoModule = { buildInfo?: BuildInfo; default?: BuildInfo };

const loaded = new Map<string, ComponentType>();
const builds = new Map<string, BuildInfo>();
const routes = new Map<string, RouteObject[]>();

/** A loaded remote's routes with their loaders (its App module's `routes`), when it exports them: the server runs them. */
export const loadedRoutes = (name: string) => routes.get(name);

/** What a loaded remote says it was built from (version, shared version, BUILD_LABEL). */
export const loadedRemoteBuild = (name: string) => builds.get(name);

/** `<name>/build-info` (every remote built by the preset exposes it); undefined for an older build without it. */
async function loadBuildInfo(name: string): Promise<BuildInfo | undefined> {
  try {
    const module = await loadRemote<BuildInfoModule>(`${name}/build-info`);
    const info = module?.buildInfo ?? module?.default;
    return typeof info?.sharedVersion === 'string' ? info : undefined;
  } catch (error) {
    console.warn(`Remote "${name}" reports no build info; mounting it without the shared-version check`, error);
    return undefined;
  }
}

/**
 * Registers `<name>` (re-reading the manifest first with `retry`, or when it is unknown) and checks that it was
 * built against the same major of @alumni/shared as this shell: what comes before loading any module of it.
 */
export async function prepareRemote(
  name: string,
  { retry = false, hostSharedVersion = shellBuild.sharedVersion } = {},
): Promise<BuildInfo | undefined> {
  if (retry || !remoteInfo(name)) {
    await loadManifest();
    const info = remoteInfo(name);
    if (info) registerRemotes([{ name, entry: info.entry }], { force: true });
  }
  if (!remoteInfo(name)) throw new Error(`No entry for remote "${name}" in the remotes manifest`);
  const build = await loadBuildInfo(name);
  assertSharedCompatible(name, build, hostSharedVersion);
  return build;
}

/** One route whose loader reads what an older release's `pageQueries` names: a rollback to it still renders its data. */
const olderReleaseRoutes = (pageQueries: PageQueries): RouteObject[] => [
  {
    path: '*',
    loader: async ({ request, context }) => {
      const { queryClient } = context as PageLoadContext;
      const url = new URL(request.url);
      const queries = pageQueries(`${url.pathname}${url.search}`);
      await Promise.all(queries.map((query) => queryClient.prefetchQuery({ ...query, retry: false })));
      return null;
    },
  },
];

/** Loads `<name>/App` once `prepareRemote` accepts the remote. */
export async function loadRemoteApp(
  name: string,
  options: { retry?: boolean; hostSharedVersion?: string } = {},
): Promise<ComponentType> {
  const cached = loaded.get(name);
  if (cached) return cached;
  const build = await prepareRemote(name, options);
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  const App = module?.default ?? module?.App;
  if (!App) throw new Error(`Remote "${name}" exposes no App component`);
  // Its catalogs (made as its modules were evaluated) in the page's language before it first renders: a page in
  // Bangla hydrates or renders with its texts, never suspending half-way (which lost what a person had typed).
  await loadAllCatalogs(pageLanguage());
  if (build) builds.set(name, build);
  if (Array.isArray(module?.routes)) routes.set(name, module.routes);
  else if (typeof module?.pageQueries === 'function') routes.set(name, olderReleaseRoutes(module.pageQueries));
  loaded.set(name, App);
  return App;
}

const lazies = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * `<name>/App` as a lazy component for one mount attempt (a Retry is another attempt): it suspends until the
 * remote has loaded (a failure, logged, is thrown to the nearest error boundary), then renders as the App.
 */
function lazyRemoteApp(name: string, attempt: number): LazyExoticComponent<ComponentType> {
  const key = `${name}#${attempt}`;
  let component = lazies.get(key);
  if (!component) {
    component = lazy(() =>
      loadRemoteApp(name, { retry: attempt > 0 }).then(
        (App) => ({ default: App }),
        (error: unknown) => {
          console.error(`Could not load remote "${name}"`, error);
          throw error;
        },
      ),
    );
    lazies.set(key, component);
  }
  return component;
}

/**
 * The component that mounts `<name>/App` for a mount attempt: the App itself when it is loaded already (the
 * server, a portal seen before), else a lazy one. Once an attempt has gone lazy it stays lazy (the same component
 * type on every render, no remount when the code arrives).
 */
export function remoteAppComponent(name: string, attempt: number): ComponentType {
  const ready = attempt === 0 && !lazies.has(`${name}#${attempt}`) ? loaded.get(name) : undefined;
  return ready ?? lazyRemoteApp(name, attempt);
}

/** Forget loaded remotes so the next mount fetches them again (tests; the server when a release changes). */
export function forgetLoadedRemotes(): void {
  loaded.clear();
  builds.clear();
  routes.clear();
  lazies.clear();
}
