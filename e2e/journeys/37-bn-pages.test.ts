import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fillText } from '@alumni/shared/i18n';
import type { BrowserContext, Page } from 'playwright-core';
import { checkoutBn } from '../../api/src/i18n/catalogs/checkout/bn';
import { publicPagesBn as bn } from '../../public-site/src/i18n/catalogs/public-pages/bn';
import { publicPagesEn as en } from '../../public-site/src/i18n/catalogs/public-pages/en';
import { DESKTOP, PHONE, startUsing, type Viewport } from '../support/browser';
import { signUpMember, untilLive, useSiteAndBrowser } from '../support/journey';
import { assertNoOverflow, keepScreenshot } from '../support/layout';

// A person reading in Bangla (the `lang` cookie) browses the home page, finds a Bangla-named association by a
// Bangla search, opens it, and as a new member applies and pays through the sandbox gateway: every text checked
// is the public pages' Bangla catalog's. Each screen at 390 and 1280 px, light and dark, fits its boxes.
const ctx = useSiteAndBrowser();

/** A Bangla-named association of the demo data, with the four membership types every association offers. */
const MYMENSINGH = 'ময়মনসিংহ জিলা স্কুল প্রাক্তন ছাত্র সমিতি';
const SEARCH = 'ময়মনসিংহ';
const PRODUCT = 'Alumni Connect';

/** English texts of the pages that must never show on a Bangla page, not even for a moment before it is live. */
const ENGLISH = [
  en['landing.about.title'],
  en['landing.events.text'],
  en['landing.faq.title'],
  en['landing.counters.title'],
  en['associations.subtitle'],
  en['association.becomeMember'],
  en['events.subtitle'],
];

type Theme = 'light' | 'dark';

async function inBangla(viewport: Viewport, theme: Theme): Promise<{ context: BrowserContext; page: Page }> {
  const context = await ctx.browser.newContext({ baseURL: ctx.site.url, viewport, colorScheme: theme });
  await context.addCookies([{ name: 'lang', value: 'bn', url: ctx.site.url }]);
  // The site's theme is its own choice (localStorage "theme"), not the system's.
  await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
  // Every change of the page, from its first bytes to its last render, is read for English texts. (A string: a
  // function here would be rewritten by tsx with helpers the page does not have.)
  await context.addInitScript(`{
    const words = ${JSON.stringify(ENGLISH)};
    const seen = (window.englishSeen = []);
    new MutationObserver(() => {
      const text = document.body ? document.body.textContent : '';
      for (const word of words) if (text.includes(word) && !seen.includes(word)) seen.push(word);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }`);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** No English text of the catalog has shown on this page so far. */
async function assertNoEnglish(page: Page, where: string) {
  const seen = await page.evaluate(() => (window as unknown as { englishSeen: string[] }).englishSeen);
  assert.deepEqual(seen, [], `${where}: English shown on a Bangla page`);
}

/** Checks the screen's layout and keeps its picture. */
async function shoot(page: Page, screen: string, theme: Theme, viewport: Viewport) {
  await assertNoOverflow(page, `${screen} ${theme} ${viewport.width}`);
  // The sections below the screen skip their painting (content-visibility): a full-page picture shows them all.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  await keepScreenshot(page, `${screen}-bn-${theme}-${viewport.width}`);
}

/** The home page: hero, a question of the FAQ opened, the slider moved on, the figures in Bangla digits. */
async function browseHome(page: Page, theme: Theme, viewport: Viewport) {
  // When the Bangla chunk is asked for, beside the App's code coming (both public-site's chunks).
  const bangla: { url: string; at: number }[] = [];
  let appCame = 0;
  page.on('request', (request) => {
    if (/public-pages-bn/.test(request.url())) bangla.push({ url: request.url(), at: Date.now() });
  });
  page.on('requestfinished', (request) => {
    if (/__federation_expose_App/.test(request.url())) appCame = Date.now();
  });
  const started = Date.now();
  await page.goto('/');
  // Served in Bangla: the page's heading and the first slide before any of its code has run.
  await page.getByRole('heading', { level: 1, name: bn['landing.hero.heading'] }).waitFor({ state: 'attached' });
  await page.getByRole('heading', { name: bn['landing.hero.network.title'] }).waitFor();
  await startUsing(page);
  const ready = Date.now();
  // Once at most (the browser may keep it from an earlier visit).
  assert.ok(bangla.length <= 1, 'the Bangla texts come in one chunk, once');
  if (bangla.length === 1 && appCame)
    console.log(
      `home ${viewport.width} ${theme}: App code came at ${appCame - started} ms, Bangla chunk asked at ${bangla[0].at - started} ms, page live at ${ready - started} ms`,
    );

  // The slider: Next (a label of the next slide's radio) shows the second slide.
  await page.locator(`label[title="${bn['landing.hero.next']}"]`).filter({ visible: true }).click();
  await page.getByRole('heading', { name: bn['landing.hero.card.title'] }).waitFor();
  assert.ok(await page.getByRole('radio', { name: fillText(bn['landing.hero.show'], { index: '২' }) }).isChecked());

  // The figures, then the FAQ: a question opened shows its answer, in Bangla.
  await page.getByRole('heading', { name: bn['landing.counters.title'] }).scrollIntoViewIfNeeded();
  await page
    .locator('[aria-labelledby="counters-title"]')
    .getByText(/^[০-৯][০-৯,]*$/)
    .first()
    .waitFor();
  const question = page.getByText(bn['landing.faq.offline.q']);
  await question.scrollIntoViewIfNeeded();
  await question.click();
  await page.getByText(bn['landing.faq.offline.a']).waitFor();
  await page.getByRole('heading', { name: bn['landing.contact.title'] }).scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: bn['landing.contact.send'] }).waitFor();
  await page.evaluate(() => window.scrollTo(0, 0));
  await shoot(page, 'home', theme, viewport);
  await assertNoEnglish(page, 'home');
}

