import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { memberBn } from '../../member-portal/src/i18n/catalogs/member/bn';
import { superadminBn } from '../../superadmin-portal/src/i18n/catalogs/superadmin/bn';
import { DESKTOP, PHONE, type Viewport } from '../support/browser';
import { DEMO, logIn, useSiteAndBrowser } from '../support/journey';
import { assertNoOverflow, keepScreenshot } from '../support/layout';

// A member who reads Bangla goes through the member dashboard and files an association request; the super admin,
// also reading Bangla, approves it. Every screen is then checked in Bangla at 390 and 1280 px, light and dark:
// no text cut by its box, nothing past a phone's edge (screenshots kept in SCREENSHOT_DIR to be looked at).
const ctx = useSiteAndBrowser();
const MEMBER = { email: 'rahim@alumni.local', password: 'Demo12345!' };
const ASSOCIATION = `বরিশাল জিলা স্কুল অ্যালামনাই ${Date.now().toString(36)}`;

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** Signed in (the login page as it is), then reading Bangla: the `lang` cookie, as the language switch sets it. */
async function signedInBangla(page: Page, context: BrowserContext, who: { email: string; password: string }) {
  await logIn(page, who.email, who.password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await context.addCookies([{ name: 'lang', value: 'bn', url: ctx.site.url }]);
}

async function open(viewport: Viewport = DESKTOP, theme: 'light' | 'dark' = 'light') {
  const context = await ctx.browser.newContext({ baseURL: ctx.site.url, viewport, colorScheme: theme });
  // The site's theme is its own choice (localStorage "theme"), not the system's.
  await context.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** A full load of `path` (the server renders it in the cookie's language), ready when `text` shows. */
async function visit(page: Page, path: string, text: string) {
  await page.goto(path);
  // The first one shown: the side menu's link of the same name is hidden on a phone.
  await page.getByText(text, { exact: true }).filter({ visible: true }).first().waitFor();
  assert.equal(await page.locator('html').getAttribute('lang'), 'bn');
}

/** Confirms the open "Are you sure?" (its confirm button is the last one) and waits for `done`. */
async function confirmAndSee(page: Page, done: string) {
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await page.getByText(done).waitFor();
  await page.getByRole('dialog').getByRole('button').last().click();
}

describe('the dashboards in Bangla', () => {
  it('a member goes through the dashboard and applies for an association; the super admin approves it', async () => {
    const { context, page, errors } = await open();
    await signedInBangla(page, context, MEMBER);

    await visit(
      page,
      '/user/dashboard/home',
      fill(memberBn['welcome.greeting'], { firstName: 'Rahim', lastName: 'Uddin' }),
    );
    await page.getByText(memberBn['welcome.intro']).waitFor();
    const menu = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: memberBn['menu.memberships'] }) });
    for (const id of ['menu.associationRequests', 'menu.transactions', 'menu.events'] as const)
      await menu.first().getByRole('link', { name: memberBn[id] }).waitFor();

    await visit(page, '/user/dashboard/profile', memberBn['profile.title']);
    await page.getByRole('heading', { name: memberBn['contacts.title'] }).waitFor();
    await page.getByRole('link', { name: memberBn['profile.updateProfile'] }).waitFor();

    await visit(page, '/user/dashboard/memberships', memberBn['memberships.title']);
    const card = page.getByRole('article').first();
    await card.getByText(memberBn['memberships.card.validity']).waitFor();
    await card.getByRole('button', { name: memberBn['memberships.card.download'] }).waitFor();
    // Dates in Bangla digits.
    assert.match((await card.textContent()) ?? '', /[০-৯]{2}\/[০-৯]{2}\/[০-৯]{4}/);

    await visit(page, '/user/dashboard/transactions', memberBn['transactions.title']);
    const table = page.getByRole('table', { name: memberBn['transactions.label'] });
    await table.getByRole('columnheader', { name: memberBn['transactions.column.amount'] }).waitFor();
    await table
      .getByText(/৳ [০-৯,]+/)
      .first()
      .waitFor();

    await visit(page, '/user/dashboard/events', memberBn['events.title']);
    await page.getByRole('link', { name: memberBn['events.tab.past'] }).waitFor();

    await visit(page, '/user/dashboard/association-requests', memberBn['requests.title']);
    await page.getByRole('link', { name: memberBn['requests.apply'] }).click();
    await page.waitForURL('**/user/dashboard/associations/register');
    // The form is the shared kit's: its fields by name, whatever language its labels are in.
    const form = page.getByRole('main').locator('form');
    await form.locator('[name="name"]').fill(ASSOCIATION);
    await form.locator('[name="established_year"]').fill('1953');
    await form.locator('[name="address"]').fill('সদর রোড, বরিশাল');
    await form.locator('[name="about"]').fill('বরিশাল জিলা স্কুলের প্রাক্তন শিক্ষার্থীরা।');
    await form.locator('button[type="submit"]').click();
    await page.getByRole('alertdialog').getByRole('button').last().click();
    await page.getByRole('dialog').getByRole('button').last().click();
    await page.waitForURL('**/user/dashboard/association-requests');
    const row = page.getByRole('row').filter({ hasText: ASSOCIATION });
    await row.getByText('১৯৫৩').waitFor();
    await row.getByRole('link', { name: fill(memberBn['common.viewNamed'], { name: ASSOCIATION }) }).click();
    await page.getByRole('heading', { name: memberBn['request.applicant'] }).waitFor();
    await page.getByText('সদর রোড, বরিশাল').waitFor();
    assert.deepEqual(errors, []);
    await context.close();

    const root = await open();
    await signedInBangla(root.page, root.context, DEMO.superAdmin);
    await visit(root.page, '/superAdmin/dashboard/home', superadminBn['welcome.all']);
    await visit(root.page, '/superAdmin/dashboard/associations/pending', superadminBn['requests.pending']);
    const pending = root.page.getByRole('row').filter({ hasText: ASSOCIATION });
    await pending.getByRole('link', { name: fill(superadminBn['common.viewNamed'], { name: ASSOCIATION }) }).click();
    await root.page.getByText(superadminBn['request.description']).waitFor();
    await root.page.getByRole('button', { name: superadminBn['request.approve'] }).click();
    await confirmAndSee(root.page, superadminBn['request.approved']);
    await root.page.getByText(superadminBn['request.approvedOn']).waitFor();
    assert.equal(await root.page.getByRole('button', { name: superadminBn['request.approve'] }).count(), 0);
    assert.deepEqual(root.errors, []);
    await root.context.close();
  });

  it('fits every screen in Bangla at 390 and 1280 px, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of [PHONE, DESKTOP]) {
        const shot = async (page: Page, screen: string) => {
          await assertNoOverflow(page, `${screen} ${viewport.width} ${theme}`);
          await keepScreenshot(page, `${screen}-bn-${theme}-${viewport.width}`);
        };
        const member = await open(viewport, theme);
        await signedInBangla(member.page, member.context, MEMBER);
        const screens: [string, string, string][] = [
          [
            'member-home',
            '/user/dashboard/home',
            fill(memberBn['welcome.greeting'], { firstName: 'Rahim', lastName: 'Uddin' }),
          ],
          ['member-profile', '/user/dashboard/profile', memberBn['profile.title']],
          ['member-profile-update', '/user/dashboard/profile/update', memberBn['profileUpdate.title']],
          ['member-memberships', '/user/dashboard/memberships', memberBn['memberships.title']],
          ['member-transactions', '/user/dashboard/transactions', memberBn['transactions.title']],
          ['member-events', '/user/dashboard/events?when=past', memberBn['events.title']],
          ['member-requests', '/user/dashboard/association-requests', memberBn['requests.title']],
          ['member-delete-account', '/user/dashboard/profile/delete-account', memberBn['deletion.title']],
        ];
        for (const [screen, path, heading] of screens) {
          await visit(member.page, path, heading);
          await member.page.waitForLoadState('networkidle');
          await shot(member.page, screen);
        }
        // Its only request (a card on a phone, a row from md up): the link to the request's page.
        await visit(member.page, '/user/dashboard/association-requests', memberBn['requests.title']);
        await member.page
          .getByRole('main')
          .locator('a[href^="/user/dashboard/association-requests/"]')
          .filter({ visible: true })
          .first()
          .click();
        await member.page.getByRole('heading', { name: memberBn['request.applicant'] }).waitFor();
        await shot(member.page, 'member-request');
        assert.deepEqual(member.errors, []);
        await member.context.close();

        const root = await open(viewport, theme);
        await signedInBangla(root.page, root.context, DEMO.superAdmin);
        const rootScreens: [string, string, string][] = [
          ['superadmin-home', '/superAdmin/dashboard/home', superadminBn['welcome.all']],
          ['superadmin-associations', '/superAdmin/dashboard/associations', superadminBn['requests.all']],
          ['superadmin-messages', '/superAdmin/dashboard/messages', superadminBn['messages.title']],
          ['superadmin-jobs', '/superAdmin/dashboard/jobs', superadminBn['jobs.title']],
          ['superadmin-profile', '/superAdmin/dashboard/profile', superadminBn['profile.title']],
        ];
        for (const [screen, path, heading] of rootScreens) {
          await visit(root.page, path, heading);
          await root.page.waitForLoadState('networkidle');
          await shot(root.page, screen);
        }
        await root.page.goto('/superAdmin/dashboard/associations');
        await root.page.getByRole('row').filter({ hasText: ASSOCIATION }).getByRole('link').first().click();
        await root.page.getByText(superadminBn['request.approvedOn']).waitFor();
        await shot(root.page, 'superadmin-request');
        assert.deepEqual(root.errors, []);
        await root.context.close();
      }
    }
  });
});
