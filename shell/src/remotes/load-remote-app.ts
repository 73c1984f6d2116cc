import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadManifest, remoteInfo } from './manifest';

type RemoteAppModule = { default?: ComponentType; App?: ComponentType };

const loaded = new Map<string, ComponentType>();

export const loadedRemoteApp = (name: string) => loaded.get(name);

/** Loads `<name>/App`. With `retry`, re-reads the manifest and re-registers the remote first. */
export async function loadRemoteApp(name: string, { retry = false } = {}): Promise<ComponentType> {
  const cached = loaded.get(name);
  if (cached) return cached;
  if (retry || !remoteInfo(name)) {
    await loadManifest();
    const info = remoteInfo(name);
    if (info) registerRemotes([{ name, entry: info.entry }], { force: true });
  }
  if (!remoteInfo(name)) throw new Error(`No entry for remote "${name}" in the remotes manifest`);
  const module = await loadRemote<RemoteAppModule>(`${name}/App`);
  const App = module?.default ?? module?.App;
  if (!App) throw new Error(`Remote "${name}" exposes no App component`);
  loaded.set(name, App);
  return App;
}

/** Forget loaded remotes so the next mount fetches them again (tests). */
export function forgetLoadedRemotes(): void {
  loaded.clear();
}
