import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { logIn, useSiteAndBrowser } from '../support/journey';

// Members renew an ended membership from Your Memberships in two clicks: Rahim online through the
// sandbox checkout, Nusrat offline, approved by the association's secretary. The demo data has both
// memberships expired (Rahim's yearly Rajshahi one, Nusrat's monthly Chattogram one).
const ctx = useSiteAndBrowser();
const DEMO_PASSWORD = 'Demo12345!';
const RAJSHAHI = 'Rajshahi Collegiate School Alumni Association';
const CHATTOGRAM = 'Chattogram Collegiate School Alumni Association';

async function openMemberships(page: Page, email: string) {
  await logIn(page, email, DEMO_PASSWORD);
  await page.waitForURL('**/associations');
  await page.goto('/user/dashboard/memberships');
  await page.getByRole('heading', { name: 'Your Memberships' }).waitFor();
}

const cardOf = (page: Page, association: string) => page.getByRole('article').filter({ hasText: association });

/** The serial number on a card (0012 of GM-0012), which a renewal keeps; the prefix is the type's short name. */
async function serialOf(page: Page, association: string): Promise<string> {
  const text = (await cardOf(page, association).textContent()) ?? '';
  const serial = /[A-Z]+-(\d{4,})/.exec(text)?.[1];
  assert.ok(serial, `a serial on the ${association} card`);
  return serial;
}

describe('membership renewal', () => {
  it('renews an expired membership online through the sandbox checkout: Active again, same serial', async () => {
    const { page, context } = await ctx.open();
    await openMemberships(page, 'rahim@alumni.local');
    const card = cardOf(page, RAJSHAHI);
    await card.getByText('Expired', { exact: true }).waitFor();
    const serial = await serialOf(page, RAJSHAHI);

    await card.getByRole('button', { name: 'Renew' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renew membership' });
    await dialog.getByLabel('Membership type').waitFor();
    assert.match(await dialog.getByLabel('Membership type').inputValue(), /^\d+$/);
    await dialog.getByRole('button', { name: 'Renew and pay' }).click();

    await page.waitForURL('**/payments/sandbox/checkout/**');
    await page.getByText('TEST PAYMENT — no money moves').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL((url) => url.pathname === '/user/dashboard/memberships');
    await page.getByText('Your membership is renewed.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    await card.getByText('Active', { exact: true }).waitFor();
    assert.equal(await serialOf(page, RAJSHAHI), serial, 'the serial stays the same');
    assert.equal(await card.getByRole('button', { name: 'Renew' }).count(), 0, 'nothing to renew now');
    await context.close();
  });

  it('renews offline; the secretary sees it marked as a renewal and approves it; the member is Active again', async () => {
    const member = await ctx.open();
    await openMemberships(member.page, 'nusrat@alumni.local');
    const card = cardOf(member.page, CHATTOGRAM);
    await card.getByText('Expired', { exact: true }).waitFor();
    const serial = await serialOf(member.page, CHATTOGRAM);
    await card.getByRole('button', { name: 'Renew' }).click();
    const dialog = member.page.getByRole('dialog', { name: 'Renew membership' });
    // A yearly type rather than the monthly one: a month from today could already read Expiring.
    const yearly = dialog.getByRole('option', { name: /General Member/ });
    await dialog.getByLabel('Membership type').selectOption((await yearly.getAttribute('value')) ?? '');
    await dialog.getByText('I already paid offline or through other method').click();
    // What the member says of the payment: the application form's offline fields.
    await dialog.getByLabel('Paid through').selectOption('bKash');
    await dialog.getByLabel('Transaction id').fill('RNW7CD12EF');
    await dialog.getByLabel('Phone you paid from').fill('01712345678');
    await dialog.getByRole('button', { name: 'Renew', exact: true }).click();
    await member.page.getByText(/the association approves your offline payment/).waitFor();
    await member.page.getByRole('button', { name: 'Close' }).click();

    const listed = await fetch(`${ctx.site.url}/api/v1/associations/?name=${encodeURIComponent(CHATTOGRAM)}`);
    const association = (await listed.json()).results.find((a: { name: string }) => a.name === CHATTOGRAM);
    assert.ok(association, 'the association is listed');

    const admin = await ctx.open();
    await logIn(admin.page, 'secretary@alumni.local', DEMO_PASSWORD);
    await admin.page.waitForURL('**/associations');
    await admin.page.goto(`/admin/dashboard/associations/${association.id}/transactions/offline`);
    const row = admin.page.getByRole('row').filter({ hasText: 'nusrat@alumni.local' }).filter({ hasText: 'Renewal' });
    await row.getByRole('button', { name: /^Approve / }).click();
    const form = admin.page.getByRole('dialog', { name: 'Approve offline payment' });
    await form.getByLabel('Transaction method').selectOption('Cash');
    await form.getByRole('button', { name: 'Approve', exact: true }).click();
    await admin.page.getByText('Are you sure you want to continue this action?').waitFor();
    await admin.page.getByRole('button', { name: 'Yes' }).click();
    await admin.page.getByText('Transaction approved successfully.').waitFor();
    await admin.context.close();

    await member.page.reload();
    await card.getByText('Active', { exact: true }).waitFor();
    assert.equal(await serialOf(member.page, CHATTOGRAM), serial, 'the serial stays the same');
    await member.context.close();
  });
});
