import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, startUsing, type Viewport } from './browser';
import { startMailbox, type Mailbox } from './mailbox';
import { startSite, type Site } from './site';

/**
 * One site and one browser per journey file. `env` tunes the server (e.g. a short access-token
 * lifetime). Console errors are collected per page for the journeys to check.
 */
export function useSiteAndBrowser(env: Record<string, string> = {}) {
  const state = {} as { site: Site; browser: Browser };
  before(async () => {
    state.site = await startSite({ env });
    state.browser = await launchBrowser();
  });
  after(async () => {
    await state.browser?.close();
    await state.site?.stop();
  });
  return {
    get site() {
      return state.site;
    },
    get browser() {
      return state.browser;
    },
    open: (viewport?: Viewport) => newPage(state.browser, state.site.url, viewport),
  };
}

/** The same, with a mailbox the site sends its mail to (SMTP), for journeys that read what was mailed. */
export function useSiteBrowserAndMailbox() {
  const state = {} as { site: Site; browser: Browser; mailbox: Mailbox };
  before(async () => {
    state.mailbox = await startMailbox();
    state.site = await startSite({ env: { SMTP_URL: state.mailbox.url } });
    state.browser = await launchBrowser();
  });
  after(async () => {
    await state.browser?.close();
    await state.site?.stop();
    await state.mailbox?.close();
  });
  return state;
}

export const DEMO = {
  superAdmin: { email: 'admin@alumni.local', password: 'Admin12345!' },
};

/**
 * Logs `who` in through the API of the site at `siteUrl`; returns a caller of that API with their token, which
 * asserts each answer is OK (saying which call failed and what it answered) and gives its JSON body.
 */
export async function apiAs(siteUrl: string, who: { email: string; password: string }) {
  const login = await fetch(`${siteUrl}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  assert.equal(login.status, 200);
  const { access } = (await login.json()) as { access: string };
  return async <T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> => {
    const res = await fetch(`${siteUrl}/api/v1${path}`, {
      method: init.method ?? 'GET',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    assert.ok(res.ok, `${init.method ?? 'GET'} ${path}: ${res.status} ${await res.clone().text()}`);
    return res.json() as Promise<T>;
  };
}

let seq = 0;
export const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}${++seq}@example.com`;

/**
 * Waits until the page's script has taken over (`<html data-ready>`, its code loaded): these journeys drive the
 * enhanced forms. A tap before that is the browser's own form post, which 12-native-forms drives. Fields filled
 * by the test are filled as autofill fills them, with no press or key: the pointer then goes over a control, as a
 * person's does before pressing, which starts a public page's code (startUsing).
 */
export async function untilLive(page: Page) {
  await startUsing(page);
  await page.waitForLoadState('networkidle');
}

/** Fills the sign-up form as a person would and submits it. */
export async function signUp(
  page: Page,
  person: { first: string; last: string; phone: string; email: string; password: string },
) {
  await page.goto('/signup');
  await page.getByLabel('First Name').fill(person.first);
  await page.getByLabel('Last Name').fill(person.last);
  await page.getByLabel('Phone Number').fill(person.phone);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  await untilLive(page);
  await page.getByRole('button', { name: 'SIGN UP' }).click();
}

/** Signs up and confirms the success dialog; the site then navigates on. */
export async function signUpAndContinue(page: Page, person: Parameters<typeof signUp>[1]) {
  await signUp(page, person);
  await page.getByText('Account registered successfully').waitFor();
  await page.getByRole('button', { name: 'Close' }).click();
}

/** A new member signed up through the form (a fresh address), landed on the home page. */
export async function signUpMember(
  page: Page,
  person: { first: string; last: string; password: string; phone?: string },
) {
  const full = { phone: '01712345678', ...person, email: uniqueEmail(person.first.toLowerCase()) };
  await signUpAndContinue(page, full);
  await page.waitForURL((url) => url.pathname === '/');
  return full;
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await untilLive(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}
