import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './types';

const MIGRATIONS_DIR = path.join(__dirname, 'migrations');

/**
 * Imports every `*.ts` migration of the folder (works under tsx and ts-jest alike); the name is the
 * file name without extension, so the timestamp prefix orders them.
 */
class TsFolderMigrationProvider implements MigrationProvider {
  constructor(private readonly folder = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(this.folder)).filter(
      (f) => /\.ts$/.test(f) && !f.endsWith('.d.ts') && !f.includes('.test.'),
    );
    const migrations: Record<string, Migration> = {};
    for (const file of files.sort()) {
      const module = (await import(path.join(this.folder, file))) as Partial<Migration> & {
        default?: Partial<Migration>;
      };
      const migration = module.up ? module : module.default;
      if (!migration?.up) throw new Error(`Migration ${file} exports no up()`);
      migrations[file.replace(/\.ts$/, '')] = migration as Migration;
    }
    return migrations;
  }
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: new TsFolderMigrationProvider() });
  const { error, results = [] } = await migrator.migrateToLatest();
  const failed = results.find((r) => r.status === 'Error');
  if (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
