import { buildPgliteTemplate, buildPostgresTemplate, ENV_PG_TEMPLATE, ENV_PGLITE_TEMPLATE } from './template';

/** Once per jest run: the migrated templates (PGlite tarball; PostgreSQL database when TEST_DATABASE_URL). */
export default async function globalSetup() {
  process.env[ENV_PGLITE_TEMPLATE] = await buildPgliteTemplate();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) process.env[ENV_PG_TEMPLATE] = await buildPostgresTemplate(adminUrl);
}
