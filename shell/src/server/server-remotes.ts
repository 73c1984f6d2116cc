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
let currentEntry: string | null = null;

/**
 * Makes the public portal of `manifest` (its server entry) the loaded one and loads its App (cached until the
 * manifest names another entry). Throws when it cannot: the caller serves the client-rendered page.
 */
export async function loadPublicPortal(manifest: RemotesManifest, read: ReadFile) {
  if (!registered) {
    registerPlugins([readEntryPlugin]);
    registered = true;
  }
  const info = PUBLIC_PORTAL_NAME ? parseRemotesManifest(manifest)[PUBLIC_PORTAL_NAME] : undefined;
  const entry = info ? serverEntryOf(info.entry) : null;
  if (!PUBLIC_PORTAL_NAME || !info || !entry)
    throw new Error('The manifest names no public portal with a server bundle');
  await readEntry(entry, read);
  // Synchronous: no other render runs between the look and the switch.
  if (currentEntry !== entry) {
    forgetLoadedRemotes();
    applyManifest({ [PUBLIC_PORTAL_NAME]: { entry, version: info.version } });
    currentEntry = entry;
  }
  const App = await loadRemoteApp(PUBLIC_PORTAL_NAME);
  return { App, routes: loadedRoutes(PUBLIC_PORTAL_NAME) ?? NO_ROUTES, version: info.version, entry };
}
