import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { DEMO, signUpMember } from '../support/journey';
import { startMailbox, type Mailbox } from '../support/mailbox';
import { startSite, type Site } from '../support/site';

// Issue 38, the member's side: events made through the API by an admin; a visitor finds one from the top bar
// before any script runs; members answer Going, a second one waits for the one place and moves up when the
// first withdraws (and is mailed); a paid event's ticket is paid through the sandbox checkout.
let site: Site;
let browser: Browser;
let mailbox: Mailbox;

const PASSWORD = 'Str0ng-Passw0rd';
const DAY = 24 * 60 * 60 * 1000;

type Created = { id: number; title: string };
const events = {} as { open: Created; single: Created; paid: Created };

async function api<T>(path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const response = await fetch(`${site.url}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** A published event of the Ideal School association, in ten days from 6:30 PM to 9:30 PM Dhaka time. */
async function createEvent(token: string, association: number, fields: Record<string, unknown>): Promise<Created> {
  const day = new Date(Date.now() + 10 * DAY).toISOString().slice(0, 10);
  return api<Created>(`/associations/${association}/events/`, {
    method: 'POST',
    token,
    body: {
      description: 'Dinner, music and old friends.\nDoors open at 6.',
      starts_at: `${day}T18:30`,
      ends_at: `${day}T21:30`,
      venue: 'Ideal School Auditorium\nMotijheel, Dhaka',
      status: 'published',
      ...fields,
    },
  });
}

before(async () => {
  mailbox = await startMailbox();
  site = await startSite({ env: { SMTP_URL: mailbox.url } });
  browser = await launchBrowser();
  const { access } = await api<{ access: string }>('/auth/login/', { method: 'POST', body: DEMO.superAdmin });
  const list = await api<{ results: { id: number; name: string }[] }>('/associations/?name=Ideal');
  const ideal = list.results.find((a) => a.name.startsWith('Ideal School'));
  assert.ok(ideal, 'the demo data has Ideal School');
  const stamp = Date.now().toString(36);
  events.open = await createEvent(access, ideal.id, { title: `Grand Reunion ${stamp}`, capacity: 50 });
  events.single = await createEvent(access, ideal.id, { title: `Mentoring Table ${stamp}`, capacity: 1 });
  events.paid = await createEvent(access, ideal.id, { title: `Gala Dinner ${stamp}`, capacity: 20, fee: 300 });
});
after(async () => {
  await browser?.close();
  await site?.stop();
  await mailbox?.close();
});

const panel = (page: Page) => page.getByRole('region', { name: 'Your answer' });

describe('events: finding one and answering', () => {
  it('finds an event from the top bar with no script, then, signed in, answers Going', async () => {
    const context = await browser.newContext({ baseURL: site.url, javaScriptEnabled: false });
    const reader = await context.newPage();
    await reader.goto('/about-us');
    await reader.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await reader.waitForURL((url) => url.pathname === '/events');
    // The search is a plain GET form: it works before any script too.
    const search = reader.getByRole('search', { name: 'Search events' });
    await search.getByRole('searchbox', { name: 'Event title' }).fill(events.open.title);
    await search.getByRole('button', { name: 'Search' }).click();
    await reader.waitForURL((url) => url.searchParams.get('q') === events.open.title);
    await reader.getByRole('link', { name: events.open.title }).click();
    await reader.getByRole('heading', { level: 1, name: events.open.title }).waitFor();
    await reader.getByText('Doors open at 6.').waitFor();
    const login = panel(reader).getByRole('link', { name: 'Log in to answer' });
    assert.equal(await login.getAttribute('href'), `/login?from=%2Fevents%2F${events.open.id}`);
    await context.close();

    const { page, context: live, errors } = await newPage(browser, site.url);
    await signUpMember(page, { first: 'Farhana', last: 'Islam', password: PASSWORD });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Events' }).click();
    await page.getByRole('link', { name: events.open.title }).click();
    await panel(page).getByRole('button', { name: 'Going', exact: true }).click();
    await panel(page).getByText('You are going.').waitFor();
    await page.getByText('1 going of 50 places').waitFor();
    assert.deepEqual(errors, []);
    await live.close();
  });

  it('puts a second member on the waiting list of a one-place event, who moves up when the first withdraws', async () => {
    const first = await newPage(browser, site.url);
    await signUpMember(first.page, { first: 'Tanvir', last: 'Ahmed', password: PASSWORD });
    await first.page.goto(`/events/${events.single.id}`);
    await panel(first.page).getByRole('button', { name: 'Going', exact: true }).click();
    await panel(first.page).getByText('You are going.').waitFor();

    const second = await newPage(browser, site.url);
    const waiting = await signUpMember(second.page, { first: 'Nusrat', last: 'Jahan', password: PASSWORD });
    await second.page.goto(`/events/${events.single.id}`);
    await panel(second.page).getByRole('button', { name: 'Going (join the waiting list)' }).click();
    await panel(second.page)
      .getByText(/You are on the waiting list: number 1/)
      .waitFor();

    await panel(first.page).getByRole('button', { name: 'Not going', exact: true }).click();
    await panel(first.page).getByText('You answered Not going.').waitFor();

    const mail = await mailbox.next(waiting.email, new RegExp(events.single.title));
    assert.match(mail.text ?? '', /going/i);
    await second.page.reload();
    await panel(second.page).getByText('You are going.').waitFor();
    await second.page.goto('/user/dashboard/events');
    const row = second.page.getByRole('row', { name: new RegExp(events.single.title) });
    await row.getByText('Going', { exact: true }).waitFor();
    assert.deepEqual([...first.errors, ...second.errors], []);
    await first.context.close();
    await second.context.close();
  });

  it('pays a paid event through the sandbox checkout and comes back to a paid ticket', async () => {
    const { page, context, errors } = await newPage(browser, site.url);
    await signUpMember(page, { first: 'Rafiq', last: 'Hasan', password: PASSWORD });
    await page.goto(`/events/${events.paid.id}`);
    await panel(page).getByRole('button', { name: 'Going', exact: true }).click();
    await panel(page).getByText('You answered Going: pay the fee to confirm your place.').waitFor();
    await panel(page).getByRole('button', { name: 'Pay ৳ 300 online' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/payments/sandbox/checkout/**');
    await page.getByText('TEST PAYMENT — no money moves').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(
      (url) => url.pathname === `/events/${events.paid.id}` && url.searchParams.get('success') === '1',
    );
    await page.getByText('Transaction completed successfully').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    await panel(page).getByText('You are going. Your ticket is paid.').waitFor();
    await page.goto('/user/dashboard/events');
    await page
      .getByRole('row', { name: new RegExp(events.paid.title) })
      .getByText('Paid')
      .waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
});
