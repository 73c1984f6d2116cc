import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';

/** Environment variables through which global setup hands the templates to the test files. */
export const ENV_PGLITE_TEMPLATE = 'ALUMNI_TEST_PGLITE_TEMPLATE';
export const ENV_PG_TEMPLATE = 'ALUMNI_TEST_PG_TEMPLATE';

export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function withAdminClient<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A migrated in-memory PGlite, dumped to a gzip tarball file: each test file starts from it. */
export async function buildPgliteTemplate(): Promise<string> {
  const database = await openPglite();
  try {
    await migrateToLatest(database.db);
    if (!database.dumpDataDir) throw new Error('not a PGlite database');
    const dump = await database.dumpDataDir();
    const file = path.join(tmpdir(), `alumni-pglite-template-${process.pid}-${randomBytes(4).toString('hex')}.tgz`);
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

/** A migrated PostgreSQL database on the server of `adminUrl`, used as CREATE DATABASE ... TEMPLATE. */
export async function buildPostgresTemplate(adminUrl: string): Promise<string> {
  const name = `alumni_test_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  await withAdminClient(adminUrl, (c) => c.query(`CREATE DATABASE ${quoteIdent(name)}`));
  const database = await openPostgres(databaseUrl(adminUrl, name));
  try {
    await migrateToLatest(database.db);
  } finally {
    await database.close();
  }
  return name;
}
