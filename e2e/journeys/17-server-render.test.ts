import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE, startUsing } from '../support/browser';
import { useSiteAndBrowser } from '../support/journey';
import { repoRoot } from '../support/site';

// A visitor opens each public page: with JavaScript off it is all there (the server rendered it); with
// JavaScript on it comes alive without a console error and answers a click at once.
const ctx = useSiteAndBrowser();

type PublicPage = { path: string; status: number; heading: RegExp; text: RegExp };

async function publicPages(): Promise<PublicPage[]> {
  const list = (await (await fetch(`${ctx.site.url}/api/v1/associations/?name=Ideal`)).json()) as {
    results: { id: number; name: string }[];
  };
  const ideal = list.results.find((a) => a.name.startsWith('Ideal School'));
  assert.ok(ideal, 'the demo data has Ideal School');
  return [
    { path: '/', status: 200, heading: /connect with your alumni community/i, text: /Frequently asked questions/ },
    { path: '/associations', status: 200, heading: /^Associations$/, text: /Ideal School and College/ },
    { path: `/associations/${ideal.id}`, status: 200, heading: /^Ideal School and College/, text: /Contact Us/ },
    { path: `/associations/${ideal.id}/memberships`, status: 200, heading: /Membership Options/, text: /Lifetime/ },
    { path: '/login', status: 200, heading: /^Login$/, text: /Forgot password\?/ },
    { path: '/signup', status: 200, heading: /Create new account/, text: /Confirm Password/ },
    { path: '/about-us', status: 200, heading: /About/, text: /Alumni Connect/ },
    { path: '/no/such/page', status: 404, heading: /Page Not Found/, text: /Page Not Found/ },
    { path: '/associations/999999', status: 404, heading: /Page Not Found/, text: /Page Not Found/ },
  ];
}

