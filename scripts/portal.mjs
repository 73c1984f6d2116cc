// `npm run portal -- <verb>`: release, roll back and list the portals on a running site (see README, Operations).
// DATA_DIR and WEB_ROOT as for the server (relative paths against the repository root).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
// The portal registry (@alumni/shared/portals) is TypeScript: tsx (both its loaders) is registered before
// anything imports it, so `node scripts/portal.mjs` works as well as `npm run portal`.
import 'tsx';

const { listPortals, PORTAL_FOLDERS, PortalError, readHistory, releasePortal, rollbackPortal } =
  await import('./portal-releases.mjs');
const { publishReleaseFiles, withSharedReleaseState } = await import('./portal-shared-state.mjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const USAGE = `Usage: npm run portal -- <verb> [options]
  release <portal> [--version V] [--from DIR] [--base-url URL] [--force]
      copy the build (<portal>/dist/<package version>/, or --from DIR) to DATA_DIR/releases/<portal>/<V>/
      and make it live; --base-url when DATA_DIR/releases is published on another origin (a CDN)
  rollback <portal> [--to VERSION]   make an earlier release live (default: the one before the live one)
  list                               each portal, the version live now, the releases kept
  history [portal]                   releases and rollbacks, oldest first
Portals: ${PORTAL_FOLDERS.join(', ')}. Env: DATA_DIR (./data), WEB_ROOT (repo root),
DATABASE_URL (the live versions are then the database's, served by every instance within seconds).`;

export function main(argv = process.argv.slice(2), env = process.env, out = console.log) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      version: { type: 'string' },
      from: { type: 'string' },
      to: { type: 'string' },
      'base-url': { type: 'string' },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [verb, portal] = positionals;
  const dataDir = path.resolve(root, env.DATA_DIR || 'data');
  const webRoot = path.resolve(root, env.WEB_ROOT || '.');
  const where = { dataDir, webRoot };

  if (values.help || !verb) return out(USAGE);
  if (verb === 'release') {
    const from = values.from && path.resolve(values.from);
    const r = releasePortal({
      ...where,
      portal,
      version: values.version,
      from,
      force: values.force,
      baseUrl: values['base-url'],
    });
    out(
      `${r.portal} ${r.version} is live (was ${r.previous ?? 'none'})${r.reused ? '; that release already existed with the same content' : ''}: ${r.entry}`,
    );
  } else if (verb === 'rollback') {
    const r = rollbackPortal({ ...where, portal, to: values.to });
    out(`${r.portal} rolled back to ${r.version} (was ${r.previous ?? 'none'}): ${r.entry}`);
  } else if (verb === 'list') {
    for (const row of listPortals(where)) {
      out(
        `${row.portal.padEnd(18)} live ${(row.live?.version ?? '-').padEnd(10)} ${row.live?.entry ?? '(not in the manifest: not served)'}`,
      );
      for (const r of row.releases) {
        out(
          `${''.padEnd(18)} ${r.isLive ? '*' : ' '} ${r.version.padEnd(10)} ${r.entry ?? '(folder only)'}${r.isMissing ? '  MISSING' : ''}`,
        );
      }
    }
  } else if (verb === 'history') {
    for (const e of readHistory(dataDir).events.filter((e) => !portal || e.portal === portal)) {
      out(`${e.at}  ${e.portal.padEnd(18)} ${e.action.padEnd(8)} ${e.from ?? '-'} -> ${e.to}`);
    }
  } else {
    throw new PortalError(`Unknown verb "${verb}".\n${USAGE}`);
  }
}

if (fileURLToPath(import.meta.url) === path.resolve(process.argv[1] ?? '')) {
  try {
    const dataDir = path.resolve(root, process.env.DATA_DIR || 'data');
    const [verb] = process.argv.slice(2).filter((a) => !a.startsWith('-'));
    const databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl && verb)
      await withSharedReleaseState(
        { databaseUrl, dataDir, saves: ['release', 'rollback'].includes(verb) },
        async () => {
          main();
          // The files reach the bucket every instance serves /releases/ from before the manifest is saved.
          if (verb === 'release') await publishReleaseFiles(dataDir);
        },
      );
    else main();
  } catch (error) {
    if (!(error instanceof PortalError) && error?.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw error;
    console.error(`portal: ${error.message}`);
    process.exit(1);
  }
}
