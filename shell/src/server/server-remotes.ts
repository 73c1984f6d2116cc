/*
 * The public portal's server bundle, loaded through the federation runtime from whatever version the live release
 * manifest names. A release or a rollback changes the entry URL: the next render registers it again (`force`), so
 * the new version renders within a request, with no restart.
 * The runtime's own Node loader fetches and evaluates the entry (`loadScriptNode`, as for any remote on a server).
 * The entry is read through the web server (the releases' storage, the built portals on disk), not over the
 * network: a runtime plugin's documented `createScript` hook gives the loader that code as a `data:` URL in place
 * of the entry's address.
 */
import { parseRemotesManifest, serverEntryOf, type RemotesManifest } from '@alumni/shared/portals';
import { registerPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RouteObject } from 'react-router';
import { forgetLoadedRemotes, loadedRoutes, loadRemoteApp } from '../remotes/load-remote-app';
import { applyManifest } from '../remotes/manifest';
import { PUBLIC_PORTAL_NAME } from './hydration';

type ReadFile = (url: string) => Promise<string | null>;

/** A release whose App exports no routes: rendered with no loader (its pages' data is fetched by the browser). */
const NO_ROUTES: RouteObject[] = [];
/** The entries read, by their address in the manifest: their code as a `data:` URL, for the runtime's loader. */
const entryCode = new Map<string, string>();

const readEntryPlugin: ModuleFederationRuntimePlugin = {
  name: 'alumni-read-server-entry',
  createScript({ url }) {
    const code = entryCode.get(url);
    return code === undefined ? undefined : { url: code };
  },
};

/** Reads `entry` through the web server, once: a failed read is tried again by the next render (the file may be on its way). */
async function readEntry(entry: string, read: ReadFile): Promise<void> {
  if (entryCode.has(entry)) return;
  const code = await read(entry);
  if (code === null) throw new Error(`No server bundle at ${entry}`);
  // The live entry and the one before it (a render of that one may be under way while a release switches).
  if (entryCode.size >= 2) entryCode.delete(entryCode.keys().next().value as string);
  entryCode.set(entry, `data:text/javascript;base64,${Buffer.from(code, 'utf8').toString('base64')}`);
}

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
  if (!registered) {
    registerPlugins([readEntryPlugin]);
    registered = true;
  }
  const wanted = publicServerEntry(manifest);
  if (!PUBLIC_PORTAL_NAME || !wanted) throw new Error('The manifest names no public portal with a server bundle');
  await readEntry(wanted.entry, read);
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
