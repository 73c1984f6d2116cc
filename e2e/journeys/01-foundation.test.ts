import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COUNT_REACT_COPIES } from '../support/browser';
import { logIn, signUpAndContinue, uniqueEmail, untilLive, useSiteAndBrowser } from '../support/journey';

// A newcomer signs up, sees the dashboard, keeps the session across reloads (also after the access
// token expired), switches to dark mode, logs out and back in; guards and unknown paths behave.
const ctx = useSiteAndBrowser({ ACCESS_TOKEN_TTL: '2' });

describe('platform foundation', () => {
  it('signs up, reaches the dashboard, survives reloads and token expiry, toggles the theme, logs out and in', async () => {
    const { page, context, errors } = await ctx.open();
    await context.addInitScript(COUNT_REACT_COPIES);
    const person = {
      first: 'Nusrat',
      last: 'Jahan',
      phone: '01712345678',
      email: uniqueEmail('nusrat'),
      password: 'Str0ng-Passw0rd',
    };

    await signUpAndContinue(page, person);
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.waitForURL('**/user/dashboard');
    await page.getByRole('heading', { name: 'Welcome, Nusrat Jahan!' }).waitFor();
    assert.equal(
      await page.evaluate(() => (window as unknown as { __reactCopies: number }).__reactCopies),
      1,
      'exactly one React renderer',
    );

    // The access token lives 2 s: after it expired a reload still shows the dashboard (silent refresh).
    await page.waitForTimeout(2500);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Nusrat Jahan!' }).waitFor();

    // Dark mode persists across reloads.
    await page.getByRole('button', { name: 'Dark theme', pressed: false }).first().click();
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dark')), true);
    await page.reload();
    await page.getByRole('heading', { name: 'Welcome, Nusrat Jahan!' }).waitFor();
    assert.equal(await page.evaluate(() => document.documentElement.getAttribute('data-theme')), 'dark');
    assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
    await page.getByRole('button', { name: 'Dark theme', pressed: true }).first().click();

    // Log out from the avatar menu: back on / and signed out.
    await page.getByRole('button', { name: 'Account menu' }).first().click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    assert.equal(await page.evaluate(() => localStorage.getItem('accessToken')), null);

    // Log in again: lands on /associations.
    await logIn(page, person.email, person.password);
    await page.waitForURL('**/associations');
    assert.deepEqual(
      errors.filter((e) => !/401|Failed to load resource/.test(e)),
      [],
    );
    await context.close();
  });

  it('sends signed-out visitors from guarded routes to sign-up or login, remembering where they were going', async () => {
    const { page, context } = await ctx.open();
    await page.goto('/user/dashboard/transactions');
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'Create new account' }).waitFor();
    await page.goto('/admin/dashboard/associations');
    await page.waitForURL('**/login');
    await page.goto('/superAdmin/dashboard');
    await page.waitForURL('**/login');

    // Logging in from a guard's redirect returns to the page that was asked for.
    const email = uniqueEmail('guarded');
    await signUpAndContinue(page, {
      first: 'Arif',
      last: 'Hasan',
      phone: '01812345678',
      email,
      password: 'Str0ng-Passw0rd',
    });
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin/dashboard/associations');
    await page.waitForURL('**/login');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill('Str0ng-Passw0rd');
    await untilLive(page);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // A plain user is not an admin: the admin guard sends them to /login again.
    await page.waitForURL('**/login');
    await context.close();
  });

  it('shows Page Not Found for an unknown path, and Go Back returns', async () => {
    const { page, context } = await ctx.open();
    await page.goto('/about-us');
    await page.goto('/no/such/page');
    await page.getByText('Oops! Page not found.').waitFor();
    await page.getByText('404').first().waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/about-us');
    await context.close();
  });

  it('keeps the public site working when the member portal cannot be loaded, and recovers on retry', async () => {
    const { page, context } = await ctx.open();
    const email = uniqueEmail('offline');
    await signUpAndContinue(page, {
      first: 'Tania',
      last: 'Akter',
      phone: '01912345678',
      email,
      password: 'Str0ng-Passw0rd',
    });
    await page.waitForURL((url) => url.pathname === '/');

    await context.route('**/portals/member-portal/**', (route) => route.abort());
    await page.goto('/user/dashboard');
    await page.getByText('Oops! There is an error').waitFor();
    // The rest of the site still works.
    await page.goto('/about-us');
    await page.getByRole('link', { name: 'About', exact: true }).first().waitFor();
    await page.getByRole('heading').first().waitFor();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();

    // The portal comes back: Retry loads it without a full reload.
    await page.goto('/user/dashboard');
    await page.getByText('Oops! There is an error').waitFor();
    await context.unroute('**/portals/member-portal/**');
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Welcome, Tania Akter!' }).waitFor();
    await context.close();
  });
});
