import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { apiAs, logIn, useSiteAndBrowser } from '../support/journey';

// An association's admin creates an event (a draft), publishes it after the confirmation and finds it in the
// list; a member answers going (through the API); the admin exports the attendees as CSV and checks the member
// in at the door by the ticket's QR payload typed into the code field; a second check-in says already in.
const ctx = useSiteAndBrowser();

const ADMIN = { email: 'secretary@alumni.local', password: 'Demo12345!' };
const MEMBER = { email: 'rahim@alumni.local', password: 'Demo12345!' };

/** Confirms the "Are you sure...?" dialog, waits for the result and closes it. */
async function confirmAndExpect(page: Page, resultText: string) {
  await page.getByText('Are you sure you want to continue this action?').waitFor();
  await page.getByRole('button', { name: 'Yes' }).click();
  await page.getByText(resultText).waitFor();
  await page.getByRole('button', { name: 'Close' }).click();
}

/** A month from now, as a datetime-local value (Dhaka time). */
const inAMonth = (hour: string) => `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}T${hour}`;

describe('events, the admin side', () => {
  it('creates and publishes an event, exports its attendees and checks a member in by the ticket code', async () => {
    const adminApi = await apiAs(ctx.site.url, ADMIN);
    const me = await adminApi<{ association_admins: { alumni_association: { id: number } }[] }>('/auth/user/');
    const associationId = me.association_admins[0].alumni_association.id;
    const title = `Winter Reunion ${Date.now().toString(36)}`;

    const { page, errors } = await ctx.open();
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/associations');
    await page.goto(`/admin/dashboard/associations/${associationId}/events`);
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    await page.getByRole('link', { name: 'New event' }).click();
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Description/).fill('Dinner and music.\nBring your family.');
    await page.getByLabel(/^Start/).fill(inAMonth('18:30'));
    await page.getByLabel(/^End/).fill(inAMonth('22:00'));
    await page.getByLabel(/^Venue/).fill('School Field, Dhaka');
    await page.getByLabel(/^Capacity/).fill('50');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await confirmAndExpect(page, 'Event saved as a draft.');
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const eventId = Number(/\/events\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    assert.ok(eventId > 0, 'the event page has the event id in its path');
    await page.getByText('6:30 PM – 10:00 PM (Asia/Dhaka)').first().waitFor();

    await page.getByRole('button', { name: 'Publish' }).click();
    await confirmAndExpect(page, 'Event published successfully.');
    await page.getByRole('button', { name: 'Cancel event' }).waitFor();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Events' }).first().click();
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText('Published').waitFor();
    await row.getByRole('cell', { name: '0 / 50', exact: true }).waitFor();

    // A member answers going and gets a ticket code (the QR code's payload).
    const memberApi = await apiAs(ctx.site.url, MEMBER);
    const rsvp = await memberApi<{ status: string }>(`/events/${eventId}/rsvp/`, {
      method: 'POST',
      body: { status: 'going' },
    });
    assert.equal(rsvp.status, 'going');
    const event = await memberApi<{ my_rsvp: { check_in_code: string | null } }>(`/events/${eventId}/`);
    const code = event.my_rsvp.check_in_code;
    assert.ok(code, 'a member going to a free event has a check-in code');

    // The attendees, as CSV.
    await row.getByRole('link', { name: `View ${title}` }).click();
    await page.getByRole('link', { name: 'Attendees' }).click();
    await page.getByText('Rahim Uddin').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    assert.equal(lines.length, 2, `a header and one attendee: ${csv}`);
    assert.match(lines[1], /Rahim/);
    assert.match(lines[1], /rahim@alumni\.local/);
    assert.match(lines[1], /going/i);

    // At the door: the code typed in, then again.
    await page.getByRole('link', { name: 'Check-in' }).click();
    await page.getByRole('textbox', { name: 'Ticket code' }).fill(code);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await page.getByText('Checked in: Rahim Uddin').waitFor();
    await page.getByRole('textbox', { name: 'Ticket code' }).fill(code);
    await page.getByRole('button', { name: 'Check in', exact: true }).click();
    await page.getByText(/^Already checked in at \d{1,2}:\d{2} [AP]M$/).waitFor();
    assert.deepEqual(errors, []);
  });
});
