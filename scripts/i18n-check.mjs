// `npm run i18n:check` (issue 37's extraction check): the translation catalogs kept whole (scripts/catalogs.mjs),
// no literal user-facing string in a component (eslint.config.mjs's `i18next/no-literal-string`, counted per
// package), and the catalog ids no source file uses. Fails on a catalog problem or a literal string; the unused
// ids are listed for a person to judge (an id may be built at run time).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ESLint } from 'eslint';
import { LITERAL_STRING_FILES } from '../eslint.config.mjs';
import { checkCatalogs } from './catalogs.mjs';
import { root } from './lib.mjs';

const RULE = 'i18next/no-literal-string';
const SOURCES = ['shared', 'api', 'web', 'shell', 'public-site', 'member-portal', 'admin-portal', 'superadmin-portal'];
// Catalogs found by their English text, not by id: the API translates what its services and the zod contracts
// wrote in English (api/src/i18n/api-messages.ts, shared/src/ui/forms/field-message.ts).
const MATCHED_BY_TEXT = ['api/src/i18n/catalogs/api', 'shared/src/i18n/catalogs/validation'];

/** The literal strings in the components, by package: `{ findings: [{ file, line, message }], byPackage }`. */
export async function findLiteralStrings(patterns = LITERAL_STRING_FILES) {
  const eslint = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === RULE });
  const results = await eslint.lintFiles(patterns);
  const findings = results.flatMap((result) =>
    result.messages
      .filter((m) => m.ruleId === RULE)
      .map((m) => ({ file: path.relative(root, result.filePath), line: m.line, message: m.message })),
  );
  const byPackage = {};
  for (const pattern of patterns) byPackage[pattern.split('/')[0]] = 0;
  for (const { file } of findings) byPackage[file.split(path.sep)[0]] += 1;
  return { findings, byPackage };
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|cjs)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[/\\](catalogs|__tests__|node_modules)[/\\]/.test(file) && !/\.test\.tsx?$/.test(file));
}

/** Each id of a catalog (compared by id) that no source file names in quotes. */
export async function findUnusedIds(folders) {
  const text = SOURCES.flatMap((pkg) => sourceFiles(path.join(root, pkg, 'src')))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const unused = [];
  for (const folder of folders) {
    const relative = path.relative(root, folder);
    if (MATCHED_BY_TEXT.includes(relative.split(path.sep).join('/'))) continue;
    const module = await import(pathToFileURL(path.join(folder, 'en.ts')).href);
    const [catalog] = Object.values(module);
    for (const id of Object.keys(catalog))
      if (!['"', "'", '`'].some((quote) => text.includes(`${quote}${id}${quote}`))) unused.push(`${relative}: ${id}`);
  }
  return unused;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { folders, problems } = await checkCatalogs();
  for (const problem of problems) console.error(problem);
  console.log(`catalogs: ${folders.length} checked, ${problems.length} problems`);

  const { findings, byPackage } = await findLiteralStrings();
  for (const { file, line, message } of findings) console.error(`${file}:${line} ${message}`);
  console.log(`literal strings (${RULE}): ${findings.length}`);
  for (const [pkg, count] of Object.entries(byPackage)) console.log(`  ${pkg}: ${count}`);

  const unused = await findUnusedIds(folders);
  for (const id of unused) console.log(`  unused: ${id}`);
  console.log(`catalog ids used nowhere: ${unused.length}`);
  process.exit(problems.length || findings.length ? 1 : 0);
}
