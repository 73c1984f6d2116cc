import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
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

  it('keeps a press on Dashboard that lasts while the page learns who is signed in', async () => {
    const { page } = await ctx.open();
    await signUpAndContinue(page, {
      first: 'Farhana',
      last: 'Islam',
      phone: '01712345678',
      email: uniqueEmail('farhana'),
      password: PASSWORD,
    });
    await page.waitForURL((url) => url.pathname === '/');

    // The page's script has come, but the session's answer is held: the server's Dashboard link is shown.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/v1/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await page.locator('#account-menu-native').waitFor({ state: 'attached' });
    const dashboard = page.getByRole('link', { name: 'Dashboard' }).first();
    const box = await dashboard.boundingBox();
    assert.ok(box, 'the Dashboard link is on screen');

    // A finger down on it; the session becomes known (the live account menu replaces the native one); the
    // finger up: the tap is a click on the same link, and the dashboard opens.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    answer();
    await page.locator('#account-menu-native').waitFor({ state: 'detached' });
    await page.mouse.up();
    await page.waitForURL('**/user/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Farhana Islam!' }).waitFor();
  });
});
