import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { adminBn as bn } from '../../admin-portal/src/i18n/catalogs/admin/bn';
import { mailBn } from '../../api/src/i18n/catalogs/mail/bn';
import { SHELL_CATALOGS } from '@alumni/shared/i18n';
import { newPage, PHONE, DESKTOP, type Viewport } from '../support/browser';
import { logIn, uniqueEmail, useSiteBrowserAndMailbox } from '../support/journey';
import { assertNoOverflow, keepScreenshot } from '../support/layout';

// An association's admin reads the admin portal in Bangla: approves a member's offline payment (the member,
// whose profile language is Bangla, then gets the certificate mail in Bangla), and looks at the members, the
// membership types and the dashboard, on a phone and a desktop, light and dark, nothing cut or overflowing.
const ADMIN = { email: 'secretary@alumni.local', password: 'Demo12345!' };
const ASSOCIATION = 'Ideal School and College Alumni Association';
const PASSWORD = 'Str0ng-Passw0rd';

const ctx = useSiteBrowserAndMailbox();

type Json = Record<string, never>;
async function call(path: string, init: { token?: string; body?: unknown; method?: string } = {}) {
  const res = await fetch(`${ctx.site.url}/api/v1${path}`, {
    method: init.method ?? (init.body ? 'POST' : 'GET'),
    headers: {
      'content-type': 'application/json',
      'accept-language': 'bn',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  });
  assert.ok(res.ok, `${path}: ${res.status} ${await res.clone().text()}`);
  return res.json() as Promise<Json>;
}

/** An admin page in Bangla (the `lang` cookie) and in `theme`, signed in as the association's admin. */
async function adminPage(viewport: Viewport, theme: 'light' | 'dark') {
  const opened = await newPage(ctx.browser, ctx.site.url, viewport);
  await opened.context.addInitScript((mode) => localStorage.setItem('theme', mode), theme);
  // Signed in through the English form (the login page's own Bangla is 37-bn-auth's), then reading in Bangla.
  await logIn(opened.page, ADMIN.email, ADMIN.password);
  await opened.page.waitForURL('**/associations');
  await opened.context.addCookies([{ name: 'lang', value: 'bn', url: ctx.site.url }]);
  return opened;
}

/** Checks the screen for cut or overflowing text and keeps its picture. */
async function look(page: Page, screen: string, theme: string, viewport: Viewport) {
  await page.locator(theme === 'dark' ? 'html.dark' : 'html:not(.dark)').waitFor({ state: 'attached' });
  await assertNoOverflow(page, `${screen} (${theme}, ${viewport.width}px)`);
  await keepScreenshot(page, `${screen}-bn-${theme}-${viewport.width}`);
}

describe('the admin portal in Bangla', () => {
  let associationId = 0;

  it('approves a member’s offline payment, and the member gets the certificate mail in Bangla', async () => {
    // The member signs up on a Bangla page (their profile's language: Bangla) and applies, paying offline.
    const email = uniqueEmail('bn.member');
    const { access: member } = (await call('/auth/registration/', {
      body: { email, password1: PASSWORD, password2: PASSWORD },
    })) as unknown as { access: string };
    const { results } = (await call(`/associations/?q=${encodeURIComponent(ASSOCIATION)}`)) as unknown as {
      results: { id: number }[];
    };
    associationId = results[0].id;
    const types = (await call(`/associations/${associationId}/membership-types/`, { token: member })) as unknown as {
      results: { id: number; duration_month: number }[];
    };
    const type = types.results.find((t) => t.duration_month === 1200) ?? types.results[0];
    const request = (await call(`/associations/${associationId}/membership-requests/`, {
      token: member,
      body: { institute: 'School', batch: '2012', roll_number: 'BN-37', membership_type: type.id },
    })) as unknown as { id: number };
    await call('/transactions/memberships/', {
      token: member,
      body: { membership_request: request.id, base_url: ctx.site.url, offline: true },
    });

    // The admin, reading in Bangla, finds it among the payments waiting for approval and approves it.
    const { page, context, errors } = await adminPage(DESKTOP, 'light');
    await page.goto(`/admin/dashboard/associations/${associationId}/transactions/offline?status=pending`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'bn');
    await page.getByRole('heading', { level: 1, name: bn['transactions.offline'] }).waitFor();
    await page.getByText(bn['transactions.showingPending']).waitFor();
    await page.getByRole('row').nth(1).waitFor();
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: /অনুমোদন করুন$/ }).click();
    const form = page.getByRole('dialog', { name: bn['approve.title'] });
    await form.getByText(bn['approve.duplicate']).waitFor();
    await look(page, 'approve-dialog', 'light', DESKTOP);
    await form.getByLabel(bn['approve.method']).selectOption({ label: bn['approve.method.cash'] });
    await form.getByLabel(bn['approve.reference']).fill('RCPT-BN-37');
    await form.getByRole('button', { name: bn['transactions.approve'], exact: true }).click();
    // The confirmation and its result are the shell's dialogs: whatever their language, the one affirmative button.
    const confirm = page.getByRole('alertdialog').or(page.getByRole('dialog')).last();
    await confirm.getByRole('button').first().waitFor();
    await confirm.getByRole('button', { name: SHELL_CATALOGS.bn['dialog.yes'], exact: true }).click();
    await page.getByText(bn['transactions.approved']).waitFor();
    await page.getByRole('button', { name: SHELL_CATALOGS.bn['dialog.close'], exact: true }).click();
    // Approved, it leaves the list of those waiting.
    await row.waitFor({ state: 'detached' });

    // The member asks for the certificate by mail: it comes in Bangla.
    const mine = (await call('/auth/user/memberships/', { token: member })) as unknown as { results: { id: number }[] };
    const membershipId = mine.results[0].id;
    await call(`/memberships/${membershipId}/get-certificate/`, { token: member });
    const subject = mailBn['certificateMail.subject'].replace('{association}', ASSOCIATION);
    const mail = await ctx.mailbox.next(email, new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    assert.ok((mail.text ?? '').startsWith(mailBn['certificateMail.body'].split('{name}')[0]));
    assert.ok(mail.attachments.some((a) => a.contentType === 'application/pdf'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  for (const viewport of [PHONE, DESKTOP])
    for (const theme of ['light', 'dark'] as const)
      it(`shows members, membership types and the dashboard in Bangla at ${viewport.width}px, ${theme}`, async () => {
        const { page, context, errors } = await adminPage(viewport, theme);
        const at = (path: string) => page.goto(`/admin/dashboard/associations/${associationId}/${path}`);

        await at('members');
        await page.getByRole('heading', { level: 1, name: bn['members.title'] }).waitFor();
        await page.getByRole('button', { name: bn['members.search'] }).waitFor();
        await page.getByText(/^[০-৯,]+ জন সদস্য$/).waitFor();
        await page.getByRole('link', { name: bn['members.import'] }).waitFor();
        await look(page, 'members', theme, viewport);

        await at('membership-types');
        await page.getByRole('heading', { level: 1, name: bn['types.title'] }).waitFor();
        await page.getByText(bn['types.intro']).waitFor();
        await page
          .getByText(/৳ [০-৯,]+/)
          .first()
          .waitFor();
        await look(page, 'membership-types', theme, viewport);

        await at('dashboard');
        await page.getByRole('heading', { level: 1, name: bn['dashboard.title'] }).waitFor();
        await page
          .getByRole('region', { name: bn['dashboard.activeMembers'] })
          .getByText(/^[০-৯,]+$/)
          .waitFor();
        await page
          .getByRole('region', { name: bn['dashboard.revenue'] })
          .getByText(/^-?৳ [০-৯,.]+$/)
          .waitFor();
        await page.getByRole('heading', { name: bn['dashboard.last12'] }).waitFor();
        await page.locator('canvas').first().waitFor();
        await look(page, 'dashboard', theme, viewport);

        await at('transactions/offline');
        await page.getByRole('heading', { level: 1, name: bn['transactions.offline'] }).waitFor();
        await page.getByRole('row').nth(1).waitFor();
        await look(page, 'offline-transactions', theme, viewport);
        assert.deepEqual(errors, []);
        await context.close();
      });
});
