import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, it } from 'node:test';
import { simpleParser } from 'mailparser';
import { logIn, signUpAndContinue, uniqueEmail, useSiteAndBrowser } from '../support/journey';

// A demo member asks for a membership certificate and it arrives by e-mail (the server has no SMTP,
// so mails land as .eml files in <dataDir>/outbox); a member applies to register an association and
// follows it as Pending; the transactions list shows the member's payments.
const ctx = useSiteAndBrowser();
const DEMO_PASSWORD = 'Demo12345!';

async function waitForMail(dir: string, matches: (subject: string) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml'));
    for (const file of files) {
      const mail = await simpleParser(await readFile(path.join(dir, file)));
      if (matches(mail.subject ?? '')) return mail;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No matching mail in ${dir} within ${timeoutMs} ms`);
}

describe('member memberships and requests', () => {
  it('requests a membership certificate and the e-mail arrives with the PDF', async () => {
    const { page, context } = await ctx.open();
    await logIn(page, 'rahim@alumni.local', DEMO_PASSWORD);
    await page.waitForURL('**/associations');
    await page.goto('/user/dashboard/memberships');
    await page.getByRole('heading', { name: 'Your Memberships' }).waitFor();
    const card = page.getByRole('article').filter({ hasText: 'Lifetime' }).first();
    await card.waitFor();
    const association = (await card.getByRole('heading').textContent())?.trim() ?? '';
    assert.ok(association.length > 0);
    // A lifetime membership reads Lifetime (its status; an ending one reads Active, Expiring or Expired).
    await card.getByText('Lifetime', { exact: true }).waitFor();
    assert.match((await card.textContent()) ?? '', /[A-Z]+-\d{4}/, 'the serial reads like LM-0001');

    await card.getByRole('button', { name: 'Request Certificate' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page
      .getByText('Certificate sent to your email successfully. Please check your email to download the certificate.')
      .waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    const mail = await waitForMail(path.join(ctx.site.dataDir, 'outbox'), (subject) => subject.includes(association));
    assert.match(mail.subject ?? '', /membership certificate/i);
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    assert.equal(to?.value[0]?.address, 'rahim@alumni.local');
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    assert.ok(pdf, 'a PDF is attached');
    assert.equal(pdf.content.subarray(0, 5).toString(), '%PDF-');
    await context.close();
  });

  it("shows the member's transactions with amount, kind and status", async () => {
    const { page, context } = await ctx.open();
    await logIn(page, 'rahim@alumni.local', DEMO_PASSWORD);
    await page.waitForURL('**/associations');
    await page.goto('/user/dashboard/transactions');
    const table = page.getByRole('table', { name: 'Your transactions' });
    await table.waitFor();
    const rows = table.getByRole('row');
    assert.ok((await rows.count()) >= 2, 'at least one transaction');
    await table
      .getByText(/৳ [\d,]+/)
      .first()
      .waitFor();
    await table
      .getByText(/Approved|Pending/)
      .first()
      .waitFor();
    await table
      .getByText(/Online|Offline/)
      .first()
      .waitFor();
    // One row per page: the pagination bar really loads the next page.
    await page.goto('/user/dashboard/transactions?limit=1');
    await table.waitFor();
    const firstId = await table.getByRole('row').nth(1).getByRole('cell').first().textContent();
    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await page.waitForFunction(
      (previous) =>
        document.querySelector('table[aria-label="Your transactions"] tbody tr td')?.textContent !== previous,
      firstId,
    );
    await context.close();
  });

  it('files an association registration request and sees it Pending in the list and on its page', async () => {
    const { page, context } = await ctx.open();
    const email = uniqueEmail('founder');
    await signUpAndContinue(page, {
      first: 'Jamal',
      last: 'Uddin',
      phone: '01555123456',
      email,
      password: 'Str0ng-Passw0rd',
    });
    await page.waitForURL((url) => url.pathname === '/');
    // The interim address (old mails, bookmarks) leads to the product's association requests.
    await page.goto('/user/dashboard/registration-requests');
    await page.waitForURL('**/user/dashboard/association-requests');
    await page.getByText('You have not applied for an association yet.').waitFor();
    await page.getByRole('link', { name: 'Apply for New Association' }).click();
    await page.waitForURL('**/user/dashboard/associations/register');

    const name = `Barishal Zilla School Alumni ${Date.now().toString(36)}`;
    await page.getByLabel('Association Name').fill(name);
    await page.getByLabel('Established Year').fill('1953');
    await page.getByLabel('Address').fill('Sadar Road, Barishal');
    await page.getByLabel('About').fill('Former students of Barishal Zilla School.');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Association registered successfully.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/user/dashboard/association-requests');

    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByText('Pending').waitFor();
    await row.getByText('1953').waitFor();
    await row.getByRole('link', { name: `View ${name}` }).click();
    await page.waitForURL(/\/user\/dashboard\/association-requests\/\d+$/);
    // The list stays on screen until the request's page has loaded (a router transition): wait for what
    // only that page shows before reading the name, which the list shows too.
    await page.getByText('Sadar Road, Barishal').waitFor();
    await page.getByText(name).waitFor();
    await page.getByText('Pending').waitFor();
    // In the page (the reminder to confirm the address above it names the address too).
    await page.getByRole('main').getByText(email).waitFor();
    await context.close();
  });
});
