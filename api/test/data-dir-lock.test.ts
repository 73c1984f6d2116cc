import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { DataDirLockedError } from '../src/db/data-dir-lock';
import { openPglite } from '../src/db/database';

describe('the PGlite data-dir lock', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-lock-'));
  const lockFile = path.join(dataDir, 'pglite.lock');
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a second open of the same DATA_DIR, and frees it on close', async () => {
    const first = await openPglite({ dataDir });
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    await expect(openPglite({ dataDir })).rejects.toThrow(
      `Another process (pid ${process.pid}) is using DATA_DIR ${dataDir}`,
    );
    await sql`create table kept (id int)`.execute(first.db);
    await first.close();
    expect(existsSync(lockFile)).toBe(false);

    const again = await openPglite({ dataDir });
    await sql`select * from kept`.execute(again.db); // the data is still there
    await again.close();
  });

  it('refuses while another live process holds the lock; takes over a dead one', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(lockFile, String(other.pid));
      const error = await openPglite({ dataDir }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DataDirLockedError);
      expect((error as Error).message).toBe(
        `Another process (pid ${other.pid}) is using DATA_DIR ${dataDir}. Stop it, or start this one with another DATA_DIR.`,
      );
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // Its owner is dead now: the stale lock is taken over.
    expect(other.pid).toBeGreaterThan(0);
    const database = await openPglite({ dataDir });
    expect(readFileSync(lockFile, 'utf8')).toBe(String(process.pid));
    await database.close();
  });

  it('makes a second server on the same DATA_DIR exit non-zero with the message', async () => {
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      writeFileSync(lockFile, String(holder.pid));
      const apiDir = path.resolve(__dirname, '..');
      const server = spawn(path.join(apiDir, '..', 'node_modules', '.bin', 'tsx'), ['src/server.ts'], {
        cwd: apiDir,
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', SEED_DEMO: '0', DATABASE_URL: '', LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      server.stderr.on('data', (d) => (stderr += d));
      const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain(`Another process (pid ${holder.pid}) is using DATA_DIR ${dataDir}`);
    } finally {
      holder.kill('SIGKILL');
      await new Promise((resolve) => holder.once('exit', resolve));
    }
  });
});
