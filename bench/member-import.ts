/*
 * `npm run bench -- --only=import`: importing 20,000 members (issue 39) from a CSV made here, in a child
 * process of its own that opens a database made beforehand by another (as a running server has it open),
 * so its peak memory is the import's: reading the file, checking every row against the database (as the
 * job does, reporting progress), then the one transaction that writes the accounts, requests, memberships
 * and periods. Budget: 60 s and 300 MB here. On PGlite the engine lives in the process (about 350 MB
 * with the database open, before any import): there the memory budget is the import's own, the peak
 * above the process at rest with the database open; the absolute peak is reported beside it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, round, throwawayDatabase } from './lib';
import type { Budget } from './report';

export type ImportBenchRow = {
  database: string;
  rows: number;
  seconds: number;
  /** The importing process's peak RSS. */
  peakMb: number;
  /** Its RSS with the database open, before the import. */
  baseMb: number;
  created: number;
};

function child(step: 'prepare' | 'import', target: string): string {
  const script = path.join(repoRoot, 'bench/member-import-child.ts');
  const run = spawnSync(process.execPath, ['--import', 'tsx', script, step, target], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`the import bench failed: ${run.stderr.slice(-2000)}`);
  return run.stdout;
}

function runChild(database: string, target: string): ImportBenchRow {
  child('prepare', target);
  const out = child('import', target);
  return { database, ...(JSON.parse(out.trim().split('\n').pop()!) as Omit<ImportBenchRow, 'database'>) };
}

/** The import on PostgreSQL (the production target: the budget) and on the embedded database (reported). */
export async function memberImportBench(
  log: (s: string) => void,
  hasPostgres: boolean,
): Promise<{ rows: ImportBenchRow[]; budgets: Budget[] }> {
  const rows: ImportBenchRow[] = [];
  if (hasPostgres) {
    const db = await throwawayDatabase('import');
    try {
      rows.push(runChild('postgres', db.url));
    } finally {
      await db.drop();
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-import-'));
  try {
    rows.push(runChild('pglite', dir));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  for (const r of rows)
    log(
      `  ${r.database}: import of ${r.rows} rows ${r.seconds} s, peak ${r.peakMb} MB (${r.baseMb} MB with the database open; created ${r.created})`,
    );
  const budgets = rows.flatMap((r) => [
    {
      budget: `import ${r.rows} members (${r.database}): time`,
      target: '<= 60 s',
      actual: `${round(r.seconds, 1)} s`,
      met: r.seconds <= 60,
    },
    r.database === 'pglite'
      ? {
          budget: `import ${r.rows} members (${r.database}): peak RSS above the open database`,
          target: '<= 300 MB',
          actual: `${r.peakMb - r.baseMb} MB (${r.peakMb} MB in all, ${r.baseMb} MB at rest)`,
          met: r.peakMb - r.baseMb <= 300,
        }
      : {
          budget: `import ${r.rows} members (${r.database}): peak RSS`,
          target: '<= 300 MB',
          actual: `${r.peakMb} MB`,
          met: r.peakMb <= 300,
        },
  ]);
  return { rows, budgets };
}
