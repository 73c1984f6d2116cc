import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { apiBn } from '../../api/src/i18n/catalogs/api/bn';
import { mailBn } from '../../api/src/i18n/catalogs/mail/bn';
import { publicAuthBn as bn } from '../../public-site/src/i18n/catalogs/public-auth/bn';
import { DESKTOP, PHONE, startUsing, type Viewport } from '../support/browser';
import { uniqueEmail, untilLive, useSiteBrowserAndMailbox } from '../support/journey';
import { assertNoOverflow, keepScreenshot } from '../support/layout';

// A person reading in Bangla signs up, logs in, asks for a password reset link (the mail arrives, in Bangla: the
// account took the language it was made in) and writes to the help widget: once with JavaScript off (the
// browser's own form posts, answered by the server in the page's language) and once with it on.
const ctx = useSiteBrowserAndMailbox();

const PASSWORD = 'Str0ng-Passw0rd';
const TAKEN = 'rahim@alumni.local';
type Theme = 'light' | 'dark';
type Run = { context: BrowserContext; page: Page; errors: string[]; script: boolean; shot: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The field labelled exactly `text` (with the required mark): one label may begin another (পাসওয়ার্ড). */
const field = (page: Page, text: string) => page.getByLabel(new RegExp(`^${escape(text)}\\s*\\*?$`));
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang');

async function open(script: boolean, viewport: Viewport, theme: Theme): Promise<Run> {
  const context = await ctx.browser.newContext({
    baseURL: ctx.site.url,
    viewport,
    colorScheme: theme,
    javaScriptEnabled: script,
  });
  await context.addCookies([{ name: 'lang', value: 'bn', url: ctx.site.url }]);
  // The site's theme is its own choice (localStorage "theme"); without script the page follows the system's.
  if (script) await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
  // The messaging app's site is outside this machine's network: its page stands in for it here.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Messaging app</title>' }),
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors, script, shot: `${theme}-${viewport.width}` };
}

/** Checked and kept at each main screen: nothing overflows, and the picture is there to look at. */
async function look(run: Run, screen: string) {
  await assertNoOverflow(run.page, `${screen} (${run.shot}, script ${run.script ? 'on' : 'off'})`);
  await keepScreenshot(run.page, `${screen}-bn-${run.shot}${run.script ? '' : '-nojs'}`);
}

/**
 * With script on, the enhanced form answers; off, the browser posts it. Either way the tap is the same. On a
 * Bangla page the form's part of the page hydrates once its Bangla texts have come, which can be after the page
 * says it is live (<html data-ready>): so this also waits for React to hold the form itself.
 */
async function ready(run: Run) {
  if (!run.script) return;
  await untilLive(run.page);
}

async function signUp(run: Run) {
  const { page } = run;
  await page.goto('/signup');
  assert.equal(await htmlLang(page), 'bn');
  await page.getByRole('heading', { level: 1, name: bn['signUp.title'] }).waitFor();
  await look(run, 'signup');
  const email = uniqueEmail(run.script ? 'bn.live' : 'bn.native');
  const fill = async (address: string) => {
    await field(page, bn['signUp.firstName']).fill('নাসরিন');
    await field(page, bn['signUp.lastName']).fill('হক');
    await field(page, bn['signUp.phone']).fill('01712345678');
    await field(page, bn['common.email']).fill(address);
    await field(page, bn['common.password']).fill(PASSWORD);
    await field(page, bn['common.confirmPassword']).fill(PASSWORD);
  };
  // An address that has an account: the API's answer, on the field, in Bangla.
  await fill(TAKEN);
  await ready(run);
  await page.getByRole('button', { name: bn['signUp.submit'] }).click();
  await page.getByText(apiBn['auth.emailTaken']).first().waitFor();
  await look(run, 'signup-error');
  // With the script on, a tap before the form is enhanced is the browser's own post (the first tap works either
  // way): the enhanced form answers with a dialog and keeps the passwords, the server's page with empty ones.
  const dialog = page.getByRole('alertdialog', { name: bn['common.error'] });
  if (run.script)
    await page.waitForFunction(
      () =>
        document.querySelector('[role="alertdialog"]') !== null ||
        document.querySelector<HTMLInputElement>('input[type="password"]')?.value === '',
    );
  const enhanced = run.script && (await dialog.count()) > 0;
  if (enhanced) {
    await dialog.getByRole('button').last().click();
    await dialog.waitFor({ state: 'hidden' });
  }

  await field(page, bn['common.email']).fill(email);
  if (!enhanced) {
    // The server sent the page again: the passwords are never echoed, so they are typed again.
    await field(page, bn['common.password']).fill(PASSWORD);
    await field(page, bn['common.confirmPassword']).fill(PASSWORD);
  }
  await page.getByRole('button', { name: bn['signUp.submit'] }).click();
  // The enhanced form welcomes in a dialog; the browser's own post (the script not yet in charge) goes home.
  const welcome = page.getByRole('dialog', { name: bn['signUp.welcome'] });
  if (run.script)
    // A dialog shown: the page's native popovers (the phone menu) are dialogs in the markup, hidden until opened.
    await page.waitForFunction(
      () =>
        location.pathname === '/' ||
        Array.from(document.querySelectorAll('[role="dialog"]')).some((dialog) => dialog.checkVisibility()),
    );
  if ((await welcome.count()) > 0) {
    await welcome.getByText(bn['signUp.registered']).waitFor();
    await look(run, 'signup-welcome');
    await welcome.getByRole('button').last().click();
  }
  await page.waitForURL((url) => url.pathname === '/');
  // The account speaks the language it was made in: its first mail is Bangla.
  const mail = await ctx.mailbox.next(email, new RegExp(`^${escape(mailBn['verify.subject'])}$`));
  assert.ok(ctx.mailbox.link(mail, '/verify-email'));
  return email;
}

