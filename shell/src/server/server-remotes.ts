/*
 * The public portal's server bundle, loaded through the federation runtime from whatever version the live
 * release manifest names. A release or a rollback changes the entry URL: the next render registers it again
 * (`force`), so the new version renders within a request, with no restart.
 * The entry is read through the web server (the releases' storage, the built portals on disk), not fetched
 * over the network: a runtime plugin's `loadEntry` evaluates it, as the node runtime evaluates a fetched one.
 */
import { parseRemotesManifest, serverEntryOf, type RemotesManifest } from '@alumni/shared/portals';
import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import vm from 'node:vm';
import type { RouteObject } from 'react-router';
import { forgetLoadedRemotes, loadedRoutes, loadRemoteApp } from '../remotes/load-remote-app';
import { applyManifest } from '../remotes/manifest';
import { PUBLIC_PORTAL_NAME } from './hydration';

declare const __non_webpack_require__: NodeJS.Require;

type ReadFile = (url: string) => Promise<string | null>;

let readPortalFile: ReadFile | null = null;
/** A release whose App exports no routes: rendered with no loader (its pages' data is fetched by the browser). */
const NO_ROUTES: RouteObject[] = [];
const entries = new Map<string, Promise<unknown>>();

/** Runs a `commonjs-module` remote entry and returns its container (`get`, `init`). */
function evaluateEntry(code: string, url: string): unknown {
  const module = { exports: {} as unknown };
  const run = new vm.Script(`(function (exports, module, require) {${code}\n})`, {
    filename: url,
  }).runInThisContext() as (exports: unknown, module: { exports: unknown }, require: NodeJS.Require) => void;
  run(module.exports, module, __non_webpack_require__);
  return module.exports;
}

const readEntryPlugin: ModuleFederationRuntimePlugin = {
  name: 'alumni-read-server-entry',
  loadEntry({ remoteInfo }) {
    const url = remoteInfo.entry;
    let loading = entries.get(url);
    if (!loading) {
      loading = (async () => {
        const code = readPortalFile ? await readPortalFile(url) : null;
        if (code === null) throw new Error(`No server bundle at ${url}`);
        return evaluateEntry(code, url);
      })();
      // A failed read is tried again by the next render (the file may be on its way).
      loading.catch(() => entries.delete(url));
      entries.set(url, loading);
    }
    return loading as ReturnType<NonNullable<ModuleFederationRuntimePlugin['loadEntry']>>;
  },
};

let registered = false;
let current: { entry: string; version: string | undefined } | null = null;
let switching: Promise<void> | null = null;

/** The server entry of the public portal in `manifest`, or null when it names none (no server render). */
function publicServerEntry(manifest: RemotesManifest): { entry: string; version: string | undefined } | null {
  if (!PUBLIC_PORTAL_NAME) return null;
  const info = parseRemotesManifest(manifest)[PUBLIC_PORTAL_NAME];
  const entry = info ? serverEntryOf(info.entry) : null;
  return entry && info ? { entry, version: info.version } : null;
}

/**
 * Makes the public portal of `manifest` the loaded one and loads its App (cached until the manifest names
 * another entry). Throws when it cannot: the caller serves the client-rendered page.
 */
export async function loadPublicPortal(manifest: RemotesManifest, read: ReadFile) {
  readPortalFile = read;
  if (!registered) {
    registerPlugins([readEntryPlugin]);
    registered = true;
  }
  const wanted = publicServerEntry(manifest);
  if (!PUBLIC_PORTAL_NAME || !wanted) throw new Error('The manifest names no public portal with a server bundle');
  while (current?.entry !== wanted.entry) {
    if (!switching) {
      const target = wanted;
      switching = (async () => {
        forgetLoadedRemotes();
        applyManifest({ [PUBLIC_PORTAL_NAME]: { entry: target.entry, version: target.version } });
        current = target;
      })().finally(() => {
        switching = null;
      });
    }
    await switching;
  }
  const App = await loadRemoteApp(PUBLIC_PORTAL_NAME);
  return { App, routes: loadedRoutes(PUBLIC_PORTAL_NAME) ?? NO_ROUTES, version: wanted.version, entry: wanted.entry };
}
