import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { strFromU8, unzipSync } from 'fflate';
import { logIn, signUpMember, useSiteAndBrowser } from '../support/journey';

// A member downloads everything the site holds about them, then deletes the account: signed out,
// sent home, and the old password no longer signs in.
const ctx = useSiteAndBrowser();

const PASSWORD = 'Str0ng-Passw0rd';

describe('your data', () => {
  it('downloads the archive, deletes the account with the password, and cannot sign in again', async () => {
    const { page, context, errors } = await ctx.open();
    const person = await signUpMember(page, { first: 'Nusrat', last: 'Jahan', password: PASSWORD });

    await page.goto('/user/dashboard/profile');
    await page.getByRole('heading', { name: 'Your Data' }).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download My Data' }).click(),
    ]);
    assert.match(download.suggestedFilename(), /^alumni-connect-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(await readFile((await download.path())!)));
    const data = JSON.parse(strFromU8(files['your-data.json'])) as { profile: Record<string, unknown> };
    assert.equal(data.profile.email, person.email);
    assert.equal(data.profile.first_name, 'Nusrat');
    assert.ok(files['csv/profile.csv'], 'the archive has the profile as CSV too');
    await page.getByText(/Your data is downloading/).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('link', { name: 'Delete My Account' }).click();
    await page.getByRole('heading', { name: 'Delete Your Account' }).waitFor();
    await page.getByLabel(/^Password/).fill('Not-my-passw0rd');
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(/password is not right/).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(/Your account has been deleted/).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();

    await logIn(page, person.email, PASSWORD);
    await page
      .getByText(/Unable to log in|not correct|Invalid/i)
      .first()
      .waitFor();
    assert.equal(new URL(page.url()).pathname, '/login');
    assert.deepEqual(
      errors.filter((e) => !/401|400|Failed to load resource/.test(e)),
      [],
    );
    await context.close();
  });
});
