import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot } from './site';

const CACHE = path.join(tmpdir(), 'alumni-e2e-portal-builds');

/** A hash of what a portal build is made of: its sources, shared's, the build presets, and the env. */
function inputsHash(pkg: string, env: Record<string, string>): string {
  const hash = createHash('sha256').update(JSON.stringify(env));
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(repoRoot, file)).update(readFileSync(file));
    }
  };
  for (const dir of [path.join(pkg, 'src'), 'shared/src', 'shared/build']) walk(path.join(repoRoot, dir));
  for (const file of [path.join(pkg, 'package.json'), path.join(pkg, 'webpack.config.cjs'), 'shared/package.json']) {
    hash.update(readFileSync(path.join(repoRoot, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * A production build of one portal with extra env (BUILD_LABEL, SHARED_VERSION_OVERRIDE), written to a
 * folder outside the repository (the portal's own dist/ is left alone). Reused while the inputs are the same.
 */
export async function buildPortal(pkg: string, env: Record<string, string>): Promise<string> {
  const out = path.join(CACHE, `${pkg}-${inputsHash(pkg, env)}`);
  if (existsSync(path.join(out, 'remoteEntry.js'))) return out;
  mkdirSync(CACHE, { recursive: true });
  const temp = `${out}.${process.pid}.tmp`;
  const webpack = path.join(repoRoot, 'node_modules', '.bin', 'webpack');
  let output = '';
  const code = await new Promise<number | null>((resolve) => {
    // The preset's PORTAL_OUTPUT_PATH, not --output-path: a server-rendered portal's server bundle goes into server/.
    const child = spawn(webpack, ['--mode', 'production'], {
      cwd: path.join(repoRoot, pkg),
      env: { ...process.env, ...env, PORTAL_OUTPUT_PATH: temp },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('exit', resolve);
  });
  if (code !== 0 || !existsSync(path.join(temp, 'remoteEntry.js'))) {
    throw new Error(`Building ${pkg} with ${JSON.stringify(env)} failed (exit ${code}):\n${output.slice(-4000)}`);
  }
  rmSync(out, { recursive: true, force: true });
  renameSync(temp, out);
  return out;
}
