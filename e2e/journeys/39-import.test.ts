import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, uniqueEmail, useSiteAndBrowser } from '../support/journey';

// The association admin imports a member list: chooses a CSV, reads the dry run (one row created, one
// refused and why), imports it after the confirmation, and finds the new member marked imported.
const ctx = useSiteAndBrowser();

const ADMIN = { email: 'secretary@alumni.local', password: 'Demo12345!' };
const ASSOCIATION = 'Ideal School and College Alumni Association';

/** IMPORT_SCREENSHOTS=<folder>: the page at 390 and 1280 px, light and dark (to look at; not a check). */
async function screenshots(page: Page, folder: string, step: string) {
  for (const scheme of ['light', 'dark'] as const) {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: path.join(folder, `${step}-${width}-${scheme}.png`), fullPage: true });
    }
    await page.getByRole('button', { name: 'Dark theme' }).click();
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('importing members', () => {
  it('a dry run, then the import', async () => {
    const { page, errors } = await ctx.open();
    const login = await fetch(`${ctx.site.url}/api/v1/auth/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(ADMIN),
    });
    const { access } = (await login.json()) as { access: string };
    const api = async <T>(p: string) =>
      (await (
        await fetch(`${ctx.site.url}/api/v1${p}`, { headers: { authorization: `Bearer ${access}` } })
      ).json()) as T;
    const [{ id }] = (await api<{ results: { id: number }[] }>(`/associations/?q=${encodeURIComponent(ASSOCIATION)}`))
      .results;
    const [type] = (await api<{ results: { short_name: string }[] }>(`/associations/${id}/membership-types/`)).results;

    const email = uniqueEmail('imported');
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'import-journey-')), 'members.csv');
    writeFileSync(
      file,
      '\uFEFFfirst_name,last_name,email,membership_type,start_date\r\n' +
        `নাসরিন,আক্তার,${email},${type.short_name},2024-01-15\r\n` +
        `Nobody,Known,${uniqueEmail('refused')},No Such Type,2024-01-15\r\n`,
    );

    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/associations');
    await page.goto(`/admin/dashboard/associations/${id}/members`);
    await page.getByRole('link', { name: 'Import' }).click();
    await page.getByRole('heading', { level: 1, name: 'Import members' }).waitFor();
    await page.getByLabel('File to import').setInputFiles(file);

    await page.getByText('1 would be created').waitFor();
    await page.getByText('1 refused').waitFor();
    await page.getByText('Unknown membership type "No Such Type"').first().waitFor();
    assert.equal(await page.getByLabel('Column for E-mail').inputValue(), 'email');
    if (process.env.IMPORT_SCREENSHOTS) await screenshots(page, process.env.IMPORT_SCREENSHOTS, 'dry-run');

    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Import finished' }).waitFor();
    await page.getByText('1 created').waitFor();
    if (process.env.IMPORT_SCREENSHOTS) await screenshots(page, process.env.IMPORT_SCREENSHOTS, 'done');

    await page.getByRole('link', { name: 'Back to the members' }).click();
    await page.getByRole('heading', { level: 1, name: 'Members' }).waitFor();
    const members = await api<{ results: { user: { email: string }; source?: string }[] }>(
      `/associations/${id}/memberships/?name=${encodeURIComponent('নাসরিন')}`,
    );
    assert.equal(members.results.find((m) => m.user.email === email)?.source, 'imported');
    assert.deepEqual(errors, []);
  });
});
