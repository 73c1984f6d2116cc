import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { adminEventsBn as bn } from '../../admin-portal/src/i18n/catalogs/admin-events/bn';
import { DESKTOP, PHONE } from '../support/browser';
import { apiAs, logIn, uniqueEmail, untilLive, useSiteAndBrowser } from '../support/journey';
import { assertNoOverflow, keepScreenshot } from '../support/layout';

// An association's admin reads the dashboard in Bangla: creates an event and publishes it, sees the member who
// answers going among the attendees and checks them in, then imports a small member list with one bad row.
// Every text asserted comes from the admin-events catalog's Bangla object; each main screen is checked for
// overflow and kept as a screenshot at 390 and 1280 px, light and dark (SCREENSHOT_DIR).
const ctx = useSiteAndBrowser();

const ADMIN = { email: 'secretary@alumni.local', password: 'Demo12345!' };
const MEMBER = { email: 'rahim@alumni.local', password: 'Demo12345!' };

/** The screen at 390 and 1280 px in the light theme, then in the dark one (the site's own toggle), back to light. */
async function everyLook(page: Page, screen: string) {
  for (const theme of ['light', 'dark'] as const) {
    await page
      .locator(`button[data-theme-toggle][aria-pressed="${theme === 'dark'}"]`)
      .first()
      .waitFor();
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await assertNoOverflow(page, `${screen} ${theme} ${viewport.width}px`);
      await keepScreenshot(page, `${screen}-bn-${theme}-${viewport.width}`);
    }
    await page.locator('button[data-theme-toggle]:visible').first().click();
  }
  await page.locator('button[data-theme-toggle][aria-pressed="false"]').first().waitFor();
}

/** Confirms the "are you sure" dialog (its confirm button is the last one), waits for the result and closes it. */
async function confirmAndExpect(page: Page, resultText: string) {
  await page.getByRole('alertdialog').getByRole('button').last().click();
  await page.getByText(resultText).waitFor();
  await page.keyboard.press('Escape');
  await page.getByText(resultText).waitFor({ state: 'detached' });
}

/** A catalog text with its `{name}` placeholders filled, as the page fills them. */
const fillText = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A month from now, as a datetime-local value (Dhaka time). */
const inAMonth = (hour: string) => `${new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)}T${hour}`;

/** A label of the form: the catalog's text at the start (a required mark or the zone may follow). */
const label = (text: string) => new RegExp(`^${text.trim().replace(/[()]/g, '\\$&')}`);

