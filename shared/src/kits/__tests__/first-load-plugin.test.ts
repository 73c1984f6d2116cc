/**
 * @jest-environment node
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
const { FirstLoadPlugin, COMPILE_HINT } = require('../../../build/first-load-plugin.cjs') as {
  FirstLoadPlugin: new () => webpack.WebpackPluginInstance;
  COMPILE_HINT: string;
};

/**
 * A host-shaped build in miniature: main.js imports a bootstrap (first load), whose app imports a dashboard
 * only when asked (not first load).
 */
const SOURCES = {
  'index.js': "import('./bootstrap');\n",
  'bootstrap.js': "import { start } from './app';\nstart();\n",
  'app.js': "export function start() { return 'started'; }\nexport const later = () => import('./dashboard');\n",
  'dashboard.js': "export function Dashboard() { return 'dashboard'; }\n",
};

let dir: string;
let out: string;
let plainOut: string;

/** Builds the miniature into `folder`, with the plugin or without it. */
function build(folder: string, plugins: webpack.WebpackPluginInstance[]) {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: './index.js',
    output: { path: folder, filename: '[name].[contenthash].js', chunkFilename: '[id].[contenthash].js' },
    plugins,
  });
  return new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
      else compiler.close(() => resolve());
    }),
  );
}

const listed = () => (JSON.parse(readFileSync(path.join(out, 'first-load.json'), 'utf8')) as { files: string[] }).files;
const scripts = (folder: string) => readdirSync(folder).filter((f) => f.endsWith('.js'));

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'first-load-'));
  out = path.join(dir, 'dist');
  plainOut = path.join(dir, 'plain');
  for (const [name, text] of Object.entries(SOURCES)) writeFileSync(path.join(dir, name), text);
  await build(out, [new FirstLoadPlugin()]);
  await build(plainOut, []);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('FirstLoadPlugin', () => {
  it('lists the entry and its first import under their emitted names, not what loads later', () => {
    const files = listed();
    expect(files).toHaveLength(2);
    expect(files[0]).toMatch(/^main\./);
    for (const file of files) expect(scripts(out)).toContain(file);
    const later = scripts(out).filter((f) => !files.includes(f));
    expect(later).toHaveLength(1);
    expect(readFileSync(path.join(out, later[0]), 'utf8')).toContain('dashboard');
  });

  it("marks the first-load files, and only those, with V8's compile hint on their first line", () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad\n');
    const files = listed();
    for (const file of scripts(out)) {
      const text = readFileSync(path.join(out, file), 'utf8');
      expect([file, text.startsWith(COMPILE_HINT)]).toEqual([file, files.includes(file)]);
    }
  });

  it('names a marked file by its content, hint included (immutable caching never serves it unmarked)', () => {
    const plain = scripts(plainOut);
    for (const file of listed()) expect(plain).not.toContain(file);
    // The file the hint did not touch keeps its name.
    const later = scripts(out).filter((f) => !listed().includes(f));
    expect(plain).toContain(later[0]);
  });
});
