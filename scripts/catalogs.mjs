// The translation catalogs kept whole: every `catalogs/<name>/en.ts` beside a `bn.ts` (shared's shell
// catalog, the API's messages, the mails and certificate, each portal's own), compared key by key.
// Run by `npm run lint` (check "catalogs"); also `node --import tsx scripts/catalogs.mjs`.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const PACKAGES = ['shared', 'api', 'web', 'shell', 'public-site', 'member-portal', 'admin-portal', 'superadmin-portal'];
const LANGUAGES = ['en', 'bn'];

/** Every folder holding a catalog (`<package>/src/**\/catalogs/<name>/en.ts`). */
export function findCatalogFolders(base = root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (path.basename(dir) === 'catalogs' && readdirSync(full).some((f) => /^(en|bn)\.ts$/.test(f))) found.push(full);
      else walk(full);
    }
  };
  for (const name of PACKAGES) {
    try {
      walk(path.join(base, name, 'src'));
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
  }
  return found.sort();
}

const placeholders = (text) =>
  [...text.matchAll(/\{(\w+)/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

/**
 * The problems of one catalog in every language: a key in one language and not in the other, an empty
 * text, a Bangla text that lost (or gained) a `{placeholder}` of the English one.
 */
export function compareCatalogs(catalogs) {
  const problems = [];
  const [first, ...others] = LANGUAGES;
  for (const language of LANGUAGES) {
    if (!catalogs[language]) problems.push(`no ${language} catalog`);
  }
  if (problems.length) return problems;
  for (const language of others) {
    for (const key of Object.keys(catalogs[first]))
      if (!(key in catalogs[language])) problems.push(`"${key}" is in ${first} but missing in ${language}`);
    for (const key of Object.keys(catalogs[language]))
      if (!(key in catalogs[first])) problems.push(`"${key}" is in ${language} but missing in ${first}`);
  }
  for (const language of LANGUAGES)
    for (const [key, text] of Object.entries(catalogs[language]))
      if (typeof text !== 'string' || text.trim() === '') problems.push(`"${key}" is empty in ${language}`);
  for (const language of others)
    for (const [key, text] of Object.entries(catalogs[language]))
      if (key in catalogs[first] && placeholders(text) !== placeholders(catalogs[first][key]))
        problems.push(
          `"${key}" in ${language} has placeholders {${placeholders(text)}}, ${first} {${placeholders(catalogs[first][key])}}`,
        );
  return problems;
}

/** The catalog object a module exports (its one exported object of texts). */
async function loadCatalog(file) {
  const module = await import(pathToFileURL(file).href);
  const objects = Object.values(module).filter((value) => value && typeof value === 'object');
  if (objects.length !== 1) throw new Error(`${file} should export one catalog object, found ${objects.length}`);
  return objects[0];
}

export async function checkCatalogs(base = root) {
  const problems = [];
  const folders = findCatalogFolders(base);
  for (const folder of folders) {
    const catalogs = {};
    for (const language of LANGUAGES) {
      const file = path.join(folder, `${language}.ts`);
      if (!existsSync(file)) continue;
      // A catalog that does not load (a syntax error; plain node without tsx) is a finding, not an absence.
      catalogs[language] = await loadCatalog(file).catch((error) => {
        problems.push(`${path.relative(base, file)}: cannot be read (${error.message.split('\n')[0]})`);
        return {};
      });
    }
    for (const problem of compareCatalogs(catalogs)) problems.push(`${path.relative(base, folder)}: ${problem}`);
  }
  return { folders, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { folders, problems } = await checkCatalogs();
  for (const problem of problems) console.error(problem);
  console.log(`${folders.length} catalogs checked (${LANGUAGES.join(', ')}): ${problems.length} problems`);
  process.exit(problems.length ? 1 : 0);
}
