/*
 * Preload hints for the shell's index.html. Without them the first page loads as a waterfall, one
 * round trip per hop: index.html -> main.js -> the shell's chunks -> /remotes.json -> remoteEntry.js ->
 * the exposed module's chunks. The server knows the live runtime manifest and each remote's
 * mf-manifest.json, so it names those files in the page (preload and prefetch links) and the browser
 * fetches them beside main.js.
 * Worked out on every page load from the live files: a release or a rollback changes the hints of the
 * next page load, with no restart and nothing stale.
 */
import path from 'node:path';
import { escapeHtml, jsonScriptTag } from '@alumni/shared/format';
import { FIRST_LOAD_HINTS_ID } from '@alumni/shared/hydration/element-ids.cjs';
import { parseManifestEntry, portalForPath, type FirstLoadHint } from '@alumni/shared/portals';
import type { Frontends } from './frontends';
import { readJsonFile } from './json-file';
import { templateScripts } from './pages/page-html';

type Assets = { js?: { sync?: unknown }; css?: { sync?: unknown } };
type FederationManifest = { exposes?: { name?: unknown; path?: unknown; assets?: Assets }[] };
/**
 * `preload` for what the page always asks for at once (main.js, /remotes.json, the remote's entry): the
 * page's own request takes the preloaded response. `prefetch` (into the HTTP cache) for the chunks the
 * entry asks for next: a preload that failed and was never asked for (the entry did not load either)
 * stays in the page's memory and fails the Retry that asks for it later; a failed prefetch leaves nothing.
 */
export type Hint = FirstLoadHint;

/**
 * The shell loads `./build-info` first (the shared-version check), then `./App` and, on a dashboard, the
 * portal's `./menu` (a remote without one gets no hints for it).
 */
const FIRST_EXPOSES = ['build-info', 'App', 'menu'];

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v !== '') : [];

function assetHints(assets: Assets | undefined, base: string): Hint[] {
  const url = (file: string) => new URL(file, `http://h${base}`).pathname;
  return [
    ...strings(assets?.css?.sync).map((file): Hint => ({ href: url(file), rel: 'prefetch', as: 'style' })),
    ...strings(assets?.js?.sync).map((file): Hint => ({ href: url(file), rel: 'prefetch', as: 'script' })),
  ];
}

/** A plain file name of the shell's build (`8325.19e1.js`), never a path out of its folder. */
const SHELL_FILE = /^[\w.-]+\.js$/;

/**
 * The chunks the shell itself runs before any page renders, as its build listed them in first-load.json
 * (shared/build/first-load-plugin.cjs): React, the kits, @alumni/shared, the routes. main.js asks for
 * them one round trip after another; named in the page, they come beside it.
 */
function shellFirstLoad(webRoot: string): Hint[] {
  const list = readJsonFile<{ files?: unknown }>(path.join(webRoot, 'shell', 'dist', 'first-load.json'));
  return strings(list?.files)
    .filter((file) => SHELL_FILE.test(file))
    .map((file): Hint => ({ href: `/${file}`, rel: 'preload', as: 'script' }));
}

/**
 * What the page fetches first on `pathname` once main.js runs: the shell's own first chunks,
 * /remotes.json, and the entry and first exposed modules of the remote that page mounts, as the live
 * manifest names it. Remotes on another origin get no hints.
 */
export function firstLoadHints(pathname: string, live: Record<string, unknown>, frontends: Frontends): Hint[] {
  const hints: Hint[] = [...shellFirstLoad(frontends.webRoot), { href: '/remotes.json', rel: 'preload', as: 'fetch' }];

  // Every page outside a dashboard is the public site's (the guards send a visitor to /login).
  const entry = parseManifestEntry(live[portalForPath(pathname).name])?.entry;
  const folder = entry && frontends.remoteFolder(entry);
  if (!entry || !folder) return hints;
  hints.push({ href: entry, rel: 'preload', as: 'script' });
  const remote = readJsonFile<FederationManifest>(path.join(folder, 'mf-manifest.json'));
  for (const name of FIRST_EXPOSES) {
    const exposed = remote?.exposes?.find((e) => e.name === name || e.path === `./${name}`);
    hints.push(...assetHints(exposed?.assets, entry));
  }
  return hints;
}

/**
 * A `<link>` for each hint; the preloads match how the files are then requested: webpack's JSONP
 * chunks and the federation runtime's entry script load without `crossorigin`, fetch() of
 * /remotes.json in CORS mode with same-origin credentials (`crossorigin` = anonymous). Low priority,
 * as main.js itself (a deferred script) has: at the default (high) they would go before it, and a
 * browser counts high-priority requests made before the first paint as holding that paint back.
 */
function preloadLinks(hints: Hint[]): string {
  const seen = new Set<string>();
  return hints
    .filter((h) => !seen.has(h.href) && seen.add(h.href))
    .map((h) =>
      h.rel === 'prefetch'
        ? `<link rel="prefetch" href="${escapeHtml(h.href)}" fetchpriority="low">`
        : `<link rel="preload" href="${escapeHtml(h.href)}" as="${h.as}"${h.as === 'fetch' ? ' crossorigin' : ''} fetchpriority="low">`,
    )
    .join('');
}

/** The page's own scripts (the template names them): main.js comes first, or the remote's files would go before it. */
const pageScripts = (html: string): Hint[] =>
  templateScripts(html).map((href): Hint => ({ href, rel: 'preload', as: 'script' }));

/** The `<link>` tags for `hints`, after the page's own scripts (none without hints). */
export function preloadTags(html: string, hints: Hint[]): string {
  return hints.length === 0 ? '' : preloadLinks([...pageScripts(html), ...hints]);
}

/**
 * A server-rendered page's hints, as a JSON script (not executed: no CSP hash) the shell reads once the page has
 * painted (shell/src/index.ts): links in the head would have the browser fetch the shell's and the remote's code
 * while it still has the page to show, and count them in its first paint.
 */
export function deferredHintsTag(html: string, hints: Hint[]): string {
  // The page's own scripts have run by then.
  const seen = new Set(pageScripts(html).map((h) => h.href));
  const unique = hints.filter((h) => !seen.has(h.href) && seen.add(h.href));
  return unique.length === 0 ? '' : jsonScriptTag(FIRST_LOAD_HINTS_ID, unique);
}