/** The association list searched in Bangla, and the Bangla-named association found and opened. */
async function findAssociation(page: Page, theme: Theme, viewport: Viewport) {
  await page.goto('/associations');
  await page.getByRole('heading', { level: 1, name: bn['associations.title'] }).waitFor();
  await page.getByText(bn['associations.subtitle']).waitFor();
  await startUsing(page);
  // The page's own search form (the top bar has one too).
  const form = page.getByRole('main').getByRole('search', { name: bn['associations.search.label'] });
  await form.getByRole('searchbox', { name: bn['associations.search.field'] }).fill(SEARCH);
  await form.getByRole('button', { name: bn['common.search'] }).click();
  await page.waitForURL((url) => url.searchParams.get('name') === SEARCH);
  await page.getByText(fillText(bn['associations.results'], { name: SEARCH })).waitFor();
  const view = page.getByRole('link', { name: fillText(bn['common.viewNamed'], { name: MYMENSINGH }) });
  await view.filter({ visible: true }).first().waitFor();
  await shoot(page, 'associations', theme, viewport);
  await assertNoEnglish(page, 'associations');

  await view.filter({ visible: true }).first().click();
  await page.getByRole('heading', { level: 1, name: MYMENSINGH }).waitFor();
  await page.getByRole('heading', { name: bn['association.contact'] }).waitFor();
  await page.getByText(fillText(bn['association.join'], { name: MYMENSINGH })).waitFor();
  await page.getByText(fillText(bn['association.established'], { year: '১৯৯৮' }).trim().slice(2)).waitFor();
  await shoot(page, 'association', theme, viewport);
  await assertNoEnglish(page, 'association');
}

