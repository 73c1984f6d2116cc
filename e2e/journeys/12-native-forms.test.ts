import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE, type Viewport } from '../support/browser';
import { uniqueEmail, useSiteAndBrowser } from '../support/journey';

// The public pages answer the first tap from their HTML (issue 35): with JavaScript off every control works and
// the forms complete (login, sign-up, forgot password, Get in Touch), posted by the browser to the web server;
// with JavaScript on and the site's scripts 3 s late, the first tap works at once and what was typed survives
// the script taking over; a signed-in visitor logs out from a public page as soon as it has loaded.
const ctx = useSiteAndBrowser();
const MEMBER = { email: 'rahim@alumni.local', password: 'Demo12345!' };
const SCRIPT_DELAY_MS = 3000;

async function withoutScript(viewport: Viewport = PHONE): Promise<{ context: BrowserContext; page: Page }> {
  const context = await ctx.browser.newContext({ baseURL: ctx.site.url, javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** JavaScript on, every script of the site 3 s late (a slow phone network); the inline head snippets run. */
async function withLateScript(viewport: Viewport = PHONE) {
  const { context, page, errors } = await ctx.open(viewport);
  await context.route(/\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue().catch(() => undefined);
  });
  return { context, page, errors };
}

const cookieNames = async (context: BrowserContext) => (await context.cookies()).map((cookie) => cookie.name);
const isOpen = (page: Page, question: string) =>
  page.locator('details', { hasText: question }).evaluate((details: HTMLDetailsElement) => details.open);

describe('public pages before (and without) their script', () => {
  it('works with JavaScript off: FAQ, menu, search, Get in Touch, login, sign-up and forgot password', async () => {
    const { context, page } = await withoutScript();

    await page.goto('/');
    // The slider: next and previous (labels of its radios) move it, by the browser.
    await page.locator('label[title="Next slide"] >> visible=true').click();
    assert.equal(await page.locator('#hero-slide-1').isChecked(), true);
    await page.locator('label[title="Previous slide"] >> visible=true').click();
    await page.locator('label[title="Previous slide"] >> visible=true').click();
    assert.equal(await page.locator('#hero-slide-3').isChecked(), true);
    // The FAQ: one question open at a time, by the browser.
    assert.equal(await isOpen(page, 'How do I join an alumni association?'), true);
    await page.getByText('Can I pay my membership fee offline?').click();
    assert.equal(await isOpen(page, 'Can I pay my membership fee offline?'), true);
    assert.equal(await isOpen(page, 'How do I join an alumni association?'), false);
    await page.getByText(/the association admin approves your payment/).waitFor();

    // The phone menu: a popover its button opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    // An empty search does nothing; a name searches.
    await menu.getByRole('button', { name: 'Search' }).click();
    assert.equal(new URL(page.url()).pathname, '/');
    await menu.getByRole('searchbox', { name: 'Search associations' }).fill('ideal');
    await menu.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.pathname === '/associations' && url.searchParams.get('name') === 'ideal');
    await page.locator('text=Ideal School and College Alumni Association >> visible=true').first().waitFor();

    // Get in Touch: the contract's messages, what was typed kept, then sent.
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.getByLabel('Name').fill('Ayesha Siddiqua');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL('**/#contact');
    await form.getByText('Message is required').waitFor();
    assert.equal(await form.getByLabel('Name').inputValue(), 'Ayesha Siddiqua');
    await form.getByLabel('Email').fill('ayesha@example.com');
    await form.getByLabel('Message').fill('How do we register the alumni association of our college?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Thank you! Your message has been sent.').waitFor();

    // Forgot password.
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText(/If an account uses this e-mail address/).waitFor();

    // Login: the API's reason, the address kept and never the password; then signed in.
    await page.goto('/login');
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel(/^Password/).fill('Not-the-password-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Unable to log in with provided credentials.').waitFor();
    assert.equal(await page.getByLabel('Email').inputValue(), MEMBER.email);
    assert.equal(await page.getByLabel(/^Password/).inputValue(), '');
    assert.equal((await page.content()).includes('Not-the-password-1'), false);
    await page.getByLabel(/^Password/).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/associations');
    assert.ok((await cookieNames(context)).includes('refresh_token'));
    await context.close();

    // Sign up, in a browser of its own.
    const fresh = await withoutScript();
    const email = uniqueEmail('nojs');
    await fresh.page.goto('/signup');
    await fresh.page.getByLabel('First Name').fill('Nadia');
    await fresh.page.getByLabel('Last Name').fill('Islam');
    await fresh.page.getByLabel('Phone Number').fill('01712345678');
    await fresh.page.getByLabel('Email').fill(email);
    await fresh.page.getByLabel(/^Password/).fill('Str0ng-Passw0rd');
    await fresh.page.getByLabel('Confirm Password').fill('Different-1');
    await fresh.page.getByRole('button', { name: 'SIGN UP' }).click();
    await fresh.page.getByText('Passwords do not match').waitFor();
    assert.equal(await fresh.page.getByLabel('First Name').inputValue(), 'Nadia');
    await fresh.page.getByLabel(/^Password/).fill('Str0ng-Passw0rd');
    await fresh.page.getByLabel('Confirm Password').fill('Str0ng-Passw0rd');
    await fresh.page.getByRole('button', { name: 'SIGN UP' }).click();
    await fresh.page.waitForURL((url) => url.pathname === '/');
    assert.ok((await cookieNames(fresh.context)).includes('XSRF-TOKEN'));
    // The profile was saved with the account: the API answers it for the new session.
    const login = await fetch(`${ctx.site.url}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Str0ng-Passw0rd' }),
    });
    const { access } = (await login.json()) as { access: string };
    const me = (await (
      await fetch(`${ctx.site.url}/api/v1/auth/user/`, { headers: { authorization: `Bearer ${access}` } })
    ).json()) as { first_name: string; phone_number: string };
    assert.equal(me.first_name, 'Nadia');
    await fresh.context.close();
  });

  it('answers the first tap at once with the script 3 s late, and keeps what was typed when it comes', async () => {
    const { context, page, errors } = await withLateScript();

    // The FAQ and Show Password answer before any script has come.
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('label[title="Next slide"] >> visible=true').click();
    assert.equal(await page.locator('#hero-slide-1').isChecked(), true);
    await page.getByText('How can I register a new association?').click();
    assert.equal(await isOpen(page, 'How can I register a new association?'), true);
    assert.equal(await page.locator('html[data-ready]').count(), 0, 'the page is not live yet');

    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel(/^Password/).fill(MEMBER.password);
    await page.getByText('Show Password').click();
    assert.equal(await page.getByLabel(/^Password/).getAttribute('type'), 'text');
    assert.equal(await page.locator('html[data-ready]').count(), 0, 'the page is not live yet');
    // The script comes (the press on Show Password was the first use: filling alone, as autofill does, is not);
    // the page goes live with the text typed in it.
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    assert.equal(await page.getByLabel('Email').inputValue(), MEMBER.email);
    assert.equal(await page.getByLabel(/^Password/).getAttribute('type'), 'text');
    // Sent by the script now (the API's login, not the browser's post): it read the values typed before it came.
    const apiLogin = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/v1/auth/login/'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await apiLogin;
    await page.waitForURL((url) => url.pathname === '/associations');
    await context.close();
    assert.deepEqual(errors, []);

    // Login tapped at once, before the script: the browser posts the form and the visitor is signed in.
    const early = await withLateScript();
    await early.page.goto('/login', { waitUntil: 'commit' });
    await early.page.getByLabel('Email').fill(MEMBER.email);
    await early.page.getByLabel(/^Password/).fill(MEMBER.password);
    const native = early.page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/login');
    await early.page.getByRole('button', { name: 'Login', exact: true }).click();
    await native;
    await early.page.waitForURL((url) => url.pathname === '/associations');
    await early.context.close();
  });

  it('lets a signed-in visitor log out from a public page as soon as it has loaded', async () => {
    const { context, page } = await withLateScript();
    // Signed in (the browser's own post: the script is late).
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByLabel(/^Password/).fill(MEMBER.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/associations');

    await page.goto('/about-us', { waitUntil: 'commit' });
    // The account button is in the server's page, shown before the script has come.
    await page.getByRole('button', { name: 'Account menu' }).click();
    assert.equal(await page.locator('html[data-ready]').count(), 0, 'the page is not live yet');
    const logout = page.getByRole('menuitem', { name: 'Logout' });
    await logout.click();
    await page.waitForURL((url) => url.pathname === '/');
    assert.equal((await cookieNames(context)).includes('XSRF-TOKEN'), false);
    // Signed out: Login and Sign Up, and the session's refresh token no longer gives an access token.
    await page.getByRole('link', { name: 'Sign Up' }).first().waitFor();
    const refresh = await page.request.post('/api/v1/auth/token/refresh/');
    assert.notEqual(refresh.status(), 200);
    await context.close();
  });
});
