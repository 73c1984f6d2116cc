// The page head's snippet for the native controls (shared/src/hydration/native-controls.cjs), run in jsdom on
// the server's markup of a password field, with no React on the page: Show Password works from the HTML.
import { describe, expect, it, jest } from '@jest/globals';

const { nativeControlsScript } = require('../native-controls.cjs') as { nativeControlsScript: string };

const FIELD = (n: number) =>
  `<div data-password-field><label for="p${n}">Password</label><input id="p${n}" type="password" data-password>` +
  `<label><input type="checkbox" data-shows-password id="s${n}"> Show Password</label></div>`;

describe('native controls snippet', () => {
  it("shows and masks each password field's own text from its checkbox, before any of the page's code", () => {
    document.body.innerHTML = FIELD(1) + FIELD(2);
    // As the page head runs it: its source text, not the module.
    new Function(nativeControlsScript)();
    const box = document.getElementById('s2') as HTMLInputElement;
    box.click();
    expect((document.getElementById('p2') as HTMLInputElement).type).toBe('text');
    expect((document.getElementById('p1') as HTMLInputElement).type).toBe('password');
    box.click();
    expect((document.getElementById('p2') as HTMLInputElement).type).toBe('password');
  });

  it('shows the text of a field whose box the browser restored checked (back, or a page sent again after a post)', () => {
    document.body.innerHTML = FIELD(3);
    (document.getElementById('s3') as HTMLInputElement).checked = true;
    window.dispatchEvent(new Event('pageshow'));
    expect((document.getElementById('p3') as HTMLInputElement).type).toBe('text');
  });
});

describe('a password field the script takes over', () => {
  it('shows the text again when the script sets the type back while the box is ticked (React hydrating it)', async () => {
    document.body.innerHTML = FIELD(4);
    new Function(nativeControlsScript)();
    (document.getElementById('s4') as HTMLInputElement).click();
    const input = document.getElementById('p4') as HTMLInputElement;
    input.type = 'password';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.type).toBe('text');
    // Unticked: masked, and left so.
    (document.getElementById('s4') as HTMLInputElement).click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(input.type).toBe('password');
  });
});

describe('a form that clears once sent', () => {
  it("empties the chat box's form after the browser has sent it, and leaves other forms alone", async () => {
    document.body.innerHTML =
      '<form id="chat" data-clear-on-send action="https://wa.example/send" target="_blank"><input name="text" value=""></form>' +
      '<form id="other"><input name="q" value=""></form>';
    new Function(nativeControlsScript)();
    for (const id of ['chat', 'other']) {
      const form = document.getElementById(id) as HTMLFormElement;
      (form.elements[0] as HTMLInputElement).value = 'Hello there';
      // The browser's own submission is not run by jsdom: the event is what the snippet hears.
      form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(((document.getElementById('chat') as HTMLFormElement).elements[0] as HTMLInputElement).value).toBe('');
    expect(((document.getElementById('other') as HTMLFormElement).elements[0] as HTMLInputElement).value).toBe(
      'Hello there',
    );
  });
});

describe('Go Back', () => {
  it('steps back one history entry from the server markup, with no script of the page', () => {
    document.body.innerHTML = '<button type="button" data-go-back><span>Go Back</span></button>';
    new Function(nativeControlsScript)();
    const back = jest.spyOn(window.history, 'back').mockImplementation(() => undefined);
    document.querySelector('span')!.click();
    expect(back).toHaveBeenCalled();
    back.mockRestore();
  });
});

describe('a form the browser sends itself', () => {
  const FORMS =
    '<form id="login" method="post" action="/login"><input name="email"><button type="submit" id="go">Login</button></form>' +
    '<form id="taken" method="post" action="/"><button type="submit" id="taken-go">Send</button></form>' +
    '<form id="tab" target="_blank" action="https://wa.example/send"><button type="submit" id="tab-go">Send</button></form>';
  const send = (id: string, prevent = false) => {
    const form = document.getElementById(id) as HTMLFormElement;
    if (prevent) form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  };

  it('shows its progress on the submit button at once, unless the script took it or it opens another tab', () => {
    document.body.innerHTML = FORMS;
    new Function(nativeControlsScript)();
    send('login');
    send('taken', true);
    send('tab');
    expect(document.getElementById('go')?.getAttribute('aria-busy')).toBe('true');
    expect(document.getElementById('go')?.hasAttribute('data-loading')).toBe(true);
    for (const id of ['taken-go', 'tab-go'])
      expect(document.getElementById(id)?.hasAttribute('data-loading')).toBe(false);
    // Back to the page from history: the button as it was.
    window.dispatchEvent(new Event('pageshow'));
    expect(document.getElementById('go')?.hasAttribute('aria-busy')).toBe(false);
    expect(document.getElementById('go')?.hasAttribute('data-loading')).toBe(false);
  });
});
