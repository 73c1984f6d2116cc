import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { createDatabase } from './db/database';
import type { DemoLogin } from './modules/demo-data';
import { prepareDatabase } from './startup';

async function main() {
  const config = loadConfig();
  const database = await createDatabase(config);
  let logins: DemoLogin[];
  try {
    logins = await prepareDatabase(config, database);
  } catch (error) {
    await database.close();
    throw error;
  }

  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => database.close());

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: shutting down`);
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // A process's first render of each public page loads its code: done here, before any visitor comes
  // (and before a load balancer's health check sees this instance).
  if (app.web) {
    const started = Date.now();
    try {
      const warmed = await app.web.warmUp();
      app.log.info({ pages: warmed, ms: Date.now() - started }, 'public pages rendered once before opening');
    } catch (error) {
      app.log.warn({ err: error }, 'rendering the public pages before opening failed: their first visitors wait');
    }
  }
  // Every background job (mail retries, refunds, pruning, sweeps) runs from here on, cron ones once per cluster.
  // Started before listening: a request that queues a job (Run now, a reminder) finds every queue created.
  await app.jobs.start();
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\nAlumni platform on http://${shown}:${port}/  (API http://${shown}:${port}/api/v1, docs /api/docs)`);
  console.log(
    `Database: ${database.kind === 'pglite' ? `PGlite in ${config.dataDir}/pglite` : 'PostgreSQL (DATABASE_URL)'}`,
  );
  console.log(
    `Files: ${app.storage.kind === 's3' ? `bucket ${app.storage.location}` : `${config.dataDir}/media and /private`}`,
  );
  if (logins.length) {
    console.log('Demo logins:');
    for (const l of logins) console.log(`  ${l.role.padEnd(18)} ${l.email.padEnd(28)} ${l.password}`);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
