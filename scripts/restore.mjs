// `npm run restore -- FILE [--force]`: puts a backup made by `npm run backup` back: the database into
// DATA_DIR (PGlite) or DATABASE_URL (PostgreSQL), and the media and private files into DATA_DIR, or
// into the bucket of STORAGE_URL. Into an empty place by default; --force keeps what is there aside
// (PGlite data and folders are renamed *.before-restore-<time>; a PostgreSQL database is cleaned; a
// bucket's objects of the same name are written over) and restores over it. Afterwards every table's
// row count, and the number of files and bytes put back, are compared with the backup's.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { countArea, countTree, uploadTree } from '../api/src/storage/object-trees.ts';
import * as backupLib from './backup-lib.mjs';

const USAGE = 'Usage: npm run restore -- <backup.tar.gz> [--force]';

const isFilled = (dir) => existsSync(dir) && readdirSync(dir).length > 0;

async function postgresHasTables(config) {
  try {
    return await backupLib.withDatabase(config, async ({ db }) => {
      const { rows } =
        await sql`select count(*) as n from information_schema.tables where table_schema = 'public'`.execute(db);
      return Number(rows[0].n) > 0;
    });
  } catch (error) {
    throw new backupLib.BackupError(`Could not reach the database at DATABASE_URL: ${error.message}`);
  }
}

backupLib.cli(async (argv) => {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { force: { type: 'boolean' }, help: { type: 'boolean' } },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length !== 1) throw new backupLib.BackupError(USAGE);
  const archive = backupLib.userPath(positionals[0]);
  if (!existsSync(archive)) throw new backupLib.BackupError(`No backup at ${archive}.`);
  const config = backupLib.settings();
  const force = Boolean(values.force);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');

  const staging = mkdtempSync(path.join(tmpdir(), 'alumni-restore-'));
  try {
    backupLib.run(backupLib.tarTool(), ['-xzf', archive, '-C', staging], 'Reading the backup (tar)');
    let manifest;
    try {
      manifest = JSON.parse(readFileSync(path.join(staging, 'manifest.json'), 'utf8'));
    } catch {
      manifest = null;
    }
    if (manifest?.format !== backupLib.FORMAT)
      throw new backupLib.BackupError(`${archive} is not a backup made by npm run backup (no manifest).`);
    if (manifest.database !== config.kind) {
      throw new backupLib.BackupError(
        `This backup holds a ${manifest.database} database, but this setup uses ${config.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL is set)' : 'PGlite (no DATABASE_URL)'}. ` +
          `${manifest.database === 'postgres' ? 'Set DATABASE_URL to an empty database' : 'Unset DATABASE_URL'} and run it again.`,
      );
    }

    // Every refusal before anything is touched.
    const pgliteDir = path.join(config.dataDir, 'pglite');
    if (config.kind === 'pglite') {
      backupLib.refuseWhileServing(config.dataDir, 'restoring');
      if (isFilled(pgliteDir) && !force) {
        throw new backupLib.BackupError(
          `DATA_DIR ${config.dataDir} already holds a database. Restore into an empty DATA_DIR, or add --force to keep the current one aside and restore over it.`,
        );
      }
    } else if (!force && (await postgresHasTables(config))) {
      throw new backupLib.BackupError(
        'The database at DATABASE_URL already has tables. Restore into an empty database (createdb), or add --force to replace its contents.',
      );
    }
    const folders = manifest.folders ?? [];
    const bucket = backupLib.openBucket(config);
    try {
      await restoreWithFiles({ config, manifest, staging, folders, bucket, force, stamp, archive, pgliteDir });
    } finally {
      bucket?.close();
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
});

/** Puts the files back into the bucket, or into DATA_DIR (the old folder kept aside); their totals. */
async function restoreFiles({ config, staging, folders, bucket, stamp }) {
  const totals = [];
  for (const f of folders) {
    if (bucket) {
      totals.push(await uploadTree(bucket, path.join(staging, f), f));
      continue;
    }
    const target = path.join(config.dataDir, f);
    if (existsSync(target)) renameSync(target, `${target}.before-restore-${stamp}`);
    cpSync(path.join(staging, f), target, { recursive: true, preserveTimestamps: true });
    totals.push(await countTree(target));
  }
  return backupLib.sumTotals(totals);
}

async function restoreWithFiles({ config, manifest, staging, folders, bucket, force, stamp, archive, pgliteDir }) {
  for (const f of folders) {
    if (bucket && !force && (await countArea(bucket, f)).count > 0) {
      throw new backupLib.BackupError(
        `The bucket ${bucket.location} already holds ${f}/ files. Restore into an empty bucket, or add --force to write the backup's files over them.`,
      );
    }
    if (!bucket && isFilled(path.join(config.dataDir, f)) && !force) {
      throw new backupLib.BackupError(
        `${path.join(config.dataDir, f)} is not empty. Restore into an empty DATA_DIR, or add --force to keep it aside and restore over it.`,
      );
    }
  }

  let counts;
  mkdirSync(config.dataDir, { recursive: true });
  if (config.kind === 'pglite') {
    if (existsSync(pgliteDir)) renameSync(pgliteDir, `${pgliteDir}.before-restore-${stamp}`);
    counts = await backupLib.withDatabase(config, ({ db }) => backupLib.tableCounts(db), {
      loadDataDir: new Blob([readFileSync(path.join(staging, 'database', 'pglite.tar.gz'))]),
    });
  } else {
    const pgRestore = backupLib.pgTool('pg_restore');
    backupLib.run(
      pgRestore,
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        ...(force ? ['--clean', '--if-exists'] : []),
        `--dbname=${config.databaseUrl}`,
        path.join(staging, 'database', 'postgres.dump'),
      ],
      'pg_restore',
    );
    counts = await backupLib.withDatabase(config, ({ db }) => backupLib.tableCounts(db));
  }
  const objects = await restoreFiles({ config, staging, folders, bucket, stamp });

  const differing = Object.keys({ ...manifest.tables, ...counts }).filter((t) => manifest.tables[t] !== counts[t]);
  if (differing.length) {
    throw new backupLib.BackupError(
      `Restored, but these tables do not have the rows the backup recorded:\n${differing.map((t) => `  ${t}: backup ${manifest.tables[t] ?? 'none'}, restored ${counts[t] ?? 'none'}`).join('\n')}`,
    );
  }
  const rows = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(`Restored ${archive} (made ${manifest.created_at})`);
  console.log(
    `  database: ${config.kind}, ${rows} rows in ${Object.keys(counts).length} tables, every count as in the backup`,
  );
  for (const f of folders) console.log(`  ${f}/: ${manifest.files?.[f] ?? '?'} files`);
  if (manifest.objects && (objects.count !== manifest.objects.count || objects.bytes !== manifest.objects.bytes)) {
    throw new backupLib.BackupError(
      `Restored, but the files put back (${objects.count}, ${objects.bytes} bytes) are not what the backup recorded (${manifest.objects.count}, ${manifest.objects.bytes} bytes).`,
    );
  }
  console.log(
    `  files: ${objects.count} (${objects.bytes} bytes) into ${bucket ? bucket.location : `DATA_DIR ${config.dataDir}`}, as in the backup`,
  );
}
