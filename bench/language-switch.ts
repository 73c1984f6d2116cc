/*
 * Issue 37: switching to Bangla loads only that language's catalog of the portal in view. Each page is loaded in
 * English and in Bangla (fresh browser profiles, as a visitor who switches: the switch is a link that reloads),
 * and the scripts the Bangla page fetched that the English one did not are read: each is named by the catalog
 * whose Bangla texts it holds (or "code" when it holds none), with its gzip size.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { adminEventsBn } from '../admin-portal/src/i18n/catalogs/admin-events/bn';
import { adminBn } from '../admin-portal/src/i18n/catalogs/admin/bn';
import { memberBn } from '../member-portal/src/i18n/catalogs/member/bn';
import { publicAuthBn } from '../public-site/src/i18n/catalogs/public-auth/bn';
import { publicPagesBn } from '../public-site/src/i18n/catalogs/public-pages/bn';
import { validationBn } from '../shared/src/i18n/catalogs/validation/bn';
import { superadminBn } from '../superadmin-portal/src/i18n/catalogs/superadmin/bn';
import { CHROMIUM, FLAGS, firstUse } from './first-page';
import { kb } from './lib';

/** The catalogs a page may fetch in Bangla, by name (the shell's own is in its bundle in both languages). */
const CATALOGS: Record<string, Record<string, string>> = {
  'public-pages': publicPagesBn,
  'public-auth': publicAuthBn,
  member: memberBn,
  admin: adminBn,
  'admin-events': adminEventsBn,
  superadmin: superadminBn,
  validation: validationBn,
};

type Case = {
  name: string;
  path: string;
  /** The demo account signed in (none: a visitor). */
  account?: { email: string; password: string };
  /** The catalogs this page's portal owns, and the shared ones its forms use. */
  allowed: string[];
};

const DEMO_PASSWORD = 'Demo12345!';
const CASES: Case[] = [
  {
    name: 'public site, /associations (visitor)',
    path: '/associations',
    allowed: ['public-pages', 'public-auth', 'validation'],
  },
  { name: 'public site, /login (visitor)', path: '/login', allowed: ['public-pages', 'public-auth', 'validation'] },
  {
    name: 'member portal, dashboard',
    path: '/user/dashboard',
    account: { email: 'rahim@alumni.local', password: DEMO_PASSWORD },
    allowed: ['member', 'validation'],
  },
  {
    name: 'admin portal, dashboard',
    path: '/admin/dashboard',
    account: { email: 'secretary@alumni.local', password: DEMO_PASSWORD },
    allowed: ['admin', 'admin-events', 'validation'],
  },
];

export type SwitchRow = {
  page: string;
  /** What the Bangla page fetched beyond the English one: each script by the catalog it holds. */
  extra: { catalog: string; gzip: number }[];
  /** Catalogs of another portal among them (none expected). */
  foreign: string[];
  ok: boolean;
  error?: string;
};

/** Each catalog's own texts (no other catalog has them) that a minifier writes as they are: no quote, backslash or line break. */
const OWN_TEXTS: [string, string[]][] = Object.entries(CATALOGS).map(([name, catalog]) => {
  const others = new Set(
    Object.entries(CATALOGS)
      .filter(([other]) => other !== name)
      .flatMap(([, texts]) => Object.values(texts)),
  );
  return [name, Object.values(catalog).filter((t) => t.length >= 6 && !/["'`\\\n]/.test(t) && !others.has(t))];
});

/** The catalogs whose Bangla texts `code` holds: most of a catalog's own texts. */
function catalogsIn(code: string): string[] {
  return OWN_TEXTS.filter(
    ([, own]) => own.length > 0 && own.filter((text) => code.includes(text)).length / own.length >= 0.5,
  ).map(([name]) => name);
}

/** The scripts a fresh profile fetches for `path` until the page is live and the network quiet. */
async function scriptsOf(browser: Browser, base: string, c: Case, path: string): Promise<Set<string>> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  try {
    if (c.account) {
      const login = await context.request.post(`${base}/api/v1/auth/login/`, { data: c.account });
      if (login.status() !== 200) throw new Error(`login as ${c.account.email} failed: ${login.status()}`);
    }
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(request.url());
    });
    await page.goto(`${base}${path}`, { waitUntil: 'load' });
    // A public page's code comes with the first use; a dashboard's at once.
    if (c.account) await page.waitForSelector('html[data-ready]', { state: 'attached', timeout: 120_000 });
    else await firstUse(page);
    await page.waitForLoadState('networkidle');
    return scripts;
  } finally {
    await context.close();
  }
}

export async function languageSwitch(base: string, log: (s: string) => void): Promise<SwitchRow[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
  const rows: SwitchRow[] = [];
  try {
    for (const c of CASES) {
      log(`    ${c.name}`);
      try {
        const english = await scriptsOf(browser, base, c, c.path);
        const bangla = await scriptsOf(browser, base, c, `${c.path}${c.path.includes('?') ? '&' : '?'}lang=bn`);
        const extra: SwitchRow['extra'] = [];
        for (const url of bangla) {
          if (english.has(url)) continue;
          const code = await (await fetch(url)).text();
          const held = catalogsIn(code);
          extra.push({ catalog: held.length ? held.join('+') : 'code', gzip: gzipSync(code).length });
        }
        const foreign = extra
          .flatMap((e) => e.catalog.split('+'))
          .filter((name) => name !== 'code' && !c.allowed.includes(name));
        const ok = foreign.length === 0 && extra.every((e) => e.catalog !== 'code');
        rows.push({ page: c.name, extra, foreign, ok });
      } catch (error) {
        rows.push({ page: c.name, extra: [], foreign: [], ok: false, error: (error as Error).message });
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export const describeSwitch = (row: SwitchRow): string =>
  row.error
    ? `error: ${row.error}`
    : row.extra.length
      ? row.extra.map((e) => `${e.catalog} ${kb(e.gzip)} KB`).join(', ')
      : 'nothing more';
