import { PUBLIC_PAGES } from '@alumni/shared/portals';
import type { FastifyInstance } from 'fastify';
import type { PageData } from './pages/page-data';

/** No page has this address: Page Not Found is rendered once too. */
const UNKNOWN_PAGE = '/warm-up-unknown-page';

/**
 * One address per page of the public site: the pages without parameters, those with an association's id at
 * the first association (when there is one), and an unknown address (Page Not Found). Public profiles are
 * left out (their addresses are limited per visitor), as are pages that need the id of something else.
 */
export async function warmUpPaths(pages: PageData): Promise<string[]> {
  const [first] = await pages.associations();
  const paths = new Set<string>();
  for (const { pattern } of PUBLIC_PAGES) {
    const params = pattern.match(/:[a-zA-Z]+/g) ?? [];
    if (params.length === 0) paths.add(pattern);
    else if (first && params.every((param) => param === ':id')) paths.add(pattern.replaceAll(':id', String(first.id)));
  }
  paths.add(UNKNOWN_PAGE);
  return [...paths];
}

export type WarmedPage = { path: string; status: number; ms: number };

/**
 * Each of `paths` asked for once, in turn, as a browser asks for a page. A process's first render of a page
 * loads that page's code and runs it cold: the landing page's first answer took 0.6-1.3 s in a fresh
 * process, the other pages' 0.04-0.28 s, against 0.02-0.07 s once warm. The server does this before it takes requests,
 * so no visitor waits for it. The query string keeps these answers apart from the visitors' in the page cache.
 */
export async function warmUp(app: FastifyInstance, paths: string[]): Promise<WarmedPage[]> {
  const warmed: WarmedPage[] = [];
  for (const path of paths) {
    const started = performance.now();
    const answer = await app.inject({ method: 'GET', url: `${path}?warm-up`, headers: { accept: 'text/html' } });
    warmed.push({ path, status: answer.statusCode, ms: Math.round(performance.now() - started) });
  }
  return warmed;
}
