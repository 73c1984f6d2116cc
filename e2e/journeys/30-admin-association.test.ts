import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { DEMO, logIn, signUpAndContinue, uniqueEmail, useSiteAndBrowser } from '../support/journey';

// A new association from request to first members: a newcomer applies, the super admin approves,
// the new admin sets the association up (profile, logo, cover, membership types), two members
// apply offline and the admin approves one with a custom serial; the same serial for the other
// is refused by the server and changes nothing. Plain users and other associations' admins see
// nothing of the admin pages.
const ctx = useSiteAndBrowser();

const PASSWORD = 'Str0ng-Passw0rd';

/** A 1x1 PNG, made here so the upload is a real image the server can decode. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Confirms the spec's "Are you sure...?" dialog, waits for the result text and closes it. */
async function confirmAndExpect(page: Page, resultText: string | RegExp) {
  await page.getByText('Are you sure you want to continue this action?').waitFor();
  await page.getByRole('button', { name: 'Yes' }).click();
  try {
    await page.getByText(resultText).waitFor();
  } catch (error) {
    // Say which dialog came instead (e.g. the server's error), not only that the text never came.
    const shown = await page.locator('[role=dialog], [role=alertdialog]').allInnerTexts();
    throw new Error(`Expected "${resultText}"; the page shows: ${JSON.stringify(shown)}`, { cause: error });
  }
  await page.getByRole('button', { name: 'Close' }).click();
}

async function signUpPerson(page: Page, first: string, last: string, phone: string) {
  const email = uniqueEmail(first.toLowerCase());
  await signUpAndContinue(page, { first, last, phone, email, password: PASSWORD });
  await page.waitForURL((url) => url.pathname === '/');
  return email;
}

/** The member's side: the public Be A Member page, paid offline. */
async function applyOffline(page: Page, associationId: string, typeName: string, roll: string) {
  await page.goto(`/associations/${associationId}/memberships`);
  // The page comes from the server as a visitor sees it; they choose once it shows them signed in (the nav's
  // Dashboard link, the e-mail banner above the cards), not while it moves.
  await page.getByText('Confirm your e-mail address').waitFor();
  await page.getByRole('link', { name: `Get Started with ${typeName}` }).click();
  await page.getByRole('heading', { level: 1, name: 'Be A Member' }).waitFor();
  await page.getByLabel('Institute').selectOption({ index: 1 });
  await page.getByLabel('Batch (SSC batch year)').fill('2011');
  await page.getByLabel('Roll number').fill(roll);
  await page.getByText('I already paid offline or through other method').click();
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await confirmAndExpect(page, 'Application submitted successfully');
  await page.waitForURL('**/user/dashboard/transactions');
}

/** Opens the approval form of `email`'s pending offline payment and fills it with a custom serial. */
async function approveWithSerial(page: Page, email: string, serial: string) {
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /^Approve / }).click();
  const form = page.getByRole('dialog', { name: 'Approve offline payment' });
  await form.getByText('Duplicate serial numbers make approval fail.').waitFor();
  await form.getByLabel('Transaction method').selectOption('Cash');
  await form.getByLabel('Transaction id').fill(`RCPT-${serial}`);
  await form.getByText('Use a custom serial').click();
  await form.getByLabel('Membership serial').fill(serial);
  await form.getByRole('button', { name: 'Approve', exact: true }).click();
  return row;
}

