/**
 * @jest-environment node
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
const { FirstLoadPlugin, COMPILE_HINT } = require('../../../build/first-load-plugin.cjs') as {
  FirstLoadPlugin: new (options?: { container?: string }) => webpack.WebpackPluginInstance;
  COMPILE_HINT: string;
};
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack') as {
  ModuleFederationPlugin: new (options: object) => webpack.WebpackPluginInstance;
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

/** A portal in miniature: it exposes an App, which imports a page of its own lazily. */
const PORTAL = {
  'portal-app.js':
    "export function App() { return 'the portal app'; }\nexport const page = () => import('./portal-page');\n",
  'portal-page.js': "export function Page() { return 'a page of the portal'; }\n",
};

let dir: string;
let out: string;
let plainOut: string;
let portalOut: string;

/** Builds the miniature into `folder`, with the plugin or without it. */
function build(folder: string, plugins: webpack.WebpackPluginInstance[], entry = './index.js') {
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry,
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
  portalOut = path.join(dir, 'portal');
  for (const [name, text] of Object.entries({ ...SOURCES, ...PORTAL })) writeFileSync(path.join(dir, name), text);
  await build(out, [new FirstLoadPlugin()]);
  await build(plainOut, []);
  await build(
    portalOut,
    [
      new ModuleFederationPlugin({
        name: 'mini_portal',
        filename: 'remoteEntry.js',
        exposes: { './App': './portal-app.js' },
        dts: false,
        manifest: false,
      }),
      new FirstLoadPlugin({ container: 'mini_portal' }),
    ],
    './index.js',
  );
}, 120_000);

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

  it("marks a portal's remoteEntry.js and its exposed module's chunk, not the pages it loads later", () => {
    const files = readdirSync(portalOut).filter((f) => f.endsWith('.js'));
    const hinted = files.filter((f) => readFileSync(path.join(portalOut, f), 'utf8').startsWith(COMPILE_HINT));
    expect(hinted).toContain('remoteEntry.js');
    const text = (f: string) => readFileSync(path.join(portalOut, f), 'utf8');
    expect(hinted.some((f) => f !== 'remoteEntry.js' && text(f).includes('the portal app'))).toBe(true);
    const page = files.filter((f) => text(f).includes('a page of the portal'));
    expect(page).toHaveLength(1);
    expect(hinted).not.toContain(page[0]);
    // The portal's standalone page (main.js) is not what the shell loads.
    expect(hinted.filter((f) => f.startsWith('main.'))).toEqual([]);
    expect(files).not.toContain('first-load.json');
    expect(readdirSync(portalOut)).not.toContain('first-load.json');
  });
});
