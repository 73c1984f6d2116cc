import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { logIn, signUpMember, useSiteAndBrowser } from '../support/journey';

// A member pays the Ideal School association by bKash and claims it offline with the TrxID; the
// secretary uploads the association's bKash statement, sees the claim matched to its line, approves it
// in bulk, and the member's membership shows.
const ctx = useSiteAndBrowser();
const ASSOCIATION = 'Ideal School and College Alumni Association';
const DEMO_PASSWORD = 'Demo12345!';

const dhakaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka' }).format(new Date());

describe('reconciling offline payments from a statement', () => {
  it('a member claims a bKash payment; the secretary uploads the statement and approves the match in bulk', async () => {
    const trxId = `9J${Date.now().toString(36).toUpperCase()}`;
    const member = await ctx.open();
    const person = await signUpMember(member.page, { first: 'Tania', last: 'Akter', password: 'Str0ng-Passw0rd' });

    // Apply offline for the General Member type, saying how it was paid.
    await member.page.goto(`/associations?name=${encodeURIComponent('Ideal School')}`);
    await member.page.getByText('Confirm your e-mail address').waitFor();
    await member.page
      .getByRole('link', { name: `View ${ASSOCIATION}` })
      .first()
      .click();
    await member.page.getByRole('link', { name: 'Become a Member' }).first().click();
    await member.page.getByRole('link', { name: 'Get Started with General Member' }).click();
    const fee = Number(
      ((await member.page.getByLabel('Chosen membership').getByText(/^BDT /).textContent()) ?? '').replace(
        /[^\d.]/g,
        '',
      ),
    );
    assert.ok(fee > 0, 'the fee is shown');
    await member.page.getByLabel('Institute').selectOption(ASSOCIATION);
    await member.page.getByLabel('Batch (SSC batch year)').fill('2011');
    await member.page.getByLabel('Roll number').fill('77');
    await member.page.getByText('I already paid offline or through other method').click();
    await member.page.getByLabel('Paid through').selectOption('bKash');
    await member.page.getByLabel('Transaction id').fill(trxId);
    await member.page.getByLabel('Date paid').fill(dhakaToday());
    await member.page.getByRole('button', { name: 'Submit Application' }).click();
    await member.page.getByRole('button', { name: 'Yes' }).click();
    await member.page.getByText('Application submitted successfully').waitFor();
    await member.page.getByRole('button', { name: 'Close' }).click();

    // The secretary uploads the bKash statement: the member's payment and a line nobody claimed.
    const admin = await ctx.open();
    await logIn(admin.page, 'secretary@alumni.local', DEMO_PASSWORD);
    await admin.page.waitForURL('**/associations');
    const listed = await fetch(`${ctx.site.url}/api/v1/associations/?name=${encodeURIComponent('Ideal School')}`);
    const association = (await listed.json()).results.find((a: { name: string }) => a.name === ASSOCIATION);
    await admin.page.goto(`/admin/dashboard/associations/${association.id}/transactions/offline`);
    await admin.page.getByRole('link', { name: 'Reconcile a statement' }).click();
    const statement = [
      '\uFEFFTrxID,Date Time,Transaction Type,From,Amount,Reference,Balance',
      `${trxId},${dhakaToday()} 10:15:00,Payment,01911111111,"৳${fee.toLocaleString('en-US')}",membership,"50,000"`,
      `7X${trxId},${dhakaToday()} 11:00:00,Received Money,01811111111,333,,"50,333"`,
    ].join('\r\n');
    await admin.page.getByLabel('Statement file').setInputFiles({
      name: 'bkash-statement.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(statement),
    });
    await admin.page.getByRole('button', { name: 'Upload and match' }).click();
    await admin.page.getByRole('heading', { name: 'Statement reconciliation' }).waitFor();
    const matches = admin.page.getByRole('table', { name: 'Proposed matches' });
    const row = matches.getByRole('row').filter({ hasText: `${person.first} ${person.last}` });
    await row.getByText(trxId).first().waitFor();
    await row.getByText('Reference', { exact: true }).waitFor();
    await admin.page.getByRole('table', { name: 'Lines that match nothing' }).getByText(`7X${trxId}`).waitFor();

    // The box is drawn over its (visually hidden) input.
    await row.getByRole('checkbox', { name: /^Select Tania Akter/ }).check({ force: true });
    await admin.page.getByRole('button', { name: 'Approve selected (1)' }).click();
    await admin.page.getByRole('button', { name: 'Yes' }).click();
    await admin.page.getByText('1 payment approved.').waitFor();
    await admin.page.getByRole('button', { name: 'Close' }).click();
    await row.getByText('Approved', { exact: true }).waitFor();
    await admin.context.close();

    await member.page.goto('/user/dashboard/memberships');
    await member.page
      .getByRole('article')
      .filter({ hasText: ASSOCIATION })
      .getByText('Active', { exact: true })
      .waitFor();
    await member.context.close();
  });
});
