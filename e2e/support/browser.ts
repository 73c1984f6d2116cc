import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Chromium flags this machine needs (STACK.md): no sandbox as root, no background network. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** An init script counting the React renderers that register with the devtools hook: one per loaded react-dom copy. */
export const COUNT_REACT_COPIES = `
  window.__reactCopies = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(), supportsFiber: true,
    inject(renderer) { window.__reactCopies++; this.renderers.set(window.__reactCopies, renderer); return window.__reactCopies; },
    onCommitFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {}, onScheduleFiberRoot() {}, checkDCE() {},
  };`;

/** Playwright gives every launch a fresh temporary profile directory. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: CHROMIUM_FLAGS });
}

export type Viewport = { width: number; height: number };
export const DESKTOP: Viewport = { width: 1280, height: 900 };
export const PHONE: Viewport = { width: 390, height: 844 };

/** A fresh browser profile (cookies, local storage) with console errors collected. */
export async function newPage(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = DESKTOP,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.setDefaultTimeout(15_000);
  return { context, page, errors };
}

/**
 * A visitor starts using the page: the pointer goes over a control (the theme toggle, on every page). A public
 * page's code comes on that first sign of use (shared/src/hydration/after-paint-scripts.cjs); this waits for
 * the page to be live (`data-ready` on <html>, set once React has hydrated it).
 */
export async function startUsing(page: Page): Promise<void> {
  await page.locator('button[data-theme-toggle]').first().hover();
  // The page's whole code fetched, evaluated and hydrated: on a busy 2-core machine well past a click's timeout.
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
}