/** Holds every script of the site back (a slow phone network) until the returned function is called. */
async function holdTheSiteCode(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

describe('public pages rendered on the server', () => {
  it('shows every public page with JavaScript off', async () => {
    const context = await ctx.browser.newContext({ baseURL: ctx.site.url, javaScriptEnabled: false });
    const page = await context.newPage();
    for (const expected of await publicPages()) {
      const response = await page.goto(expected.path);
      assert.equal(response?.status(), expected.status, expected.path);
      await page.getByRole('heading', { name: expected.heading }).first().waitFor();
      // There for a person who scrolls to it (sections far down are rendered by the browser as they come near).
      // (Not the phone menu's copy: a popover, hidden until its button opens it.)
      const text = page
        .locator('#root')
        .getByText(expected.text)
        .locator('xpath=self::*[not(ancestor::*[@popover])]')
        .first();
      await text.scrollIntoViewIfNeeded();
      assert.ok(await text.isVisible(), `${expected.path}: ${expected.text}`);
      // The shell's frame is in the page too: the nav and the footer.
      await page.getByRole('link', { name: 'Associations' }).first().waitFor();
      await page.locator('footer').waitFor();
    }
    await context.close();
  });

  it('lets a phone with JavaScript off open the menu and search from it', async () => {
    const context = await ctx.browser.newContext({ baseURL: ctx.site.url, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto('/about-us');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('searchbox', { name: 'Search associations' }).fill('Ideal');
    await menu.getByRole('searchbox', { name: 'Search associations' }).press('Enter');
    await page.waitForURL((url) => url.pathname === '/associations' && url.searchParams.get('name') === 'Ideal');
    await page
      .getByText(/Ideal School and College/)
      .filter({ visible: true })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL((url) => url.pathname === '/about-us');
    await context.close();
  });

  it('lets a visitor with JavaScript off write to the support chat', async () => {
    const context = await ctx.browser.newContext({ baseURL: ctx.site.url, javaScriptEnabled: false, viewport: PHONE });
    // The messaging app's site is outside this machine's network: its page stands in for it here.
    await context.route('https://wa.me/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Messaging app</title>' }),
    );
    const page = await context.newPage();
    await page.goto('/about-us');
    await page.getByRole('button', { name: /^Chat with/ }).click();
    const chat = page.getByRole('dialog', { name: /^Chat with/ });
    await chat.getByRole('textbox', { name: /^Message to/ }).fill('Hello, about membership & fees');
    const [app] = await Promise.all([
      context.waitForEvent('page'),
      chat.getByRole('button', { name: 'Send message' }).click(),
    ]);
    await app.waitForLoadState();
    const sent = new URL(app.url());
    assert.equal(`${sent.origin}${sent.pathname}`, 'https://wa.me/8801700000000');
    assert.equal(sent.searchParams.get('text'), 'Hello, about membership & fees');
    // The chat box is still there on the site's page, and its close button closes it.
    await chat.getByRole('button', { name: 'Close chat' }).click();
    await chat.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('hydrates each page with no console error, and the page answers a click at once', async () => {
    const { page, context, errors } = await ctx.open();
    for (const expected of await publicPages()) {
      await page.goto(expected.path);
      await startUsing(page);
      await page.getByRole('heading', { name: expected.heading }).first().waitFor();
      // The theme toggle works on the hydrated page (and is put back).
      await page.getByRole('button', { name: 'Dark theme', pressed: false }).click();
      await page.locator('html.dark').waitFor({ state: 'attached' });
      await page.getByRole('button', { name: 'Dark theme', pressed: true }).click();
      await page.locator('html.light').waitFor({ state: 'attached' });
      // Chromium reports a page answered 404 itself as a failed resource: that is the status, not an error.
      const notTheStatus = errors.filter((e) => expected.status !== 404 || !e.includes('status of 404'));
      assert.deepEqual(notTheStatus, [], `console errors on ${expected.path}`);
      errors.length = 0;
    }
    await context.close();
  });

  it("lets a reader read without the site's code, which comes with their first use of the page", async () => {
    const { page, context, errors } = await ctx.open();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/associations', { waitUntil: 'networkidle' });
    // Read, scrolled through, linked from: no script of the site fetched, and none runs.
    await page.getByRole('cell', { name: 'Ideal School and College Alumni Association', exact: true }).waitFor();
    await page.mouse.wheel(0, 600);
    await page.waitForLoadState('networkidle');
    assert.deepEqual(scripts, []);
    assert.equal(await page.locator('html[data-ready]').count(), 0);
    // The visitor clicks into the search box: the code comes, and the page is live while they type.
    await page.getByRole('search', { name: 'Search associations' }).getByRole('searchbox').click();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    assert.ok(
      scripts.some((s) => /^\/main\.[\w]+\.js$/.test(s)),
      `main.js among ${scripts.join(', ')}`,
    );
    assert.deepEqual(errors, []);
    await context.close();

    // A browser that may hold a session gets the code at once: the visitor's own nav comes with it.
    const signedIn = await ctx.open(PHONE);
    await signedIn.page.goto('/associations');
    // The XSRF cookie the refresh call needs (an access token alone, without it, is a session that has ended).
    await signedIn.context.addCookies([{ name: 'XSRF-TOKEN', value: 'expired-or-not', url: ctx.site.url }]);
    await signedIn.page.reload();
    await signedIn.page.locator('html[data-session][data-ready]').waitFor({ state: 'attached' });
    await signedIn.context.close();
  });

  it('answers taps made before the page has come alive: the theme, the menu and the chat box at once', async () => {
    const { page, context, errors } = await ctx.open(PHONE);
    // The site's code is held back (a slow phone network) until the visitor has tapped.
    const release = await holdTheSiteCode(page);
    await page.goto('/associations', { waitUntil: 'commit' });
    // No code of the site has run, yet the theme toggle turns the page dark and says so.
    await page.getByRole('button', { name: 'Dark theme', pressed: false }).click();
    await page.locator('html.dark').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Dark theme', pressed: true }).waitFor();
    // The menu opens too (the browser's own popover), and Escape closes it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('link', { name: 'About' }).waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden' });
    // The chat box opens too (the browser's own popover), dark as the page, its welcome message there.
    await page.getByRole('button', { name: /^Chat with/ }).click();
    const chat = page.getByRole('dialog', { name: /^Chat with/ });
    await chat.getByText('Hello there! How can we help?').waitFor();
    assert.equal(await chat.evaluate((box) => getComputedStyle(box).backgroundColor), 'rgb(17, 27, 33)');
    assert.equal(await page.locator('html[data-ready]').count(), 0);
    release();
    // Once hydrated, the open chat box stays until Escape closes it, the page still dark, its toggle in React's hands.
    await page.locator('html.dark[data-ready]').waitFor({ state: 'attached' });
    await chat.getByText('Hello there! How can we help?').waitFor();
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    // The bubble now opens the live chat box (the reply's time is the reader's clock).
    await page.getByRole('button', { name: /^Chat with/ }).click();
    await page
      .getByRole('dialog', { name: /^Chat with/ })
      .locator('time')
      .waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: /^Chat with/ }).waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Dark theme', pressed: true }).click();
    await page.locator('html.light').waitFor({ state: 'attached' });
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'light');
    // The menu is the same popover once live: it opens, and a choice in it is followed in the page and closes it.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Sign Up' }).waitFor();
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await menu.getByRole('link', { name: 'About' }).click();
    await page.waitForURL('**/about-us');
    await menu.waitFor({ state: 'hidden' });
    assert.equal(await page.evaluate(() => 'sameDocument' in window), true);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('signs in with a login form the browser filled in, posted by the browser at the first tap', async () => {
    const { page, context, errors } = await ctx.open(PHONE);
    const release = await holdTheSiteCode(page);
    await page.goto('/login', { waitUntil: 'commit' });
    // The browser's password manager fills the form; no field is touched.
    await page.getByLabel('Email').evaluate((input: HTMLInputElement) => (input.value = 'rahim@alumni.local'));
    await page.getByLabel(/^Password/).evaluate((input: HTMLInputElement) => (input.value = 'Demo12345!'));
    // The visitor taps Login at once: enabled from the start, the browser posts the form itself (native-forms.ts).
    const login = page.getByRole('button', { name: 'Login', exact: true });
    assert.equal(await login.isDisabled(), false);
    const box = await login.boundingBox();
    assert.ok(box);
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    release();
    await page.waitForURL('**/associations');
    await page.getByRole('button', { name: 'Account menu' }).first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('finds an association searched for before the page has come alive', async () => {
    const { page, context, errors } = await ctx.open();
    const release = await holdTheSiteCode(page);
    await page.goto('/associations?limit=2', { waitUntil: 'commit' });
    // The browser sends the search itself, to the address the live page would go to (the chosen limit kept).
    const search = page.getByRole('search', { name: 'Search associations' });
    await search.getByRole('searchbox', { name: 'Association name' }).fill('ideal school');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('name') === 'ideal school' && url.searchParams.get('limit') === '2',
    );
    await page.getByRole('cell', { name: 'Ideal School and College Alumni Association', exact: true }).waitFor();
    assert.equal(await page.locator('table tbody tr').count(), 1);
    assert.equal(await search.getByRole('searchbox', { name: 'Association name' }).inputValue(), 'ideal school');
    release();
    await startUsing(page);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps a reader where they scrolled to before the page came alive, and answers their tap on a question there', async () => {
    const { page, context, errors } = await ctx.open(PHONE);
    const release = await holdTheSiteCode(page);
    await page.goto('/', { waitUntil: 'commit' });
    // The visitor reads on while the code is on its way: down to the questions at the foot of the page.
    const faq = page.getByRole('heading', { name: 'Frequently asked questions' });
    await faq.scrollIntoViewIfNeeded();
    const readingAt = await page.evaluate(() => window.scrollY);
    assert.ok(readingAt > 1000, `scrolled down to the FAQ (at ${readingAt} px)`);
    release();
    // A tap on the first answer (open as served) closes it at once (the browser's own <details>) and brings the
    // page's code; the reader is still at the questions (the page did not jump back to the top).
    const question = page.locator('summary', { hasText: 'How do I join an alumni association' });
    await question.click();
    await page.locator('details:not([open])', { hasText: 'How do I join an alumni association' }).waitFor();
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.locator('details:not([open])', { hasText: 'How do I join an alumni association' }).waitFor();
    assert.ok((await page.evaluate(() => window.scrollY)) > 1000);
    assert.ok(await faq.isVisible());
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('hydrates a dark page on a phone as the server rendered it, and its menu opens', async () => {
    const { page, context, errors } = await ctx.open(PHONE);
    await page.goto('/associations');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await startUsing(page);
    await page.locator('html.dark').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Dark theme', pressed: true }).waitFor();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Associations' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('lands on an association found through search, its data already in the page', async () => {
    const { page, context, errors } = await ctx.open();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/v1/associations/')) requests.push(request.url());
    });
    const [ideal] = (await publicPages()).filter((p) => /^\/associations\/\d+$/.test(p.path));
    await page.goto(ideal.path);
    await startUsing(page);
    await page.getByRole('heading', { level: 1, name: ideal.heading }).waitFor();
    // The browser asked the API nothing for it: the server's answer came with the page.
    assert.deepEqual(requests, []);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("puts no server error, stack or install path into a not-found page's embedded state", async () => {
    for (const path of ['/associations/abc', '/associations/999999', '/user/zzzz']) {
      const answer = await fetch(`${ctx.site.url}${path}`);
      assert.equal(answer.status, 404, path);
      const html = await answer.text();
      const state = /<script type="application\/json" id="ssr-query-state">(.*?)<\/script>/.exec(html)?.[1];
      assert.ok(state, `${path}: server-rendered, with its state`);
      assert.doesNotMatch(state, /stack|\bat [\w.<>]+ \(|node_modules|\.ts:\d|\.js:\d/, path);
      assert.ok(!state.includes(repoRoot), `${path}: no install path`);
      assert.doesNotMatch(html, /"stack"|node_modules/, path);
    }
  });
});
