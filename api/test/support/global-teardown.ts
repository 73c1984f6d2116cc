import { rm } from 'node:fs/promises';
import { ENV_PG_TEMPLATE, ENV_PGLITE_TEMPLATE, quoteIdent, withAdminClient } from './template';

export default async function globalTeardown() {
  const tarball = process.env[ENV_PGLITE_TEMPLATE];
  if (tarball) await rm(tarball, { force: true });
  const template = process.env[ENV_PG_TEMPLATE];
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (template && adminUrl) {
    await withAdminClient(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${quoteIdent(template)} WITH (FORCE)`));
  }
}