describe('events and the member import, in Bangla', () => {
  it('creates an event, sees who is going, checks them in and imports members with one bad row', async () => {
    const adminApi = await apiAs(ctx.site.url, ADMIN);
    const me = await adminApi<{ association_admins: { alumni_association: { id: number } }[] }>('/auth/user/');
    const associationId = me.association_admins[0].alumni_association.id;
    const title = `শীতের পুনর্মিলনী ${Date.now().toString(36)}`;

    const { context, page, errors } = await ctx.open();
    await logIn(page, ADMIN.email, ADMIN.password);
    await page.waitForURL('**/associations');
    await context.addCookies([{ name: 'lang', value: 'bn', url: ctx.site.url }]);

    // The events list, then a new event saved as a draft and published.
    await page.goto(`/admin/dashboard/associations/${associationId}/events`);
    assert.equal(await page.locator('html').getAttribute('lang'), 'bn');
    await page.getByRole('heading', { level: 1, name: bn['events.list.title'] }).waitFor();
    await untilLive(page);
    await everyLook(page, 'events');
    await page.getByRole('link', { name: bn['events.list.new'] }).click();
    await page.getByRole('heading', { level: 1, name: bn['events.add.title'] }).waitFor();
    await page.getByLabel(label(bn['events.form.title'])).fill(title);
    await page.getByLabel(label(bn['events.form.description'])).fill('রাতের খাবার ও গান।\nপরিবার নিয়ে আসুন।');
    await page.getByLabel(label(bn['events.form.start'])).fill(inAMonth('18:30'));
    await page.getByLabel(label(bn['events.form.end'])).fill(inAMonth('22:00'));
    await page.getByLabel(label(bn['events.form.venue'])).fill('স্কুল মাঠ, ঢাকা');
    await page.getByLabel(label(bn['events.form.capacity'])).fill('50');
    await page.getByLabel(label(bn['events.form.fee'])).fill('1200');
    await page.getByText(bn['events.cover.help']).waitFor();
    await everyLook(page, 'event-form');
    await page.getByRole('button', { name: bn['events.add.submit'] }).click();
    await confirmAndExpect(page, bn['events.add.success']);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const eventId = Number(/\/events\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1]);
    assert.ok(eventId > 0, 'the event page has the event id in its path');
    // Dhaka time and the fee in Bangla digits.
    await page.getByText('সন্ধ্যা ৬:৩০ – রাত্রি ১০:০০ (ঢাকা সময়)').first().waitFor();
    await page.getByText('৳ ১,২০০').waitFor();
    await page.getByText(bn['events.detail.draftHint']).waitFor();
    await page.getByRole('button', { name: bn['events.detail.publish'] }).click();
    await confirmAndExpect(page, bn['events.detail.published']);
    await page.getByRole('button', { name: bn['events.detail.cancelEvent'] }).waitFor();
    await everyLook(page, 'event');

    // The list again: published, nobody yet of 50.
    await page.goto(`/admin/dashboard/associations/${associationId}/events`);
    const row = page.getByRole('row').filter({ hasText: title });
    await row.getByText(bn['events.status.published']).waitFor();
    await row.getByRole('cell', { name: '০ / ৫০', exact: true }).waitFor();

    // A member answers going (free events only give a ticket at once: this one is paid, so make it free first).
    await adminApi(`/associations/${associationId}/events/${eventId}/`, { method: 'PATCH', body: { fee: 0 } });
    const memberApi = await apiAs(ctx.site.url, MEMBER);
    await memberApi(`/events/${eventId}/rsvp/`, { method: 'POST', body: { status: 'going' } });
    const { my_rsvp } = await memberApi<{ my_rsvp: { check_in_code: string | null } }>(`/events/${eventId}/`);
    assert.ok(my_rsvp.check_in_code, 'a member going to a free event has a check-in code');

    await row.getByRole('link', { name: fillText(bn['events.list.viewLabel'], { title }) }).click();
    await page.getByRole('link', { name: bn['events.detail.attendees'] }).click();
    await page.getByRole('heading', { level: 1, name: bn['attendees.title'] }).waitFor();
    await page.getByText('Rahim Uddin').waitFor();
    await page.getByRole('button', { name: fillText(bn['attendees.goingCount'], { count: '১' }) }).waitFor();
    await page.getByText(fillText(bn['attendees.checkedInCount'], { checkedIn: '০', going: '১' })).waitFor();
    await everyLook(page, 'attendees');

    // At the door: the ticket's code typed in.
    await page.getByRole('link', { name: bn['events.common.checkIn'] }).click();
    await page.getByRole('heading', { level: 1, name: bn['events.common.checkIn'] }).waitFor();
    await page.getByRole('textbox', { name: bn['checkIn.ticketCode'] }).fill(my_rsvp.check_in_code);
    await page.getByRole('button', { name: bn['checkIn.submit'], exact: true }).click();
    await page.getByText(fillText(bn['checkIn.done'], { name: 'Rahim Uddin' })).waitFor();
    await everyLook(page, 'check-in');

    // The member import: one good row, one with a membership type the association does not have.
    const [type] = (
      await adminApi<{ results: { short_name: string }[] }>(`/associations/${associationId}/membership-types/`)
    ).results;
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'bn-import-')), 'members.csv');
    writeFileSync(
      file,
      '\uFEFFfirst_name,last_name,email,membership_type,start_date\r\n' +
        `নাসরিন,আক্তার,${uniqueEmail('imported')},${type.short_name},2024-01-15\r\n` +
        `Nobody,Known,${uniqueEmail('refused')},No Such Type,2024-01-15\r\n`,
    );
    await page.goto(`/admin/dashboard/associations/${associationId}/members/import`);
    await page.getByRole('heading', { level: 1, name: bn['imports.title'] }).waitFor();
    await untilLive(page);
    await page.getByLabel(bn['imports.file']).setInputFiles(file);
    await page.getByText(fillText(bn['imports.wouldCreate'], { count: '১' })).waitFor();
    await page.getByText(fillText(bn['imports.refused'], { count: '১' })).waitFor();
    const refused = page.getByRole('row').filter({ hasText: 'Nobody' });
    await refused.getByText(bn['imports.action.refuse']).waitFor();
    await refused.getByRole('cell', { name: '৩', exact: true }).waitFor();
    const emailColumn = fillText(bn['imports.columnFor'], { field: bn['imports.field.email'] });
    assert.equal(await page.getByLabel(emailColumn).inputValue(), 'email');
    await everyLook(page, 'import-preview');

    await page.getByRole('button', { name: bn['imports.import'], exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(bn['imports.confirmTitle']).waitFor();
    await dialog.getByRole('button', { name: bn['imports.import'], exact: true }).click();
    await page.getByRole('status').filter({ hasText: bn['imports.finished'] }).waitFor();
    await page.getByText(fillText(bn['imports.created'], { count: '১' })).waitFor();
    await page.getByRole('link', { name: bn['imports.back'] }).waitFor();
    await everyLook(page, 'import-done');
    assert.deepEqual(errors, []);
  });
});