describe('the public pages in Bangla', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of [PHONE, DESKTOP]) {
      it(`browses home, about, associations and events at ${viewport.width} px, ${theme}`, async () => {
        const { context, page } = await inBangla(viewport, theme);
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(`${page.url()}: ${e.message}`));
        await browseHome(page, theme, viewport);

        await page.goto('/about-us');
        await page
          .getByRole('heading', { level: 1, name: fillText(bn['about.heading'], { product: PRODUCT }) })
          .waitFor();
        await page.getByRole('heading', { name: bn['about.how'] }).waitFor();
        await page.getByText(bn['about.step2']).waitFor();
        await shoot(page, 'about', theme, viewport);

        await findAssociation(page, theme, viewport);

        await page.goto('/events');
        await page.getByRole('heading', { level: 1, name: bn['events.title'] }).waitFor();
        await page.getByRole('main').getByRole('search', { name: bn['events.search.label'] }).waitFor();
        await page.getByRole('option', { name: bn['events.search.all'] }).waitFor({ state: 'attached' });
        await shoot(page, 'events', theme, viewport);
        await assertNoEnglish(page, 'events');
        assert.deepEqual(errors, []);
        await context.close();
      });
    }
  }

  it('applies for a membership and pays online as a new member, in Bangla', async () => {
    const { context, page } = await inBangla(PHONE, 'light');
    // Signed up (the sign-up page is its own journey's), then reading in Bangla.
    await context.clearCookies();
    await signUpMember(page, { first: 'Nusrat', last: 'Jahan', password: 'Str0ng-Passw0rd' });
    await context.addCookies([{ name: 'lang', value: 'bn', url: ctx.site.url }]);

    await page.goto(`/associations?name=${encodeURIComponent(SEARCH)}`);
    await untilLive(page);
    await page
      .getByRole('link', { name: fillText(bn['common.viewNamed'], { name: MYMENSINGH }) })
      .filter({ visible: true })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: MYMENSINGH }).waitFor();
    await page.getByRole('link', { name: bn['association.becomeMember'] }).first().click();
    await page.getByRole('heading', { level: 1, name: bn['memberships.options'] }).waitFor();
    await page.getByText(fillText(bn['memberships.choose'], { name: MYMENSINGH })).waitFor();
    // The fee as ৳ in Bangla digits.
    const general = page.getByTestId('membership-option').filter({ hasText: 'General Member' });
    await general.getByText('৳ ১,০০০').waitFor();
    await general
      .getByRole('link', { name: fillText(bn['memberships.getStartedWith'], { name: 'General Member' }) })
      .click();

    await page.getByRole('heading', { level: 1, name: bn['memberships.beAMember'] }).waitFor();
    await page.getByLabel(bn['memberships.chosen']).getByText(/১,০০০/).waitFor();
    await untilLive(page);
    await page.getByLabel(bn['memberships.form.institute']).selectOption(MYMENSINGH);
    await page.getByLabel(bn['memberships.form.batch']).fill('২০১০');
    await page.getByLabel(bn['memberships.form.roll']).fill('৪৫২১');
    await assertNoOverflow(page, 'be a member');
    await keepScreenshot(page, 'be-a-member-bn-light-390');
    await page.getByRole('button', { name: bn['memberships.form.submit'] }).click();
    // The confirmation is the shared dialog's (the shell's catalog).
    await page.getByRole('button', { name: /^(Yes|হ্যাঁ)$/ }).click();

    await page.waitForURL('**/payments/sandbox/checkout/**');
    // The sandbox's checkout speaks the site's language too (its `lang` cookie).
    await page.getByText(checkoutBn['banner.title']).waitFor();
    await assertNoOverflow(page, 'sandbox checkout');
    await page.getByRole('button', { name: checkoutBn['button.pay'] }).click();
    await page.waitForURL((url) => url.searchParams.get('success') === '1');
    await page.getByText(bn['payment.success']).waitFor();
    await page.getByRole('heading', { name: bn['payment.successTitle'] }).waitFor();
    await page.getByRole('button', { name: /^(Close|বন্ধ)/ }).click();
    await page.waitForURL('**/user/dashboard/memberships');
    await page.getByText(MYMENSINGH).filter({ visible: true }).first().waitFor();
    await context.close();
  });
});
