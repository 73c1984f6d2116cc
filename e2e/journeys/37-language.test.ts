import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SHELL_CATALOGS } from '@alumni/shared/i18n';
import type { Page } from 'playwright-core';
import { PHONE } from '../support/browser';
import { useSiteAndBrowser } from '../support/journey';

// A visitor reads the site in Bangla: the switch in the top bar is a plain link, so it works with JavaScript
// off; the choice stays (a cookie) for the next page, and the same switch brings English back.
const ctx = useSiteAndBrowser();
const bn = SHELL_CATALOGS.bn;
const en = SHELL_CATALOGS.en;

const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

/** Nothing of the page reaches past the window's right edge (the top bar at 390 px first of all). */
async function assertNoOverflow(page: Page, where: string) {
  const widths = await page.evaluate(() => {
    const header = document.querySelector('header');
    return {
      page: document.documentElement.scrollWidth,
      window: window.innerWidth,
      header: header ? header.scrollWidth - header.clientWidth : 0,
      beyond: Array.from(header?.querySelectorAll('a, button, input') ?? [])
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => el.getBoundingClientRect().right)
        .filter((right) => right > window.innerWidth + 0.5).length,
    };
  });
  assert.ok(widths.page <= widths.window, `${where}: the page is ${widths.page}px wide in a ${widths.window}px window`);
  assert.equal(widths.header, 0, `${where}: the top bar overflows`);
  assert.equal(widths.beyond, 0, `${where}: a control of the top bar reaches past the window`);
}

describe('Bangla and English', () => {
  it('switches to Bangla with JavaScript off, keeps it on the next page, and switches back', async () => {
    const context = await ctx.browser.newContext({ baseURL: ctx.site.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    assert.equal(await htmlLang(page), 'en');
    const nav = page.getByRole('navigation', { name: en['nav.main'] });
    await nav.getByRole('link', { name: en['nav.about'] }).waitFor();

    await page.getByRole('link', { name: 'Read this page in বাংলা' }).first().click();
    await page.waitForURL((url) => url.searchParams.get('lang') === 'bn');
    assert.equal(await htmlLang(page), 'bn');
    const navBn = page.getByRole('navigation', { name: bn['nav.main'] });
    await navBn.getByRole('link', { name: bn['nav.about'] }).waitFor();
    await page.getByRole('link', { name: bn['nav.signUp'] }).first().waitFor();
    assert.equal(await page.getByRole('link', { name: en['nav.signUp'], exact: true }).count(), 0);
    const cookie = (await context.cookies()).find((c) => c.name === 'lang');
    assert.equal(cookie?.value, 'bn');
    assert.equal(cookie?.sameSite, 'Lax');
    assert.ok(cookie.expires * 1000 > Date.now() + 360 * 24 * 3600 * 1000, 'kept a year');

    // The next page, by a plain link of the bar: still Bangla, its address without ?lang=.
    await navBn.getByRole('link', { name: bn['nav.associations'] }).click();
    await page.waitForURL((url) => url.pathname === '/associations');
    assert.equal(new URL(page.url()).searchParams.get('lang'), null);
    assert.equal(await htmlLang(page), 'bn');
    await page.locator('footer').getByText(bn['footer.legal']).waitFor();

    // And back to English.
    await page.getByRole('link', { name: 'এই পাতাটি English ভাষায় পড়ুন' }).first().click();
    await page.waitForURL((url) => url.searchParams.get('lang') === 'en');
    assert.equal(await htmlLang(page), 'en');
    await page.getByRole('navigation', { name: en['nav.main'] }).getByRole('link', { name: en['nav.about'] }).waitFor();
    await page.goto('/about-us');
    assert.equal(await htmlLang(page), 'en');
    await context.close();
  });

  it('follows Accept-Language on a first visit, and an unknown ?lang= falls back without an error', async () => {
    const context = await ctx.browser.newContext({ baseURL: ctx.site.url, locale: 'bn-BD' });
    const page = await context.newPage();
    const response = await page.goto('/login');
    assert.equal(response?.status(), 200);
    assert.equal(await htmlLang(page), 'bn');
    await context.close();
    const other = await ctx.browser.newContext({ baseURL: ctx.site.url });
    const english = await other.newPage();
    assert.equal((await english.goto('/login?lang=xx'))?.status(), 200);
    assert.equal(await htmlLang(english), 'en');
    await other.close();
  });

  it('fits the Bangla top bar at 390 and 1280 px, light and dark, and the page comes alive in Bangla', async () => {
    const folder = process.env.LANGUAGE_SCREENSHOTS;
    if (folder) mkdirSync(folder, { recursive: true });
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const viewport of [PHONE, { width: 1280, height: 900 }]) {
        const context = await ctx.browser.newContext({ baseURL: ctx.site.url, viewport, colorScheme });
        // The site's theme is its own choice (localStorage "theme"), not the system's.
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), colorScheme);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        await page.goto('/?lang=bn');
        await page.getByRole('link', { name: bn['nav.signUp'] }).first().waitFor();
        await assertNoOverflow(page, `${viewport.width} ${colorScheme}`);
        if (folder)
          await page.screenshot({ path: path.join(folder, `landing-bn-${viewport.width}-${colorScheme}.png`) });
        // The page's code takes over the Bangla markup: the bar stays in Bangla.
        await page.getByRole('button', { name: bn['theme.dark'] }).hover();
        await page.locator('html[data-ready]').waitFor({ state: 'attached' });
        await page.getByRole('link', { name: bn['nav.signUp'] }).first().waitFor();
        assert.equal(await htmlLang(page), 'bn');
        assert.deepEqual(errors, []);
        await context.close();
      }
    }
  });
});
