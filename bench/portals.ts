/* Part 4: each portal's own bytes (remote entry, exposed chunks) beside the shared ones, from its build. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { PORTALS } from '@alumni/shared/portals';
import { repoRoot } from './lib';

export type PortalBytes = {
  portal: string;
  remoteEntry: number;
  /** JS of the exposed ./App: sync and async chunks (the portal's own code). */
  own: number;
  /** Fallback copies of the shared singletons (fetched only when the shell has not provided them). */
  sharedFallbacks: number;
  /** Every .js file of the build. */
  total: number;
};

const gz = (file: string) => gzipSync(readFileSync(file)).length;

type Manifest = {
  shared: { assets: { js: { sync: string[]; async: string[] } } }[];
  exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
};

export function portalBytes(): PortalBytes[] {
  const rows: PortalBytes[] = [];
  for (const { folder: portal } of PORTALS) {
    const version = JSON.parse(readFileSync(path.join(repoRoot, portal, 'package.json'), 'utf8')).version as string;
    const dist = path.join(repoRoot, portal, 'dist', version);
    if (!existsSync(path.join(dist, 'mf-manifest.json'))) continue;
    const manifest = JSON.parse(readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
    const sizeOf = (files: Iterable<string>) =>
      [...new Set(files)].reduce((sum, f) => sum + (existsSync(path.join(dist, f)) ? gz(path.join(dist, f)) : 0), 0);
    const shared = new Set(manifest.shared.flatMap((s) => [...s.assets.js.sync, ...s.assets.js.async]));
    const own = new Set(
      manifest.exposes
        .filter((e) => e.name !== 'build-info')
        .flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async])
        .filter((f) => !shared.has(f)),
    );
    const all = readdirSync(dist).filter((f) => f.endsWith('.js') && statSync(path.join(dist, f)).isFile());
    rows.push({
      portal,
      remoteEntry: gz(path.join(dist, 'remoteEntry.js')),
      own: sizeOf(own),
      sharedFallbacks: sizeOf(shared),
      total: sizeOf(all),
    });
  }
  const shellDist = path.join(repoRoot, 'shell', 'dist');
  if (existsSync(shellDist)) {
    const all = readdirSync(shellDist).filter((f) => f.endsWith('.js'));
    rows.unshift({
      portal: 'shell (host)',
      remoteEntry: 0,
      own: 0,
      sharedFallbacks: 0,
      total: all.reduce((s, f) => s + gz(path.join(shellDist, f)), 0),
    });
  }
  return rows;
}
