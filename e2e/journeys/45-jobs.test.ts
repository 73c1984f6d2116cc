import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO, logIn, signUpMember } from '../support/journey';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { freePort, startSite, type Site } from '../support/site';

// The mail server is down when a new member signs up: the confirmation mail waits in the outbox. The
// super admin runs the mail delivery now from the Jobs page; it fails, and the Failed list shows it with
// the mail server's error. Once the mail server is back, Retry delivers the mail the member was waiting for.
let site: Site;
let browser: Browser;
let mailbox: Mailbox | undefined;
let smtpPort: number;

before(async () => {
  smtpPort = await freePort();
  // Nothing listens on smtpPort yet: every delivery is refused.
  site = await startSite({ env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
  await mailbox?.close();
});

/** Reloads the Failed jobs until `name` is listed (the worker takes the job within seconds). */
async function waitForFailed(page: Page, name: string) {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await page.goto('/superAdmin/dashboard/jobs?state=failed');
    const table = page.getByRole('table', { name: 'Failed jobs' });
    const listed = await table
      .getByText(name, { exact: true })
      .first()
      .waitFor({ timeout: 3_000 })
      .then(() => true)
      .catch(() => false);
    if (listed) return table;
    if (Date.now() > deadline) throw new Error(`${name} never showed as failed`);
  }
}

describe('the super admin sees a failed job and retries it', () => {
  it('runs the mail delivery while the mail server is down, sees why it failed, and retries it once it is back', async () => {
    const member = await newPage(browser, site.url);
    const person = await signUpMember(member.page, { first: 'Tahmina', last: 'Akter', password: 'Member-Pass-1' });
    await member.context.close();

    const { page, context } = await newPage(browser, site.url);
    await logIn(page, DEMO.superAdmin.email, DEMO.superAdmin.password);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto('/superAdmin/dashboard/jobs');
    const scheduled = page.getByRole('region', { name: 'Scheduled jobs' });
    await scheduled.getByRole('button', { name: 'Run mail-outbox-flush now' }).click();
    await page.getByText('mail-outbox-flush queued to run now.').waitFor();

    const failed = await waitForFailed(page, 'mail-outbox-flush');
    const row = failed.getByRole('row').filter({ hasText: 'mail-outbox-flush' }).first();
    assert.match(await row.innerText(), /not delivered/);
    assert.match(await row.innerText(), /ECONNREFUSED|connect/i);

    // The mail server is back: Retry delivers the confirmation the member was waiting for.
    mailbox = await startMailbox(smtpPort);
    await row.getByRole('button', { name: 'Retry mail-outbox-flush' }).click();
    await page.getByText('mail-outbox-flush queued again.').waitFor();
    const mail = await mailbox.next(person.email, /Confirm your e-mail address/, 60_000);
    assert.ok(mailbox.link(mail, '/verify-email').searchParams.get('key'));
    await context.close();
  });
});
