import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signUpAndContinue, uniqueEmail, useSiteAndBrowser } from '../support/journey';

// A new member applies for memberships of the Ideal School association: offline (waits for the
// admin), and online through the sandbox checkout, paying, cancelling and failing.
const ctx = useSiteAndBrowser();

const ASSOCIATION = 'Ideal School and College Alumni Association';

async function openApplication(page: Page, typeName: string) {
  await page.goto(`/associations?name=${encodeURIComponent('Ideal School')}`);
  // The list comes from the server as a visitor sees it; the new member chooses once it shows them signed in
  // (the e-mail banner above the list), not while it moves.
  await page.getByText('Confirm your e-mail address').waitFor();
  await page
    .getByRole('link', { name: `View ${ASSOCIATION}` })
    .first()
    .click();
  await page.getByRole('link', { name: 'Become a Member' }).first().click();
  await page.getByRole('link', { name: `Get Started with ${typeName}` }).click();
  await page.getByRole('heading', { level: 1, name: 'Be A Member' }).waitFor();
}

async function apply(page: Page, { offline }: { offline: boolean }) {
  await page.getByLabel('Institute').selectOption(ASSOCIATION);
  await page.getByLabel('Batch (SSC batch year)').fill('2010');
  await page.getByLabel('Roll number').fill('4521');
  if (offline) await page.getByText('I already paid offline or through other method').click();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await page.getByText('Are you sure you want to continue this action?').waitFor();
  await page.getByRole('button', { name: 'Yes' }).click();
}

async function signUpMember(page: Page) {
  await signUpAndContinue(page, {
    first: 'Sadia',
    last: 'Afrin',
    phone: '01612345678',
    email: uniqueEmail('sadia'),
    password: 'Str0ng-Passw0rd',
  });
  await page.waitForURL((url) => url.pathname === '/');
}

describe('public site: applying for a membership', () => {
  it('applies offline and lands on the transactions page', async () => {
    const { page, context, errors } = await ctx.open();
    await signUpMember(page);
    await openApplication(page, 'General Member');
    await page.getByLabel('Chosen membership').getByText('/ year').waitFor();
    await apply(page, { offline: true });
    await page.getByText('Application submitted successfully').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/user/dashboard/transactions');
    await page.getByText(ASSOCIATION).filter({ visible: true }).first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('pays online on the checkout page and comes back to the success dialog, then Your Memberships', async () => {
    const { page, context } = await ctx.open();
    await signUpMember(page);
    await openApplication(page, 'Life Member');
    await page.getByLabel('Chosen membership').getByText('Lifetime', { exact: true }).waitFor();
    await page.getByLabel('Chosen membership').getByText(/^BDT /).waitFor();
    // The sandbox is a test gateway: the form and its checkout page say so.
    await page.getByText('Test payments', { exact: true }).waitFor();
    await apply(page, { offline: false });
    await page.waitForURL('**/payments/sandbox/checkout/**');
    await page.getByText('TEST PAYMENT — no money moves').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.searchParams.get('success') === '1');
    await page.getByText('Transaction completed successfully').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/user/dashboard/memberships');
    await page.getByText(ASSOCIATION).filter({ visible: true }).first().waitFor();
    await context.close();
  });

  it('comes back from a cancelled and from a failed payment with the matching dialog', async () => {
    const { page, context } = await ctx.open();
    await signUpMember(page);

    await openApplication(page, 'Student Member');
    await apply(page, { offline: false });
    await page.waitForURL('**/payments/sandbox/checkout/**');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL((url) => url.searchParams.get('cancelled') === '1');
    await page.getByText('The transaction has been cancelled.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    // The flag is dropped so a reload does not repeat the dialog; the form is still there.
    await page.waitForURL((url) => !url.searchParams.has('cancelled'));
    await page.getByRole('button', { name: 'Submit Application' }).waitFor();

    await apply(page, { offline: false });
    await page.waitForURL('**/payments/sandbox/checkout/**');
    await page.getByRole('button', { name: 'Fail' }).click();
    await page.waitForURL((url) => url.searchParams.get('failed') === '1');
    await page.getByText('The transaction failed. Please try again after some time.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => !url.searchParams.has('failed'));
    await context.close();
  });
});