describe('association admin and super admin', () => {
  it('takes a new association from request through approval, setup and its first approved member', async () => {
    const name = `Khulna Zilla School Alumni ${Date.now().toString(36)}`;

    // A newcomer applies to register the association from the member dashboard.
    const applicant = await ctx.open();
    const applicantEmail = await signUpPerson(applicant.page, 'Arif', 'Rahman', '01512345678');
    await applicant.page.goto('/user/dashboard/associations/register');
    await applicant.page.getByLabel('Association Name').fill(name);
    await applicant.page.getByLabel('Established Year').fill('1985');
    await applicant.page.getByLabel('Address').fill('KDA Avenue, Khulna');
    await applicant.page.getByLabel('About').fill('Old students of Khulna Zilla School.\nReunion every winter.');
    await applicant.page.getByRole('button', { name: 'Register' }).click();
    await confirmAndExpect(applicant.page, 'Association registered successfully.');

    // The super admin finds it among the pending requests and approves it.
    const root = await ctx.open();
    await logIn(root.page, DEMO.superAdmin.email, DEMO.superAdmin.password);
    await root.page.waitForURL('**/associations');
    await root.page.goto('/superAdmin/dashboard/associations/pending');
    await root.page.getByRole('heading', { name: 'Pending Associations' }).waitFor();
    await root.page.getByRole('link', { name: `View ${name}` }).click();
    await root.page.getByRole('heading', { level: 1, name }).waitFor();
    await root.page.getByText(applicantEmail).waitFor();
    await root.page.getByRole('button', { name: 'Approve' }).click();
    await confirmAndExpect(root.page, 'Association approved successfully.');
    await root.page.getByText('Approved', { exact: true }).first().waitFor();
    assert.equal(
      await root.page.getByRole('button', { name: 'Approve' }).count(),
      0,
      'no Approve button once approved',
    );
    await root.page.goto('/superAdmin/dashboard/associations/pending');
    await root.page.getByRole('heading', { name: 'Pending Associations' }).waitFor();
    await root.page.getByRole('status', { name: 'Loading...' }).waitFor({ state: 'detached' });
    assert.equal(await root.page.getByRole('link', { name: `View ${name}` }).count(), 0, 'no longer pending');
    await root.context.close();

    // The applicant logs in again and now manages the association.
    const admin = applicant.page;
    await logIn(admin, applicantEmail, PASSWORD);
    await admin.waitForURL('**/associations');
    await admin.goto('/admin/dashboard/associations');
    await admin.getByRole('heading', { name: 'Your Associations' }).waitFor();
    await admin.getByRole('link', { name: `Manage ${name}` }).click();
    await admin.getByRole('heading', { level: 1, name }).waitFor();
    const associationId = /\/associations\/(\d+)$/.exec(new URL(admin.url()).pathname)?.[1];
    assert.ok(associationId, 'the details page has the association id in its path');

    // Profile update: the top bar follows the new name.
    const renamed = `${name} (KZS)`;
    await admin.getByRole('link', { name: 'Update', exact: true }).click();
    await admin.getByRole('textbox', { name: /^Name/ }).fill(renamed);
    await admin.getByLabel('Tagline').fill('Once a Zilla-ite, always a Zilla-ite');
    await admin.getByLabel('Website').fill('https://kzs-alumni.example.org');
    await admin.getByLabel('Society prefix').fill('KZS');
    await admin.getByLabel('Phone').fill('01712345678');
    await admin.getByRole('button', { name: 'Update', exact: true }).click();
    await confirmAndExpect(admin, 'Association updated successfully.');
    await admin.waitForURL(`**/admin/dashboard/associations/${associationId}`);
    await admin.getByRole('heading', { level: 1, name: renamed }).waitFor();
    await admin.getByText('Once a Zilla-ite, always a Zilla-ite').waitFor();
    await admin.locator('header').getByText(renamed).waitFor();

    // Logo and cover uploads.
    for (const [button, label, success] of [
      ['Update Logo', 'Logo image', 'Logo updated successfully'],
      ['Update Cover Photo', 'Cover photo', 'Cover photo updated successfully'],
    ] as const) {
      await admin.getByRole('link', { name: button }).click();
      await admin.getByLabel(label).setInputFiles({ name: 'image.png', mimeType: 'image/png', buffer: PNG });
      await admin.getByRole('img', { name: /^Preview of the new/ }).waitFor();
      await admin.getByRole('button', { name: 'Update', exact: true }).click();
      await confirmAndExpect(admin, success);
      await admin.waitForURL(`**/admin/dashboard/associations/${associationId}`);
    }
    const logoSrc = await admin
      .getByRole('img', { name: `${renamed} logo` })
      .first()
      .getAttribute('src');
    assert.match(logoSrc ?? '', /\/media\//, 'the uploaded logo is shown');
    const coverSrc = await admin.getByRole('img', { name: `${renamed} cover photo` }).getAttribute('src');
    assert.match(coverSrc ?? '', /\/media\//, 'the uploaded cover is shown');

    // Two membership types from the side menu.
    for (const type of [
      { name: 'General Member', short: 'GM', months: '12', fee: '1000' },
      { name: 'Life Member', short: 'LM', months: '1200', fee: '10000' },
    ]) {
      await admin
        .getByRole('navigation', { name: 'Dashboard' })
        .getByRole('link', { name: 'Membership Types' })
        .first()
        .click();
      await admin.getByRole('heading', { name: 'Membership Types' }).waitFor();
      await admin.getByRole('link', { name: 'Add' }).click();
      await admin.getByText('Enter 1200 for a lifetime membership').waitFor();
      await admin.getByRole('textbox', { name: /^Name/ }).fill(type.name);
      await admin.getByLabel('Short name').fill(type.short);
      await admin.getByLabel('Description').fill(`${type.name} of the association.`);
      await admin.getByLabel('Duration in months').fill(type.months);
      await admin.getByLabel('Fee').fill(type.fee);
      await admin.getByRole('button', { name: 'Add', exact: true }).click();
      await confirmAndExpect(admin, 'Membership added successfully');
      await admin.waitForURL(`**/associations/${associationId}/membership-types`);
    }
    await admin
      .getByRole('row')
      .filter({ hasText: 'Life Member' })
      .getByRole('cell', { name: 'Lifetime', exact: true })
      .waitFor();
    await admin
      .getByRole('row')
      .filter({ hasText: 'General Member' })
      .getByRole('cell', { name: 'per year', exact: true })
      .waitFor();

    // Two members apply offline on the public Be A Member page.
    const first = await ctx.open();
    const firstEmail = await signUpPerson(first.page, 'Sumaiya', 'Khatun', '01312345678');
    await applyOffline(first.page, associationId, 'Life Member', '101');
    const second = await ctx.open();
    const secondEmail = await signUpPerson(second.page, 'Tanvir', 'Alam', '01412345678');
    await applyOffline(second.page, associationId, 'Life Member', '102');
    await second.context.close();

    // The admin approves the first with serial 500 ...
    await admin
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Offline Transactions' })
      .first()
      .click();
    await admin.getByRole('heading', { name: 'Offline Transactions' }).waitFor();
    const firstRow = await approveWithSerial(admin, firstEmail, '500');
    await confirmAndExpect(admin, 'Transaction approved successfully.');
    await firstRow.getByText('N/A').waitFor();
    await firstRow.getByRole('cell', { name: 'Approved', exact: true }).waitFor();

    // ... and the same serial for the second is refused with the server's message; nothing changes.
    const secondRow = await approveWithSerial(admin, secondEmail, '500');
    await confirmAndExpect(
      admin,
      'Membership serial 500 is already used in this association. Choose another serial or leave it empty.',
    );
    await secondRow.getByRole('cell', { name: 'Pending', exact: true }).waitFor();
    await secondRow.getByRole('button', { name: /^Approve / }).waitFor();

    // The members list has exactly the approved one, with its serial.
    await admin
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Members', exact: true })
      .click();
    await admin.getByRole('heading', { name: 'Members', exact: true }).waitFor();
    await admin.getByRole('row').filter({ hasText: firstEmail }).getByText('LM-0500').waitFor();
    assert.equal(
      await admin.getByRole('row').filter({ hasText: secondEmail }).count(),
      0,
      'the refused member is no member',
    );

    // The member sees the membership with its serial.
    await first.page.goto('/user/dashboard/memberships');
    await first.page.getByText('LM-0500').waitFor();
    await first.page.getByText(renamed).first().waitFor();

    assert.deepEqual(
      [...applicant.errors, ...first.errors].filter((e) => !/401|409|Failed to load resource/.test(e)),
      [],
      'no unexpected console errors',
    );
    await first.context.close();
    await applicant.context.close();
  });

  it('sends a plain user from admin and super-admin pages to /login', async () => {
    const { page, context } = await ctx.open();
    await signUpPerson(page, 'Plain', 'User', '01812345670');
    for (const path of [
      '/admin/dashboard/associations',
      '/admin/dashboard/associations/1/members',
      '/superAdmin/dashboard/associations/pending',
    ]) {
      await page.goto(path);
      await page.waitForURL('**/login');
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    }
    await context.close();
  });

  it("shows an association's admin nothing of another association", async () => {
    const { page, context } = await ctx.open();
    await logIn(page, 'secretary@alumni.local', 'Demo12345!');
    await page.waitForURL('**/associations');
    await page.goto('/admin/dashboard/associations');
    const manage = page.getByRole('link', { name: /^Manage / }).first();
    const ownHref = (await manage.getAttribute('href')) ?? '';
    const ownId = Number(/(\d+)$/.exec(ownHref)?.[1]);
    assert.ok(ownId > 0);

    // Some association the secretary does not manage, from the public list.
    const list = await page.evaluate(
      async () =>
        (await (await fetch('/api/v1/associations/?limit=50')).json()) as { results: { id: number; name: string }[] },
    );
    const managed = await page.evaluate(async () => {
      const token = localStorage.getItem('accessToken');
      const user = await (await fetch('/api/v1/auth/user/', { headers: { Authorization: `Bearer ${token}` } })).json();
      return (user.association_admins as { alumni_association: { id: number } }[]).map((e) => e.alumni_association.id);
    });
    const other = list.results.find((a) => !managed.includes(a.id));
    assert.ok(other, 'an association the secretary does not manage');

    for (const rest of ['', '/members', '/membership-types', '/transactions/offline', '/update']) {
      await page.goto(`/admin/dashboard/associations/${other.id}${rest}`);
      await page.getByText('Oops! Page not found.').waitFor();
      assert.equal(await page.getByText(other.name).count(), 0, `nothing of ${other.name} on ${rest || 'details'}`);
    }
    // Their own association still opens.
    await page.goto(`/admin/dashboard/associations/${ownId}`);
    await page.getByRole('link', { name: 'Update Logo' }).waitFor();
    await context.close();
  });
});
