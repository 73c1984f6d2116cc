import { parseRemotesManifest, PORTALS, PUBLIC_PAGES } from '@alumni/shared/portals';
import type { FastifyInstance } from 'fastify';
import type { PageData } from './pages/page-data';
import { RENDER_LATE_TIMING } from './pages/send-page';

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
    // The render of this page was given up on (send-page.ts, RENDER_LIMIT_MS): the next ones would likely
    // wait as long, and the server open that much later. Their first visitors render them.
    if (answer.headers['server-timing'] === RENDER_LATE_TIMING) break;
  }
  return warmed;
}

/**
 * What a release of a server-rendered portal (the public site) changes in the live manifest: those portals'
 * entries. A release or rollback of any other portal leaves it as it was.
 */
export function serverRenderedEntries(liveManifest: unknown): string {
  const manifest = parseRemotesManifest(liveManifest);
  return JSON.stringify(
    PORTALS.filter((portal) => portal.serverRendered).map((portal) => manifest[portal.name] ?? null),
  );
}

/** How often the live manifest is looked at for another version of the public site. */
const RELEASE_CHECK_MS = 2_000;

export type ReleaseWatch = {
  /** Looks once: true when the public site's live version changed since the last look (and its pages were rendered). */
  check(): Promise<boolean>;
  stop(): void;
};

/**
 * Renders the public pages once more whenever the live version of the public site changes (a release or a
 * rollback, run on any machine): the first render of a version loads its code and runs it cold, as at start-up,
 * and here no visitor waits for it. The live version is looked at every `everyMs` (0: only when `check` is
 * called); a failed look or render is logged, and the next change is rendered again.
 */
export function rewarmOnRelease({
  liveVersion,
  warm,
  log,
  everyMs = RELEASE_CHECK_MS,
}: {
  /** What names the live public site (its manifest entry), compared between looks. */
  liveVersion: () => Promise<string>;
  warm: () => Promise<WarmedPage[]>;
  log: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void };
  everyMs?: number;
}): ReleaseWatch {
  let last: string | null = null;
  let looking = false;
  const check = async () => {
    if (looking) return false;
    looking = true;
    try {
      const now = await liveVersion();
      const isChanged = last !== null && now !== last;
      last = now;
      if (!isChanged) return false;
      const started = performance.now();
      const pages = await warm();
      log.info({ pages, ms: Math.round(performance.now() - started) }, 'public site changed: its pages rendered once');
      return true;
    } catch (error) {
      log.warn({ err: error }, 'could not render the public pages after a release: their first visitors wait');
      return false;
    } finally {
      looking = false;
    }
  };
  const timer = everyMs > 0 ? setInterval(() => void check(), everyMs) : null;
  timer?.unref();
  void check();
  return { check, stop: () => timer && clearInterval(timer) };
}
