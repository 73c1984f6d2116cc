// `npm run backup -- [--out FILE]`: the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL)
// and the media and private files (DATA_DIR's, or the bucket's with STORAGE_URL), in one .tar.gz
// (see backup-lib.mjs for what it holds).
// PGlite: only while no server runs on DATA_DIR (refused otherwise). PostgreSQL: any time (pg_dump
// reads one consistent snapshot, and the manifest's row counts come from that same snapshot).
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { countTree, downloadArea } from '../api/src/storage/object-trees.ts';
import * as backupLib from './backup-lib.mjs';
import { root } from './lib.mjs';

const USAGE = 'Usage: npm run backup -- [--out FILE]   (default: backups/alumni-<database>-<time>.tar.gz)';

/**
 * The folders to archive, where they are, and their files and bytes: DATA_DIR's own, or the bucket's
 * objects downloaded into the staging folder (taken after the database: an object a row names exists).
 */
async function gatherFiles(config, staging) {
  const bucket = backupLib.openBucket(config);
  if (!bucket) {
    const folders = backupLib.FOLDERS.filter((f) => existsSync(path.join(config.dataDir, f)));
    const totals = await Promise.all(folders.map((f) => countTree(path.join(config.dataDir, f))));
    return { from: config.dataDir, folders, totals };
  }
  try {
    const totals = [];
    for (const f of backupLib.FOLDERS) totals.push(await downloadArea(bucket, f, path.join(staging, f)));
    const folders = backupLib.FOLDERS.filter((_f, i) => totals[i].count > 0);
    return { from: staging, folders, totals: totals.filter((t) => t.count > 0), location: bucket.location };
  } finally {
    bucket.close();
  }
}

async function dumpPglite(config, target) {
  if (!existsSync(path.join(config.dataDir, 'pglite'))) {
    throw new backupLib.BackupError(
      `There is no database in ${path.join(config.dataDir, 'pglite')}: nothing to back up. Is DATA_DIR right?`,
    );
  }
  backupLib.refuseWhileServing(config.dataDir, 'a backup');
  return backupLib.withDatabase(config, async (database) => {
    const counts = await backupLib.tableCounts(database.db);
    const blob = await database.dumpDataDir();
    writeFileSync(target, Buffer.from(await blob.arrayBuffer()));
    return counts;
  });
}

async function dumpPostgres(config, target) {
  const pgDump = backupLib.pgTool('pg_dump');
  try {
    return await backupLib.withDatabase(config, async ({ db }) => {
      let counts;
      await db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const { rows } = await sql`select pg_export_snapshot() as id`.execute(trx);
          counts = await backupLib.tableCounts(trx);
          // The dump sees exactly what the counts saw (the transaction stays open while it runs).
          backupLib.run(
            pgDump,
            [
              '--format=custom',
              '--no-owner',
              '--no-privileges',
              `--snapshot=${rows[0].id}`,
              `--file=${target}`,
              `--dbname=${config.databaseUrl}`,
            ],
            'pg_dump',
          );
        });
      return counts;
    });
  } catch (error) {
    if (error instanceof backupLib.BackupError) throw error;
    throw new backupLib.BackupError(`Could not read the database at DATABASE_URL: ${error.message}`);
  }
}

backupLib.cli(async (argv) => {
  const { values } = parseArgs({ args: argv, options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) return console.log(USAGE);
  const config = backupLib.settings();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = values.out
    ? backupLib.userPath(values.out)
    : path.join(root, 'backups', `alumni-${config.kind}-${stamp}.tar.gz`);
  const tar = backupLib.tarTool();

  const staging = mkdtempSync(path.join(tmpdir(), 'alumni-backup-'));
  try {
    mkdirSync(path.join(staging, 'database'));
    const tables =
      config.kind === 'pglite'
        ? await dumpPglite(config, path.join(staging, 'database', 'pglite.tar.gz'))
        : await dumpPostgres(config, path.join(staging, 'database', 'postgres.dump'));
    const gathered = await gatherFiles(config, staging);
    const { folders } = gathered;
    const files = Object.fromEntries(folders.map((f, i) => [f, gathered.totals[i].count]));
    const objects = backupLib.sumTotals(gathered.totals);
    const manifest = {
      format: backupLib.FORMAT,
      version: 1,
      created_at: new Date().toISOString(),
      database: config.kind,
      tables,
      folders,
      files,
      storage: config.storage.kind,
      objects,
    };
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    mkdirSync(path.dirname(out), { recursive: true });
    const partial = `${out}.part`;
    backupLib.run(
      tar,
      [
        '-czf',
        partial,
        '-C',
        staging,
        'manifest.json',
        'database',
        ...(folders.length ? ['-C', gathered.from, ...folders] : []),
      ],
      'tar',
    );
    rmSync(out, { force: true });
    backupLib.run('mv', [partial, out], 'mv');

    const rows = Object.values(tables).reduce((a, b) => a + b, 0);
    const size = (statSync(out).size / 1024 / 1024).toFixed(1);
    console.log(`Backup written to ${out} (${size} MB)`);
    console.log(`  database: ${config.kind}, ${rows} rows in ${Object.keys(tables).length} tables`);
    for (const f of folders) console.log(`  ${f}/: ${files[f]} files`);
    console.log(
      `  files: ${objects.count} (${objects.bytes} bytes) from ${gathered.location ?? `DATA_DIR ${config.dataDir}`}`,
    );
    console.log(`Restore it with: npm run restore -- ${out}`);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
});
