// Helpers for the two root commands: install when missing, build frontends when stale.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The portal registry's data, read by path: this runs before `npm install` has linked @alumni/shared.
const registry = JSON.parse(readFileSync(path.join(root, 'shared', 'src', 'portals', 'portals.json'), 'utf8'));
export const frontends = [registry.host.folder, ...registry.portals.map((p) => p.folder)];
export const packages = ['shared', 'api', 'web', ...frontends, 'e2e'];

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** npm install when node_modules is missing or older than the lock file (npm ci fails on this registry). */
export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !existsSync(marker) || (existsSync(lock) && statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000);
  if (!stale) return;
  console.log('Installing dependencies (npm install)...');
  const status = run('npm', ['install', '--no-audit', '--no-fund']);
  if (status !== 0) process.exit(status);
}

/** Builds each frontend whose sources (or shared/) changed since its last build. */
export function buildStaleFrontends({ force = false } = {}) {
  const sharedNewest = Math.max(
    newestMtime(path.join(root, 'shared', 'src')),
    newestMtime(path.join(root, 'shared', 'build')),
  );
  const stale = frontends.filter((pkg) => {
    const stamp = path.join(root, pkg, 'dist', '.build-stamp');
    if (force || !existsSync(stamp)) return true;
    const built = statSync(stamp).mtimeMs;
    const newest = Math.max(
      sharedNewest,
      newestMtime(path.join(root, pkg, 'src')),
      newestMtime(path.join(root, pkg, 'webpack.config.cjs')),
      newestMtime(path.join(root, pkg, 'package.json')),
    );
    return newest > built;
  });
  for (const pkg of stale) {
    console.log(`Building ${pkg}...`);
    const status = run('npm', ['run', 'build', '-w', pkg]);
    if (status !== 0) process.exit(status);
    writeFileSync(path.join(root, pkg, 'dist', '.build-stamp'), new Date().toISOString());
  }
  if (stale.length === 0) console.log('Frontends are up to date.');
}
