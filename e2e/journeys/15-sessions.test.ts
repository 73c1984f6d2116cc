import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { logIn, signUpAndContinue, uniqueEmail, useSiteAndBrowser } from '../support/journey';

// A member signed in on two devices changes the password on one: the other device's session ends at
// once, and its next request lands it on the login page, which says why; the first device carries on.
const ctx = useSiteAndBrowser();
const PASSWORD = 'Str0ng-Passw0rd';
const NEW_PASSWORD = 'An0ther-Passphrase';

describe('sessions that end', () => {
  it('ends the other device at once after a password change: login page with a message, no loop', async () => {
    const laptop = await ctx.open();
    const phone = await ctx.open();
    const person = {
      first: 'Tahmid',
      last: 'Hasan',
      phone: '01712345678',
      email: uniqueEmail('tahmid'),
      password: PASSWORD,
    };

    await signUpAndContinue(laptop.page, person);
    await laptop.page.waitForURL((url) => url.pathname === '/');
    await logIn(phone.page, person.email, PASSWORD);
    await phone.page.waitForURL((url) => url.pathname === '/associations');
    await phone.page.goto('/user/dashboard');
    await phone.page.getByRole('heading', { name: 'Welcome, Tahmid Hasan!' }).waitFor();

    // The password change on the laptop, through the API as its form sends it (old_password for the
    // servers that ask for it).
    const status = await laptop.page.evaluate(
      async ({ oldPassword, newPassword }) => {
        const response = await fetch('/api/v1/auth/password/change/', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${localStorage.getItem('accessToken')}`,
          },
          body: JSON.stringify({ old_password: oldPassword, new_password1: newPassword, new_password2: newPassword }),
        });
        const body = (await response.json()) as { access?: string };
        if (body.access) localStorage.setItem('accessToken', body.access);
        return response.status;
      },
      { oldPassword: PASSWORD, newPassword: NEW_PASSWORD },
    );
    assert.equal(status, 200);

    // The phone's next request is refused and its refresh too: signed out, on the login page with the reason.
    await phone.page.getByRole('link', { name: 'Your Transactions' }).first().click();
    await phone.page.waitForURL((url) => url.pathname === '/login' && url.search === '?session=ended');
    await phone.page.getByText('Your session has ended.').waitFor();
    assert.equal(await phone.page.evaluate(() => localStorage.getItem('accessToken')), null);
    await phone.page.getByRole('link', { name: 'Login' }).first().waitFor();

    // The laptop carries on.
    await laptop.page.goto('/user/dashboard');
    await laptop.page.getByRole('heading', { name: 'Welcome, Tahmid Hasan!' }).waitFor();

    // And the phone signs in again with the new password.
    await logIn(phone.page, person.email, NEW_PASSWORD);
    await phone.page.waitForURL((url) => url.pathname === '/associations');
  });

  /**
   * A person signed up, on the home page again with its script come but the session's answer held: the server's
   * Dashboard link and account menu shown while the session is not known. `answer()` lets the session's requests go.
   */
  async function signedInWithSessionHeld(first: string, last: string) {
    const { page } = await ctx.open();
    await signUpAndContinue(page, { first, last, phone: '01712345678', email: uniqueEmail(first), password: PASSWORD });
    await page.waitForURL((url) => url.pathname === '/');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v1/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.locator('[data-session-pending] #account-menu').waitFor({ state: 'attached' });
    return { page, answer };
  }

  /** A finger down on `target`; the session becomes known (the bar's places are no longer pending); the finger up. */
  async function pressWhileSessionResolves(page: Page, target: Locator, answer: () => void) {
    const box = await target.boundingBox();
    assert.ok(box, 'the control is on screen');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    answer();
    await page.locator('header [data-session-pending]').first().waitFor({ state: 'detached' });
    await page.mouse.up();
  }

  it('keeps a press on Dashboard that lasts while the page learns who is signed in', async () => {
    const { page, answer } = await signedInWithSessionHeld('Farhana', 'Islam');
    // The tap is a click on the same link, and the dashboard opens.
    await pressWhileSessionResolves(page, page.getByRole('link', { name: 'Dashboard' }).first(), answer);
    await page.waitForURL('**/user/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Farhana Islam!' }).waitFor();
  });

  it('keeps a press on the account button that lasts while the page learns who is signed in', async () => {
    const { page, answer } = await signedInWithSessionHeld('Nusrat', 'Jahan');
    // The tap is a click on the same button, which opens the live account menu.
    await pressWhileSessionResolves(page, page.getByRole('button', { name: 'Account menu' }), answer);
    await page.getByRole('menuitem', { name: 'View Profile' }).waitFor({ state: 'visible', timeout: 10_000 });
    assert.equal(await page.getByRole('button', { name: 'Account menu' }).getAttribute('aria-expanded'), 'true');
  });
});