async function logIn(run: Run, email: string) {
  const { page } = run;
  await run.context.clearCookies();
  await run.context.addCookies([{ name: 'lang', value: 'bn', url: ctx.site.url }]);
  await page.goto('/login');
  await page.getByRole('heading', { level: 1, name: bn['login.title'] }).waitFor();
  await page.getByText(bn['login.bannerText']).waitFor();
  await look(run, 'login');
  await field(page, bn['common.email']).fill(email);
  await field(page, bn['common.password']).fill('Wrong-Passw0rd-1');
  await ready(run);
  await page.getByRole('button', { name: bn['login.submit'], exact: true }).click();
  // The enhanced form answers in a dialog, the server's page (a tap before the script took over) beside the form.
  await page.getByText(apiBn['auth.badCredentials']).first().waitFor();
  await look(run, 'login-error');
  const dialog = page.getByRole('alertdialog', { name: bn['common.error'] });
  if ((await dialog.count()) > 0) {
    await dialog.getByRole('button').last().click();
    await dialog.waitFor({ state: 'hidden' });
  } else {
    await field(page, bn['common.email']).fill(email);
  }
  await field(page, bn['common.password']).fill(PASSWORD);
  await page.getByRole('button', { name: bn['login.submit'], exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/associations');
  assert.equal(await htmlLang(page), 'bn');
}

async function askForReset(run: Run, email: string) {
  const { page } = run;
  await run.context.clearCookies();
  await run.context.addCookies([{ name: 'lang', value: 'bn', url: ctx.site.url }]);
  await page.goto('/login');
  await page.getByRole('link', { name: bn['login.forgotPassword'] }).click();
  await page.waitForURL('**/forgot-password');
  await page.getByRole('heading', { level: 1, name: bn['forgot.title'] }).waitFor();
  await page.getByText(bn['forgot.intro']).waitFor();
  await look(run, 'forgot-password');
  await field(page, bn['common.email']).fill(email);
  await ready(run);
  await page.getByRole('button', { name: bn['forgot.submit'] }).click();
  await page.getByText(bn['forgot.checkMail']).waitFor();
  await page.getByText(apiBn['account.resetSent']).waitFor();
  await look(run, 'forgot-password-sent');

  const mail = await ctx.mailbox.next(email, new RegExp(`^${escape(mailBn['reset.subject'])}$`));
  const link = ctx.mailbox.link(mail, '/reset-password');
  await page.goto(link.pathname + link.search);
  await page.getByRole('heading', { level: 1, name: bn['reset.title'] }).waitFor();
  await field(page, bn['reset.newPassword']).waitFor();
  await look(run, 'reset-password');
}

async function writeToHelp(run: Run) {
  const { page, context } = run;
  await page.goto('/about-us');
  // No form to fill first here: the pointer over a control is the first use that brings the page's code.
  if (run.script) await startUsing(page);
  const name = (text: string) => text.replace('{name}', 'Alumni Connect');
  await page.getByRole('button', { name: name(bn['chat.with']) }).click();
  const chat = page.getByRole('dialog', { name: name(bn['chat.with']) });
  await chat.getByText(bn['chat.status']).waitFor();
  await chat.getByText(bn['chat.welcome']).waitFor();
  const box = chat.getByRole('textbox', { name: name(bn['chat.messageTo']) });
  assert.equal(await box.getAttribute('placeholder'), bn['chat.placeholder']);
  await look(run, 'help-widget');
  const text = 'সদস্যপদের ফি নিয়ে একটি প্রশ্ন';
  await box.fill(text);
  const [app] = await Promise.all([
    context.waitForEvent('page'),
    chat.getByRole('button', { name: bn['chat.send'] }).click(),
  ]);
  await app.waitForLoadState();
  const sent = new URL(app.url());
  assert.equal(`${sent.origin}${sent.pathname}`, 'https://wa.me/8801700000000');
  assert.equal(sent.searchParams.get('text'), text);
  await app.close();
}

async function journey(script: boolean, viewport: Viewport, theme: Theme) {
  const run = await open(script, viewport, theme);
  const email = await signUp(run);
  await logIn(run, email);
  await askForReset(run, email);
  await writeToHelp(run);
  assert.deepEqual(run.errors, []);
  await run.context.close();
}

describe('signing up, logging in, a reset link and the help widget in Bangla', () => {
  it('works with JavaScript off: the browser posts, the server answers in Bangla (390 px light, 1280 px dark)', async () => {
    await journey(false, PHONE, 'light');
    await journey(false, DESKTOP, 'dark');
  });

  it('works with JavaScript on (390 px dark, 1280 px light)', async () => {
    await journey(true, PHONE, 'dark');
    await journey(true, DESKTOP, 'light');
  });
});
