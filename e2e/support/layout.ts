import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** What a reader can see overflowing: text cut by its own box, or a control reaching past the window. */
type Overflow = { what: string; text: string; by: number };

// The boxes a word must fit in: buttons, links shown as buttons, tabs, menu items, table cells, labels, badges.
const BOXES = 'button, [role="tab"], [role="menuitem"], td, th, label, [role="status"], a[class*="button"]';

/**
 * The visible text boxes of the page whose text is wider or taller than the box (cut off or spilling over it),
 * and any visible element reaching past the window's right edge (a page wider than the phone).
 */
async function findOverflows(page: Page): Promise<Overflow[]> {
  // A script of its own (not a function of this file): the journeys run through tsx, whose helpers (`__name`)
  // do not exist in the page.
  return page.evaluate(`((selector) => {
    const found = [];
    const shown = (el) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    const name = (el) =>
      el.tagName.toLowerCase() + (el.getAttribute('role') ? '[role=' + el.getAttribute('role') + ']' : '');
    const text = (el) => (el.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 60);
    for (const el of Array.from(document.querySelectorAll(selector))) {
      if (!shown(el) ||  text(el) === '') continue;
      const style = getComputedStyle(el);
      // A box that scrolls on purpose (a table's wrapper) is not a cut: only hidden or visible overflow counts.
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      const wide = el.scrollWidth - el.clientWidth;
      const tall = el.scrollHeight - el.clientHeight;
      if (wide > 1) found.push({ what: name(el), text: text(el), by: wide });
      else if (tall > 2 && style.overflowY !== 'visible') found.push({ what: name(el), text: text(el), by: tall });
    }
    const right = window.innerWidth + 0.5;
    const inScroller = (el) => {
      for (let up = el.parentElement; up; up = up.parentElement) {
        const x = getComputedStyle(up).overflowX;
        if (x === 'auto' || x === 'scroll' || x === 'hidden') return true;
      }
      return false;
    };
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      // A word, or a control even without one (an avatar's button): neither may sit past the edge.
      const control = el.matches('a, button, input, select, [role="button"]');
      if (!shown(el) || (!control && (el.children.length > 0 || text(el) === ''))) continue;
      const box = el.getBoundingClientRect();
      // Inside a box that scrolls sideways (a wide table, a carousel) reaching past the window is by design.
      if (box.right > right && !inScroller(el))
        found.push({ what: name(el), text: text(el), by: Math.round(box.right - window.innerWidth) });
    }
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push({ what: 'page', text: '', by: document.documentElement.scrollWidth - window.innerWidth });
    return found;
  })(${JSON.stringify(BOXES)})`);
}

/** Fails with every overflowing text named (`where` says which screen) when a word does not fit its box. */
export async function assertNoOverflow(page: Page, where: string): Promise<void> {
  const overflows = await findOverflows(page);
  assert.deepEqual(overflows, [], `${where}: ${overflows.map((o) => `${o.what} "${o.text}" by ${o.by}px`).join('; ')}`);
}

/**
 * A full-page screenshot kept for a person to look at (`SCREENSHOT_DIR`, else the system's temp folder), named
 * by screen, language, theme and width.
 */
export async function keepScreenshot(page: Page, name: string): Promise<string> {
  const dir = process.env.SCREENSHOT_DIR ?? path.join(process.env.TMPDIR ?? '/tmp', 'alumni-screenshots');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
