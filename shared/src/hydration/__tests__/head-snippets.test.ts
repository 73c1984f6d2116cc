// The page head's inline snippets (shared/build/index-html.cjs), run in jsdom in the order the head has them:
// a visitor's first press on a part of the server's markup starts the page's code, although the early-click
// snippet keeps that press from going any further (its own file: the snippets listen on this window for good).
import { describe, expect, it } from '@jest/globals';
import { AFTER_PAINT_SCRIPTS_ID } from '../../portals';

const renderIndexHtml = require('../../../build/index-html.cjs') as (options: { title: string }) => string;

describe("the page head's snippets together", () => {
  it("start the page's code on a press the early-click snippet keeps from React", () => {
    const head = renderIndexHtml({ title: 'Alumni Connect' });
    const inline = Array.from(head.matchAll(/<script>([\s\S]*?)<\/script>/g), (m) => m[1]);
    expect(inline.length).toBeGreaterThanOrEqual(2);
    document.body.innerHTML =
      '<div id="root"><main><button type="button">How do I join?</button></main></div>' +
      `<script type="application/json" id="${AFTER_PAINT_SCRIPTS_ID}">["/main.0123.js"]</script>`;
    for (const source of inline) new Function(source)();
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);

    const button = document.querySelector('button') as HTMLButtonElement;
    let reachedTheButton = false;
    button.addEventListener('pointerdown', () => (reachedTheButton = true));
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));

    // Kept from the page (React would hydrate all at once on it), and yet the code is on its way.
    expect(reachedTheButton).toBe(false);
    const started = Array.from(document.querySelectorAll('script[src]'), (s) => s.getAttribute('src'));
    expect(started).toEqual(['/main.0123.js']);
  });
});
