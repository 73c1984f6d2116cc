import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PHONE } from '../support/browser';
import { useSiteAndBrowser } from '../support/journey';

// A visitor browses the public site: the association list (paging with ?limit=2, search), an
// association, its membership options; the landing counters show the API's figures; the Get in
// Touch form sends; the chat bubble opens and closes.
const ctx = useSiteAndBrowser();

const rowNames = (page: Page) => page.locator('table tbody tr td:nth-child(3)').allTextContents();

describe('public site: browsing', () => {
  it('pages through the associations, searches, opens one and chooses a membership type', async () => {
    const { page, context, errors } = await ctx.open();
    await page.goto('/associations?limit=2');
    await page.getByRole('table').waitFor();
    const first = await rowNames(page);
    assert.equal(first.length, 2);

    await page.getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('limit') === '2');
    // Rows are numbered by the page they came from, so "3" first means page 2 has arrived.
    await page.locator('table tbody tr td:first-child', { hasText: /^3$/ }).waitFor();
    await page.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
    const second = await rowNames(page);
    assert.equal(second.length, 2);
    assert.notDeepEqual(second, first, 'page 2 shows other associations');

    const search = page.getByRole('search', { name: 'Search associations' });
    await search.getByRole('searchbox', { name: 'Association name' }).fill('ideal school');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL((url) => url.searchParams.get('name') === 'ideal school');
    await page.getByRole('cell', { name: 'Ideal School and College Alumni Association', exact: true }).waitFor();
    assert.deepEqual(await rowNames(page), ['Ideal School and College Alumni Association']);

    await search.getByRole('searchbox', { name: 'Association name' }).fill('no such association');
    await search.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No associations match “no such association”.').waitFor();

    await page.goBack();
    await page.getByRole('link', { name: 'View Ideal School and College Alumni Association' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ideal School and College Alumni Association' }).waitFor();
    await page.getByRole('heading', { name: 'Contact Us' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Become a Member' }).count(), 2);

    await page.getByRole('link', { name: 'Become a Member' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Membership Options' }).waitFor();
    await page.getByText('Lifetime').first().waitFor();
    await page.getByRole('link', { name: 'Get Started with General Member' }).click();
    // Signed out: the application page sends the visitor to sign up first.
    await page.waitForURL('**/signup');
    await page.getByRole('heading', { name: 'Create new account' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('keeps the list readable on a phone: one card per association', async () => {
    const { page, context } = await ctx.open(PHONE);
    await page.goto('/associations?limit=2');
    const cards = page.getByRole('list', { name: 'Associations' }).getByRole('listitem');
    await cards.first().waitFor();
    assert.equal(await cards.count(), 2);
    assert.equal(await page.getByRole('table').isVisible(), false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling (${overflow}px too wide)`);
    await context.close();
  });

  it('shows the real totals in the counters and sends the Get in Touch form', async () => {
    const { page, context, errors } = await ctx.open();
    const stats = (await (await page.request.get('/api/v1/stats/')).json()) as {
      associations: number;
      members: number;
      users: number;
    };
    await page.goto('/');
    const counters = page.getByRole('region', { name: 'Our achievements' });
    const format = (n: number) => new Intl.NumberFormat('en-US').format(n);
    await counters.getByText(format(stats.members), { exact: true }).waitFor();
    await counters.getByText(format(stats.associations), { exact: true }).waitFor();
    await counters.getByText(format(stats.users), { exact: true }).waitFor();

    // The form loads as the visitor scrolls down to it (the foot of the page).
    await page.locator('#contact').scrollIntoViewIfNeeded();
    const form = page.getByRole('form', { name: 'Get in Touch' });
    // The pointer goes over the button (the page's code comes); the script takes the form over once its section
    // is live (before that the browser would post it itself: the journey native-forms covers that).
    await form.getByRole('button', { name: 'Send Message' }).hover();
    await page.locator('[data-deferred-section="contact"]:not([data-hydrating])').waitFor({ state: 'attached' });
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Message is required').waitFor();
    await form.getByLabel('Name').fill('Ayesha Siddiqua');
    await form.getByLabel('Email').fill('ayesha@example.com');
    await form.getByLabel('Subject').fill('Registering our association');
    await form.getByLabel('Message').fill('How do we register the alumni association of our college?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thank you! Your message has been sent.').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();
    assert.equal(await form.getByLabel('Message').inputValue(), '');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('opens the chat bubble and closes it with Escape; its box shows by the bubble wherever the bubble is', async () => {
    const { page, context } = await ctx.open();
    await page.goto('/about-us');
    const bubble = page.getByRole('button', { name: 'Chat with Alumni Connect' });
    await bubble.click();
    const chat = page.getByRole('dialog', { name: 'Chat with Alumni Connect' });
    await chat.getByText('Hello there! How can we help?').waitFor();
    await chat.getByPlaceholder('Type a message..').waitFor();
    // Bottom right: the box stands on the bubble, their right edges in line (within the 1.5 px the hovered
    // bubble grows by on each side).
    let [button, box] = await Promise.all([bubble.boundingBox(), page.locator('#chat-box').boundingBox()]);
    assert.ok(button && box);
    assert.ok(Math.abs(box.y + box.height - button.y) <= 2, `box above the bubble: ${JSON.stringify({ box, button })}`);
    assert.ok(Math.abs(box.x + box.width - (button.x + button.width)) <= 2, 'right edges in line');
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });

    // A page that places the bubble elsewhere (its style option: an inline style on the widget), top left here:
    // the box shows below it, from its left edge, inside the window.
    await page.evaluate(
      `Object.assign(document.querySelector('[data-testid="chat-bubble"]').style, { left: '16px', right: 'auto', top: '96px', bottom: 'auto' })`,
    );
    await bubble.click();
    await chat.getByPlaceholder('Type a message..').waitFor();
    [button, box] = await Promise.all([bubble.boundingBox(), page.locator('#chat-box').boundingBox()]);
    assert.ok(button && box);
    assert.ok(Math.abs(button.x - 16) <= 2, 'the bubble moved');
    assert.ok(
      Math.abs(box.y - (button.y + button.height)) <= 1,
      `box below the bubble: ${JSON.stringify({ box, button })}`,
    );
    assert.ok(Math.abs(box.x - button.x) <= 2, 'left edges in line');
    const width = await page.evaluate('window.innerWidth');
    assert.ok(box.x >= 0 && box.x + box.width <= Number(width), 'inside the window');
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    await context.close();
  });
});
