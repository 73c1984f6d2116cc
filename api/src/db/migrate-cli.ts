import { loadConfig } from '../config';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';

/** `npm run migrate -w api`: bring the configured database up to date and exit. */
async function main() {
  const database = await createDatabase(loadConfig());
  try {
    const applied = await migrateToLatest(database.db);
    console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'The database is up to date.');
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
