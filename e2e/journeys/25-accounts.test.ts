import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { newPage } from '../support/browser';
import { logIn, signUpMember, uniqueEmail, untilLive, useSiteBrowserAndMailbox } from '../support/journey';

// Accounts through a real SMTP server: a forgotten password set again from the mailed link, a new
// member confirming the address from the mailed link (the banner goes, and comes back for a changed
// address), and a password change that needs the current password.
const ctx = useSiteBrowserAndMailbox();

const PASSWORD = 'Str0ng-Passw0rd';
const BANNER = /Confirm your e-mail address: we sent a link to/;

const signUpAs = (page: Page, first: string) => signUpMember(page, { first, last: 'Haque', password: PASSWORD });

describe('accounts', () => {
  it('forgot password: the link arrives by mail, sets a new password, and the new one signs in', async () => {
    const signedUp = await newPage(ctx.browser, ctx.site.url);
    const person = await signUpAs(signedUp.page, 'Nasrin');
    // Later, on another device, signed out.
    const { page, errors } = await newPage(ctx.browser, ctx.site.url);

    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL('**/forgot-password');
    // The login page stays on screen until the next page's code has come: its own Email field is there too.
    await page.getByRole('heading', { name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email').fill(person.email);
    await untilLive(page);
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await page.getByText(/If an account uses this e-mail address/).waitFor();

    const mail = await ctx.mailbox.next(person.email, /Set a new password/);
    const link = ctx.mailbox.link(mail, '/reset-password');
    assert.equal(link.origin, ctx.site.url);
    await page.goto(link.pathname + link.search);
    await page.getByLabel(/^New Password/).fill('Reset-Passw0rd-9');
    await page.getByLabel(/^Confirm Password/).fill('Reset-Passw0rd-9');
    await untilLive(page);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your password has been set. Please log in with your new password.').waitFor();

    // The link works once.
    await page.goto(link.pathname + link.search);
    await page.getByLabel(/^New Password/).fill('Another-Passw0rd-1');
    await page.getByLabel(/^Confirm Password/).fill('Another-Passw0rd-1');
    await untilLive(page);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText(/This password reset link was already used/).waitFor();

    await logIn(page, person.email, PASSWORD);
    await page.getByText('Unable to log in with provided credentials.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await logIn(page, person.email, 'Reset-Passw0rd-9');
    await page.waitForURL('**/associations');
    assert.deepEqual(
      errors.filter((e) => !/status of 40[01]/.test(e)),
      [],
    );
  });

  it('sign-up with verification: the banner shows until the mailed link is followed', async () => {
    const { page } = await newPage(ctx.browser, ctx.site.url);
    const person = await signUpAs(page, 'Farhana');
    await page.getByText(BANNER).waitFor();
    await page.getByRole('button', { name: 'Send again' }).click();
    await page.getByText(`We sent a new link to ${person.email}. It works for three days.`).waitFor();

    const first = await ctx.mailbox.next(person.email, /Confirm your e-mail address/);
    await ctx.mailbox.next(person.email, /Confirm your e-mail address/); // the one sent again
    const link = ctx.mailbox.link(first, '/verify-email');
    await page.goto(link.pathname + link.search);
    await page.getByText('Thank you: your e-mail address is confirmed.').waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL('**/user/dashboard/home');
    await page.getByRole('main').waitFor();
    assert.equal(await page.getByText(BANNER).count(), 0);
    await page.reload();
    await page.getByRole('main').waitFor();
    assert.equal(await page.getByText(BANNER).count(), 0);

    // A new address is unconfirmed again: the banner is back and the new address gets its own link.
    const moved = uniqueEmail('farhana.new');
    await page.goto('/user/dashboard/profile/update-email');
    await page.getByLabel(/^New E-mail/).fill(moved);
    await page.getByLabel(/^Current Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText(`We sent a confirmation link to ${moved}.`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await page.getByText(BANNER).waitFor();
    const again = ctx.mailbox.link(await ctx.mailbox.next(moved, /Confirm your e-mail address/), '/verify-email');
    await page.goto(again.pathname + again.search);
    await page.getByText('Thank you: your e-mail address is confirmed.').waitFor();
    assert.equal(await page.getByText(BANNER).count(), 0);
  });

  it('changes the password from the profile with the current one, then signs in with the new one', async () => {
    const { page } = await newPage(ctx.browser, ctx.site.url);
    const person = await signUpAs(page, 'Sadia');
    await page.goto('/user/dashboard/profile/update-password');
    await page.getByLabel(/^Current Password/).fill('Not-my-passw0rd');
    await page.getByLabel(/^New Password/).fill('Changed-Passw0rd-3');
    await page.getByLabel(/^Confirm Password/).fill('Changed-Passw0rd-3');
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Your current password is not correct.').first().waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByLabel(/^Current Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Update', exact: true }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Password changed successfully.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Account menu' }).first().click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await logIn(page, person.email, 'Changed-Passw0rd-3');
    await page.waitForURL('**/associations');
  });
});
