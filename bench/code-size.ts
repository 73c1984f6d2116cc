/*
 * Issue 35's size budget: "the code that renders, starts and enhances public pages (about 4,200 lines without
 * tests before the rebuild) at most half of that". Lines of code are the lines holding at least one token that is
 * not a comment (TypeScript's own scanner): blank lines and comments are not counted. The files are listed here by
 * role, so the figure is the same list from one run to the next; a file added to that work belongs in a list.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { repoRoot } from './lib';

/** What each group holds; a path ending in `/` is every .ts, .tsx, .cjs and .mjs file right in that folder, tests aside. */
export const CODE_GROUPS = {
  /** A public page on the server: its routes, loaders, heads and titles, the render, the page's HTML and answer. */
  render: [
    'public-site/src/app/',
    'public-site/src/i18n/page-titles.ts',
    'shell/src/server/',
    'shared/src/server-render/',
    'shared/src/portals/server-render.ts',
    'shared/src/portals/page-head.ts',
    'shared/src/portals/public-pages.ts',
    'shared/src/hydration/page-template.cjs',
    'shared/src/hydration/element-ids.cjs',
    'shared/src/ui/static-fragment.tsx',
    'shared/src/ui/page-styles.tsx',
    'shared/build/index-html.cjs',
    'web/src/server-render.ts',
    'web/src/pages/',
    'web/src/preload.ts',
    'web/src/warm-up.ts',
  ],
  /** Its script in the browser: the boot, what waits for the paint, the parts started on first need. */
  start: [
    'shared/src/hydration/after-paint-scripts.cjs',
    'shell/src/index.ts',
    'shell/src/bootstrap.tsx',
    'shell/src/after-first-paint.ts',
    'public-site/src/index.ts',
    'public-site/src/bootstrap.tsx',
    'shared/build/first-load-plugin.cjs',
    'shared/src/ui/lazy-component.ts',
    'shared/src/ui/page-live.tsx',
    'shared/src/ui/rendered-when-near.ts',
    'shared/src/ui/use-is-hydrated.ts',
    'public-site/src/features/landing/components/deferred-section.tsx',
  ],
  /** What lets the script take over a native control or form without losing what the visitor did. */
  enhance: [
    'shared/src/ui/use-early-popover.ts',
    'shared/src/ui/popover.ts',
    'shared/src/forms/native-form.ts',
    'shared/src/ui/form-echo.ts',
    'shared/src/contracts/native-forms.ts',
  ],
} as const;

/** Shown beside the budget, not in it: the native controls themselves and the forms' server endpoints. */
export const CODE_BESIDE = {
  'native controls (markup and behaviour)': [
    'shell/src/components/account-menu.tsx',
    'shell/src/components/theme-toggle.tsx',
    'shell/src/features/layout/mobile-nav.tsx',
    'public-site/src/features/chat-bubble/',
    'public-site/src/features/landing/components/faq-section.tsx',
    'public-site/src/features/landing/components/hero-slider.tsx',
    'shared/src/ui/forms/password-field.tsx',
    'shared/src/hydration/native-controls.cjs',
    'shared/src/theme/early-toggle.cjs',
  ],
  'native form posts (server)': ['web/src/forms/'],
  /** Not pages: the web server's answers to crawlers, beside the pages it renders. */
  "search engines' files (robots.txt, sitemap.xml)": ['web/src/pages/crawlers.ts'],
} as const;

/** A file listed beside the budget is not counted in it, whatever folder of the budget's holds it. */
const BESIDE_FILES = new Set<string>(Object.values(CODE_BESIDE).flat());

const isSource = (name: string) => /\.(ts|tsx|cjs|mjs)$/.test(name) && !/\.(test|d)\.[cm]?tsx?$/.test(name);

function filesOf(entry: string): string[] {
  if (!entry.endsWith('/')) return [entry];
  return readdirSync(path.join(repoRoot, entry), { withFileTypes: true })
    .filter((d) => d.isFile() && isSource(d.name))
    .map((d) => entry + d.name)
    .sort();
}

/** Lines of `text` holding a token that is not a comment (the parsed file's tokens: JSX text and regexes read right). */
export function linesOfCode(text: string, jsx: boolean): number {
  const file = ts.createSourceFile(
    jsx ? 'f.tsx' : 'f.ts',
    text,
    ts.ScriptTarget.Latest,
    true,
    jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lines = new Set<number>();
  const visit = (node: ts.Node) => {
    // JSDoc comments are nodes of the tree: not code.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(file);
    if (children.length) return children.forEach(visit);
    if (node.kind === ts.SyntaxKind.EndOfFileToken) return;
    if (ts.isJsxText(node) && node.containsOnlyTriviaWhiteSpaces) return;
    const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
    const last = file.getLineAndCharacterOfPosition(Math.max(node.getStart(file), node.getEnd() - 1)).line;
    for (let line = first; line <= last; line++) lines.add(line);
  };
  visit(file);
  return lines.size;
}

export type CodeGroup = { group: string; files: number; lines: number };

function countGroup(group: string, entries: readonly string[], isBudgeted: boolean): CodeGroup {
  const files = entries.flatMap(filesOf).filter((file) => !isBudgeted || !BESIDE_FILES.has(file));
  const lines = files.reduce(
    (sum, file) => sum + linesOfCode(readFileSync(path.join(repoRoot, file), 'utf8'), file.endsWith('x')),
    0,
  );
  return { group, files: files.length, lines };
}

export const CODE_BUDGET = 2_100;

/** Each group's files and lines of code, the budget's groups first. */
export function codeSize(): { budgeted: CodeGroup[]; beside: CodeGroup[]; total: number } {
  const budgeted = Object.entries(CODE_GROUPS).map(([group, entries]) => countGroup(group, entries, true));
  const beside = Object.entries(CODE_BESIDE).map(([group, entries]) => countGroup(group, entries, false));
  return { budgeted, beside, total: budgeted.reduce((sum, g) => sum + g.lines, 0) };
}
