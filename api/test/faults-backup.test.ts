/*
 * `npm run backup` / `npm run restore` (scripts/backup.mjs, scripts/restore.mjs) on both databases:
 * a seeded site is backed up and restored into a fresh place; every table has the same rows (counts
 * and checksums) and every media and private file comes back byte for byte. The refusals are checked
 * too: a PGlite DATA_DIR in use, a restore over existing data without --force, the wrong database kind,
 * missing PostgreSQL tools.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { sql } from 'kysely';
import { openPglite, openPostgres, type Database } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/modules/demo-data';
import { ProofStore } from '../src/modules/memberships/proof-store';
import { DiskStore } from '../src/storage/disk-store';
import { fileHashes } from './support/file-hashes';
import { PDF } from './support/fixtures';
import { npmScript, REPO } from './support/run-script';
import { findPgBin, startPrivateCluster, type PrivateCluster } from './support/private-postgres';
import { tableChecksum, tableCounts } from './support/table-counts';

const CHECKSUMMED = [
  'users',
  'associations',
  'membership_types',
  'membership_requests',
  'memberships',
  'transactions',
  'educations',
];

async function snapshot(database: Database) {
  const sums: Record<string, string> = {};
  for (const table of CHECKSUMMED) sums[table] = await tableChecksum(database.db, table);
  return { counts: await tableCounts(database.db), sums };
}

/** Demo data plus a proof document: every table and both folders hold something. */
async function fill(database: Database, dataDir: string) {
  await migrateToLatest(database.db);
  await seedDemo(database.db, { dataDir });
  const key = await new ProofStore(new DiskStore(dataDir)).store(PDF);
  await sql`update membership_requests set proof_document = ${key} where id = (select min(id) from membership_requests)`.execute(
    database.db,
  );
  await sql`insert into mail_outbox (to_address, subject, message) values ('a@example.com', 'Kept', '\\x00ff'::bytea)`.execute(
    database.db,
  );
  await sql`insert into contact_messages (name, email, message, ip) values ('Visitor', 'v@example.com', 'Hello ৳ 😀', '10.0.0.1')`.execute(
    database.db,
  );
  await sql`insert into rate_limit_counters (key, points, expire) values ('login-ip:10.0.0.1', 1, ${Date.now() + 60_000})`.execute(
    database.db,
  );
  await sql`insert into portal_release_state (name, body) values ('remotes', '{}'::jsonb)`.execute(database.db);
  await sql`insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
    select id, '00000000-0000-4000-8000-000000000001', 'hash-' || id, now() + interval '1 day' from users order by id limit 1`.execute(
    database.db,
  );
  await sql`insert into certificate_codes (code, membership_id, period_start, period_end)
    select 'code-' || id, id, start_date, end_date from memberships order by id limit 1`.execute(database.db);
  await sql`insert into membership_reminders (membership_id, period_end, kind)
    select id, end_date, '30_days' from memberships where end_date is not null order by id limit 1`.execute(
    database.db,
  );
  // A member import and its invitation, a statement upload with one line and its match (issue 39).
  await sql`insert into member_imports (association_id, file_key, mapping)
    select id, 'imports/kept.csv', '{"email":"E-mail"}'::jsonb from associations order by id limit 1`.execute(
    database.db,
  );
  await sql`insert into member_invitations (user_id, association_id)
    select u.id, a.id from users u, associations a order by u.id, a.id limit 1`.execute(database.db);
  await sql`insert into statement_reconciliations (association_id, layout, file_name)
    select id, 'bkash', 'statement ৳.csv' from associations order by id limit 1`.execute(database.db);
  await sql`insert into statement_lines (association_id, provider, line_key, amount, paid_on)
    select id, 'bkash', 'TRX-KEPT', 500.50, date '2026-11-01' from associations order by id limit 1`.execute(
    database.db,
  );
  await sql`insert into statement_matches (reconciliation_id, statement_line_id, row_number)
    select r.id, l.id, 2 from statement_reconciliations r, statement_lines l order by r.id, l.id limit 1`.execute(
    database.db,
  );
  await sql`insert into account_tokens (purpose, user_id, token_hash, email, expires_at)
    select 'password_reset', id, 'reset-' || id, email, now() + interval '1 hour' from users order by id limit 1`.execute(
    database.db,
  );
}

