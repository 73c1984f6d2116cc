import { spawn } from 'node:child_process';
import path from 'node:path';

export const REPO = path.resolve(__dirname, '..', '..', '..');

export type ScriptRun = { code: number | null; output: string };

/** Runs a root script (scripts/<name>.mjs) as npm would, with DATABASE_URL unset unless `env` sets it. */
export function npmScript(script: string, args: string[], env: Record<string, string>): Promise<ScriptRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO, 'scripts', `${script}.mjs`), ...args], {
    cwd: REPO,
    env: { ...process.env, DATABASE_URL: '', STORAGE_URL: '', INIT_CWD: REPO, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
