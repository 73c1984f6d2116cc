/*
 * The site's built frontends as WEB_ROOT (a page's status and head are its route's answer: the public site's server
 * render), or a built shell's page alone in a temporary one (the API's routing, headers and caching of pages), and
 * readers of a page's head tags, for the page suites.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { escapeHtml } from '@alumni/shared/format';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** As the shell's build writes it (shared/build/index-html.cjs, minified by html-webpack-plugin, placeholders kept). */
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=viewport content="width=device-width,initial-scale=1">' +
  '<!--page-head {"description":"Alumni Connect: find your alumni association & become a member."}-->' +
  "<script>document.documentElement.dataset.theme='light'</script>" +
  '<link rel=stylesheet href=/theme.71e2416f8e5d336c09c1.css data-chakra-global><!--end-of-head--></head>' +
  '<body><div id=root><!--app-html--></div><!--body-end--><!--scripts ["/main.0cbd9c85424eefd4d96b.js"]--></body></html>';

/** The repository's built frontends (npm test builds them before the API's tests; `npm run build:web` alone). */
export function builtWebRoot(): string {
  const root = path.resolve(__dirname, '..', '..', '..');
  const needed = ['shell/dist/index.html', 'shell/dist-server/server.js', 'public-site/dist'];
  const missing = needed.filter((file) => !existsSync(path.join(root, file)));
  if (missing.length > 0)
    throw new Error(`The page suites render pages with the built site: run \`npm run build:web\` (missing ${missing})`);
  // The federation runtime's Node loader imports Node's modules with import(), which Jest allows with this flag.
  if (!`${process.env.NODE_OPTIONS ?? ''}`.includes('--experimental-vm-modules'))
    throw new Error(
      'The page suites load server bundles: run Jest with NODE_OPTIONS=--experimental-vm-modules (npm test does)',
    );
  return root;
}

/** The site's description in the built shell's page (shared/build/index-html.cjs), as a page's head writes it. */
export function builtSiteDescription(): string {
  const page = readFileSync(path.join(builtWebRoot(), 'shell', 'dist', 'index.html'), 'utf8');
  const head = /<!--page-head (\{.*?\})-->/.exec(page)?.[1];
  return escapeHtml((JSON.parse(head ?? '{}') as { description?: string }).description ?? '');
}

/** The built shell's page alone: no server bundle, so every public page is answered 200 (404 off the page table). */
export function fakeWebRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'alumni-web-pages-'));
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', INDEX_HTML);
  write('public-site/package.json', JSON.stringify({ name: '@alumni/public-site', version: '1.0.0' }));
  write('public-site/dist/1.0.0/remoteEntry.js', 'var public_site;');
  return root;
}

/** The content of `<meta {attribute}="{key}" content="...">`, as written (HTML-escaped). */
export function metaOf(page: string, key: string): string | undefined {
  const attribute = key.startsWith('og:') ? 'property' : 'name';
  return new RegExp(`<meta ${attribute}="${key}" content="([^"]*)">`).exec(page)?.[1];
}
export const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];
export const canonicalOf = (page: string) => /<link rel="canonical" href="([^"]*)">/.exec(page)?.[1];
