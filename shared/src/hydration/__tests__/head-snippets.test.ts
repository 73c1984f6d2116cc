// The page head's inline snippets (shared/build/index-html.cjs), run in jsdom in the order the head has them:
// a visitor's first press on the server's markup starts the page's code, and nothing keeps the press or its
// click from the page: a native control (a FAQ question, Show Password) answers it at once, before the code.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { AFTER_PAINT_SCRIPTS_ID } from '../element-ids.cjs';

const renderIndexHtml = require('../../../build/index-html.cjs') as (options: { title: string }) => string;

describe("the page head's snippets together", () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it("start the page's code on a first press and leave its click to the page's native controls", () => {
    jest.useFakeTimers();
    const head = renderIndexHtml({ title: 'Alumni Connect' });
    const inline = Array.from(head.matchAll(/<script>([\s\S]*?)<\/script>/g), (m) => m[1]);
    expect(inline.length).toBeGreaterThanOrEqual(2);
    document.body.innerHTML =
      '<div id="root"><main><details name="faq"><summary>How do I join?</summary>Sign up.</details>' +
      '<div data-password-field><input type="password" data-password id="p">' +
      '<label><input type="checkbox" data-shows-password> Show Password</label></div></main></div>' +
      `<script type="application/json" id="${AFTER_PAINT_SCRIPTS_ID}">["/main.0123.js"]</script>`;
    for (const source of inline) new Function(source)();
    expect(document.documentElement.hasAttribute('data-session')).toBe(false);

    const summary = document.querySelector('summary') as HTMLElement;
    let reachedThePage = false;
    summary.addEventListener('pointerdown', () => (reachedThePage = true));
    summary.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(reachedThePage).toBe(true);
    const started = () => Array.from(document.querySelectorAll('script[src]'), (s) => s.getAttribute('src'));
    // Once the frame showing the press's own answer is drawn (or, with no frame, a quarter of a second later).
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(250);
    expect(started()).toEqual(['/main.0123.js']);

    // Their clicks are the browser's: not prevented, not held.
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    summary.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    (document.querySelector('label') as HTMLElement).click();
    expect((document.getElementById('p') as HTMLInputElement).type).toBe('text');
  });
});