describe('backup and restore with PGlite', () => {
  const source = mkdtempSync(path.join(tmpdir(), 'alumni-backup-src-'));
  const target = mkdtempSync(path.join(tmpdir(), 'alumni-backup-dst-'));
  const archive = path.join(mkdtempSync(path.join(tmpdir(), 'alumni-backup-out-')), 'site.tar.gz');
  let before: Awaited<ReturnType<typeof snapshot>>;
  afterAll(() => {
    for (const dir of [source, target, path.dirname(archive)]) rmSync(dir, { recursive: true, force: true });
  });

  beforeAll(async () => {
    const database = await openPglite({ dataDir: source });
    try {
      await fill(database, source);
      before = await snapshot(database);
    } finally {
      await database.close();
    }
  }, 120_000);

  it('refuses to back up while a server holds the DATA_DIR', async () => {
    const held = await openPglite({ dataDir: source });
    try {
      const refused = await npmScript('backup', ['--out', archive], { DATA_DIR: source });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        `The server (pid ${process.pid}) is using DATA_DIR ${source}. Stop it before a backup`,
      );
      expect(existsSync(archive)).toBe(false);
    } finally {
      await held.close();
    }
  }, 120_000);

  it('backs up and restores into a fresh DATA_DIR: every row, every file', async () => {
    const backup = await npmScript('backup', ['--out', archive], { DATA_DIR: source });
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.output).toMatch(new RegExp(`Backup written to ${archive.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    expect(backup.output).toMatch(/media\/: \d+ files/);

    const restore = await npmScript('restore', [archive], { DATA_DIR: target });
    expect(restore.output).toContain('every count as in the backup');
    expect(restore.code).toBe(0);

    const database = await openPglite({ dataDir: target });
    try {
      const after = await snapshot(database);
      expect(after.counts).toEqual(before.counts);
      expect(after.sums).toEqual(before.sums);
      expect(Object.values(after.counts).every((n) => n > 0)).toBe(true);
    } finally {
      await database.close();
    }
    const files = fileHashes(source);
    expect(Object.keys(files).length).toBeGreaterThan(5);
    expect(fileHashes(target)).toEqual(files);
  }, 180_000);

  it('refuses to restore over existing data without --force; with it, keeps the old data aside', async () => {
    const refused = await npmScript('restore', [archive], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `DATA_DIR ${target} already holds a database. Restore into an empty DATA_DIR, or add --force`,
    );

    const forced = await npmScript('restore', [archive, '--force'], { DATA_DIR: target });
    expect(forced.code).toBe(0);
    const entries = readdirSync(target);
    expect(entries.filter((e) => e.startsWith('pglite.before-restore-'))).toHaveLength(1);
    expect(entries.filter((e) => e.startsWith('media.before-restore-'))).toHaveLength(1);
    const database = await openPglite({ dataDir: target });
    try {
      expect((await snapshot(database)).sums).toEqual(before.sums);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('says what is wrong: no database to back up, not a backup, the wrong database kind', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'alumni-backup-empty-'));
    try {
      const nothing = await npmScript('backup', ['--out', path.join(empty, 'x.tar.gz')], { DATA_DIR: empty });
      expect(nothing.code).toBe(1);
      expect(nothing.output).toContain('nothing to back up. Is DATA_DIR right?');
      const notBackup = await npmScript('restore', [path.join(REPO, 'package.json')], { DATA_DIR: empty });
      expect(notBackup.code).toBe(1);
      expect(notBackup.output).toMatch(/Reading the backup \(tar\) failed|is not a backup made by npm run backup/);
      const kind = await npmScript('restore', [archive], {
        DATA_DIR: empty,
        DATABASE_URL: 'postgres://postgres@127.0.0.1:1/none',
      });
      expect(kind.code).toBe(1);
      expect(kind.output).toContain(
        'This backup holds a pglite database, but this setup uses PostgreSQL (DATABASE_URL is set). Unset DATABASE_URL and run it again.',
      );
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  }, 120_000);
});

const hasPostgres = findPgBin() !== null;
if (!hasPostgres)
  console.warn('\n*** faults-backup: SKIPPED the PostgreSQL backup test: initdb/pg_ctl not found ***\n');

(hasPostgres ? describe : describe.skip)('backup and restore with PostgreSQL (a private cluster)', () => {
  let cluster: PrivateCluster;
  const sourceDir = mkdtempSync(path.join(tmpdir(), 'alumni-pgbackup-src-'));
  const targetDir = mkdtempSync(path.join(tmpdir(), 'alumni-pgbackup-dst-'));
  const archive = path.join(mkdtempSync(path.join(tmpdir(), 'alumni-pgbackup-out-')), 'site.tar.gz');
  const url = (name: string) => cluster.url.replace(/\/postgres$/, `/${name}`);
  let before: Awaited<ReturnType<typeof snapshot>>;

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    const admin = await openPostgres(cluster.url);
    await sql`create database source`.execute(admin.db);
    await sql`create database target`.execute(admin.db);
    await admin.close();
    const database = await openPostgres(url('source'));
    try {
      await fill(database, sourceDir);
      before = await snapshot(database);
    } finally {
      await database.close();
    }
  }, 180_000);
  afterAll(() => {
    cluster?.destroy();
    for (const dir of [sourceDir, targetDir, path.dirname(archive)]) rmSync(dir, { recursive: true, force: true });
  });

  it('backs up with pg_dump (while the database is in use) and restores into an empty database: every row, every file', async () => {
    const busy = await openPostgres(url('source'));
    try {
      await sql`begin`.execute(busy.db); // an open connection with a transaction does not stop pg_dump
      const backup = await npmScript('backup', ['--out', archive], {
        DATA_DIR: sourceDir,
        DATABASE_URL: url('source'),
      });
      expect(backup.output).toContain('database: postgres');
      expect(backup.code).toBe(0);
    } finally {
      await busy.close();
    }
    const restore = await npmScript('restore', [archive], { DATA_DIR: targetDir, DATABASE_URL: url('target') });
    expect(restore.output).toContain('every count as in the backup');
    expect(restore.code).toBe(0);
    const database = await openPostgres(url('target'));
    try {
      const after = await snapshot(database);
      expect(after.counts).toEqual(before.counts);
      expect(after.sums).toEqual(before.sums);
    } finally {
      await database.close();
    }
    expect(fileHashes(targetDir)).toEqual(fileHashes(sourceDir));
  }, 180_000);

  it('refuses a database that has tables without --force, and names missing tools', async () => {
    const refused = await npmScript('restore', [archive], {
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'alumni-pgbackup-x-')),
      DATABASE_URL: url('target'),
    });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      'The database at DATABASE_URL already has tables. Restore into an empty database (createdb), or add --force',
    );
    const forced = await npmScript('restore', [archive, '--force'], {
      DATA_DIR: targetDir,
      DATABASE_URL: url('target'),
    });
    expect(forced.output).toContain('every count as in the backup');
    expect(forced.code).toBe(0);

    const noTools = await npmScript('backup', ['--out', `${archive}.2`], {
      DATA_DIR: sourceDir,
      DATABASE_URL: url('source'),
      PG_BIN: '/nonexistent/pg/bin',
    });
    expect(noTools.code).toBe(1);
    expect(noTools.output).toContain(
      'pg_dump was not found in PG_BIN (/nonexistent/pg/bin). Install the PostgreSQL client tools',
    );
  }, 180_000);
});
