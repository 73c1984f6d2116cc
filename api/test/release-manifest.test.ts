import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { openPostgres, type Database } from '../src/db/database';
import { createTestDatabase, drivers, testConfig } from './helpers';
import { databaseUrl } from './support/template';

const onPostgres = drivers.includes('postgres') ? describe : describe.skip;
if (!drivers.includes('postgres'))
  console.warn('release-manifest.test.ts: set TEST_DATABASE_URL to test a release seen by two instances');

/** A WEB_ROOT with a built shell page and the admin portal's package, enough for /remotes.json. */
function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'alumni-web-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  write('admin-portal/package.json', JSON.stringify({ name: '@alumni/admin-portal', version: '1.0.0' }));
  return root;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - started;
}

onPostgres('the live portal versions in PostgreSQL, seen by every instance', () => {
  const webRoot = fakeWebRoot();
  let database: Database;
  let second: Database;
  const apps: FastifyInstance[] = [];
  const dataDirs: string[] = [];

  const release = (manifest: object) =>
    sql`insert into portal_release_state (name, body) values ('remotes', ${JSON.stringify(manifest)})
        on conflict (name) do update set body = excluded.body, updated_at = now()`.execute(database.db);
  const adminPortal = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/remotes.json' })).json().admin_portal;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(database.db);
    second = await openPostgres(databaseUrl(process.env.TEST_DATABASE_URL ?? '', rows[0].name));
    for (const db of [database, second]) {
      const config = testConfig({ webRoot });
      dataDirs.push(config.dataDir);
      apps.push(await buildApp({ config, database: db, logger: false }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await second?.close();
    await database?.close();
    for (const dir of [webRoot, ...dataDirs]) rmSync(dir, { recursive: true, force: true });
  });

  it('serves the package versions until a portal is released', async () => {
    for (const app of apps) expect(await adminPortal(app)).toBe('/portals/admin-portal/1.0.0/remoteEntry.js');
  });

  it('serves a release (and then a rollback) on both instances within 5 seconds, without a restart', async () => {
    const v110 = { entry: '/releases/admin-portal/1.1.0/remoteEntry.js', version: '1.1.0' };
    await release({ admin_portal: v110 });
    for (const app of apps) await waitFor('1.1.0 live', async () => (await adminPortal(app))?.version === '1.1.0');
    const v100 = { entry: '/portals/admin-portal/1.0.0/remoteEntry.js', version: '1.0.0' };
    await release({ admin_portal: v100 });
    for (const app of apps) await waitFor('1.0.0 back', async () => (await adminPortal(app))?.version === '1.0.0');
    // What one instance's DATA_DIR holds does not matter any more.
    writeFileSync(path.join(dataDirs[0], 'remotes.json'), JSON.stringify({ admin_portal: v110 }));
    expect(await adminPortal(apps[0])).toEqual(v100);
  });

  it("allows scripts from a CDN portal's origin in both instances' pages", async () => {
    await release({
      admin_portal: { entry: 'https://cdn.example.org/admin-portal/1.2.0/remoteEntry.js', version: '1.2.0' },
    });
    for (const app of apps)
      await waitFor('the CDN in the CSP', async () => {
        const page = await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
        return /script-src[^;]*https:\/\/cdn\.example\.org/.test(String(page.headers['content-security-policy']));
      });
  });
});
