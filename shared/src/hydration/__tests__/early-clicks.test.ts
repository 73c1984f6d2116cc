// The early-click snippet of the page head (shared/src/hydration/early-clicks.cjs), run in jsdom as the page
// runs it: a click on server markup React has not hydrated is kept and sent again once React owns the element.
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { clicksReachingThePage, removeSnippetListenersAfterEach } from '../../testing/head-snippets';

const { earlyClicksScript, holdEarlyClicks } = require('../early-clicks.cjs') as {
  earlyClicksScript: string;
  holdEarlyClicks: (win: Window, patienceMs: number) => void;
};

/** What React leaves on an element it has hydrated (the only thing the snippet reads of React). */
const markByReact = (element: Element) => Object.assign(element, { ['__reactFiber$test']: {} });
/** The page is live: the shell's ReadyMark sets it once the hydration is committed. */
const goLive = () => document.documentElement.setAttribute('data-ready', '');
const hydrate = (element: Element) => {
  markByReact(element);
  goLive();
};

let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
};

/** A window whose frames run when the test says, over the real document. */
function pageWindow(): Window {
  return new Proxy(window, {
    get(target, key) {
      if (key === 'requestAnimationFrame') return (callback: FrameRequestCallback) => frames.push(callback);
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' && key !== 'MouseEvent' ? value.bind(target) : value;
    },
  });
}

removeSnippetListenersAfterEach();

afterEach(() => {
  frames = [];
  document.body.replaceChildren();
  document.documentElement.removeAttribute('data-ready');
});

/** The server's markup: a button with an icon, a link and a submit button in #root; a button outside it. */
function serverMarkup() {
  document.body.innerHTML = `
    <div id="root"><main>
      <button type="button" id="toggle"><svg id="icon"></svg></button>
      <a href="#elsewhere" id="link">Elsewhere</a>
      <form><button type="submit" id="submit">Send</button></form>
      <button type="button" id="opener" popovertarget="menu"><svg id="opener-icon"></svg></button>
      <div id="menu" popover="auto"><button type="button" id="closer" popovertarget="menu">Close</button></div>
    </main></div>
    <button type="button" id="outside">Outside</button>`;
  const byId = (id: string) => document.getElementById(id)!;
  return {
    toggle: byId('toggle'),
    icon: byId('icon'),
    link: byId('link'),
    submit: byId('submit'),
    opener: byId('opener'),
    openerIcon: byId('opener-icon'),
    closer: byId('closer'),
    outside: byId('outside'),
  };
}

describe('early clicks', () => {
  it('keeps a click on a button not yet hydrated and sends it again once React owns it', () => {
    const { toggle } = serverMarkup();
    holdEarlyClicks(pageWindow(), 20_000);
    const seen = clicksReachingThePage();
    toggle.click();
    expect(seen).toEqual([]);
    nextFrame();
    expect(seen).toEqual([]);
    hydrate(toggle);
    nextFrame();
    expect(seen).toEqual(['toggle']);
    nextFrame();
    expect(seen).toEqual(['toggle']);
  });

  it('focuses the control the press focused again before sending its click, for the live page to hear', () => {
    const { toggle, icon } = serverMarkup();
    holdEarlyClicks(pageWindow(), 20_000);
    const heard: string[] = [];
    document.body.addEventListener('focusin', (event) => heard.push(`focus ${(event.target as Element).id}`));
    document.body.addEventListener('click', (event) => heard.push(`click ${(event.target as Element).id}`));
    // The press focuses the button (its default action), then the click lands on its icon: both before React.
    toggle.focus();
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    heard.length = 0;
    hydrate(icon);
    nextFrame();
    expect(heard).toEqual(['focus toggle', 'click icon']);
    expect(document.activeElement).toBe(toggle);
  });

  it('leaves the focus alone where the press focused nothing of the clicked control', () => {
    const { toggle, outside } = serverMarkup();
    holdEarlyClicks(pageWindow(), 20_000);
    const focused: string[] = [];
    document.body.addEventListener('focusin', (event) => focused.push((event.target as Element).id));
    outside.focus();
    toggle.click();
    focused.length = 0;
    hydrate(toggle);
    nextFrame();
    expect(focused).toEqual([]);
    expect(document.activeElement).toBe(outside);
  });

  it('keeps a press on a submit button still disabled as its click, sent once React owns it and it is enabled', () => {
    const { submit } = serverMarkup();
    submit.setAttribute('disabled', '');
    holdEarlyClicks(pageWindow(), 20_000);
    const seen = clicksReachingThePage();
    // A disabled button makes no click: only the press comes (jsdom has no PointerEvent: a MouseEvent of that type).
    submit.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    hydrate(submit);
    nextFrame();
    expect(seen).toEqual([]);
    submit.removeAttribute('disabled');
    nextFrame();
    expect(seen).toEqual(['submit']);
  });

  it('leaves the disabled submit button of a form the browser sends itself (its action) alone', () => {
    const { submit } = serverMarkup();
    submit.setAttribute('disabled', '');
    submit.closest('form')!.setAttribute('action', '/associations');
    holdEarlyClicks(pageWindow(), 20_000);
    const seen = clicksReachingThePage();
    submit.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    submit.removeAttribute('disabled');
    hydrate(submit);
    nextFrame();
    expect(seen).toEqual([]);
    expect(frames).toEqual([]);
  });

  it('keeps a click on an element React has reached until the page is live (hydration committed)', () => {
    const { toggle } = serverMarkup();
    holdEarlyClicks(pageWindow(), 20_000);
    const seen = clicksReachingThePage();
    markByReact(toggle);
    toggle.click();
    nextFrame();
    expect(seen).toEqual([]);
    goLive();
    nextFrame();
    expect(seen).toEqual(['toggle']);
  });

  it('keeps a click inside a part hydrated later until that part is committed (data-hydrating taken off)', () => {
    const { toggle } = serverMarkup();
    const part = toggle.closest('main')!;
    part.setAttribute('data-hydrating', '');
    holdEarlyClicks(pageWindow(), 20_000);
    const seen = clicksReachingThePage();
    goLive();
    toggle.click();
    // React has reached the button (rendering the part) but not committed it yet.
    markByReact(toggle);
    nextFrame();
    expect(seen).toEqual([]);
    part.removeAttribute('data-hydrating');
    nextFrame();
    expect(seen).toEqual(['toggle']);
  });

  it("keeps a tap's other events from React on markup it does not own, and lets them through once it does", () => {
    const { toggle } = serverMarkup();
    holdEarlyClicks(pageWindow(), 20_000);
    const seen: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'keydown'])
      document.body.addEventListener(type, (event) => seen.push(event.type));
    // jsdom has no PointerEvent: the pointer events as MouseEvents of those types.
    const tap = () => {
      toggle.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
      toggle.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
      toggle.dispatchEvent(new MouseEvent('pointerup', { bubbles: true }));
      toggle.dispatchEvent(new MouseEvent('mouseup', { bubbles: true }));
      toggle.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, key: 'Enter' }));
    };
    tap();
    expect(seen).toEqual([]);
    // Not sent again later: only the click is.
    hydrate(toggle);
    nextFrame();
    expect(seen).toEqual([]);
    tap();
    expect(seen).toEqual(['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'keydown']);
  });

  it('sends a tap on a button icon (an SVG element) again on that element', () => {
    const { icon } = serverMarkup();
    holdEarlyClicks(pageWindow(), 20_000);
    const seen = clicksReachingThePage();
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    hydrate(icon);
    nextFrame();
    expect(seen).toEqual(['icon']);
  });

  it('keeps only the last of several early clicks', () => {
    const { toggle, icon } = serverMarkup();
    holdEarlyClicks(pageWindow(), 20_000);
    const seen = clicksReachingThePage();
    toggle.click();
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    hydrate(toggle);
    hydrate(icon);
    nextFrame();
    nextFrame();
    expect(seen).toEqual(['icon']);
  });

  it('leaves links, submit buttons, hydrated elements and anything outside the server markup alone', () => {
    const { toggle, link, submit, outside } = serverMarkup();
    holdEarlyClicks(pageWindow(), 20_000);
    const seen = clicksReachingThePage();
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    submit.addEventListener('click', (event) => event.preventDefault());
    submit.click();
    outside.click();
    hydrate(toggle);
    toggle.click();
    expect(seen).toEqual(['link', 'submit', 'outside', 'toggle']);
  });

  it("leaves a popover's buttons to the browser (not prevented) and keeps their events from React until it owns them", () => {
    const { opener, openerIcon, closer } = serverMarkup();
    holdEarlyClicks(pageWindow(), 20_000);
    const seen = clicksReachingThePage();
    const pressed: string[] = [];
    document.body.addEventListener('pointerdown', (event) => pressed.push((event.target as Element).id));
    const click = (element: Element) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      element.dispatchEvent(event);
      return event.defaultPrevented;
    };
    opener.dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }));
    // The click's default action (the browser opening the popover) happens: not prevented, not held.
    expect([click(opener), click(openerIcon), click(closer)]).toEqual([false, false, false]);
    expect(seen).toEqual([]);
    expect(pressed).toEqual([]);
    hydrate(opener);
    nextFrame();
    expect(seen).toEqual([]);
    // Once React owns the button, its clicks reach React.
    expect(click(opener)).toBe(false);
    expect(seen).toEqual(['opener']);
  });

  it('never holds an element made after the page was parsed (by React or any other code)', () => {
    serverMarkup();
    holdEarlyClicks(pageWindow(), 20_000);
    const seen = clicksReachingThePage();
    const made = document.createElement('button');
    made.id = 'made';
    document.querySelector('main')!.append(made);
    made.click();
    expect(seen).toEqual(['made']);
  });

  it('drops a held click whose element left the page, or that waited too long', () => {
    const { toggle, icon } = serverMarkup();
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    holdEarlyClicks(pageWindow(), 20_000);
    const seen = clicksReachingThePage();
    toggle.click();
    toggle.remove();
    hydrate(toggle);
    nextFrame();
    icon.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    now.mockReturnValue(21_001);
    nextFrame();
    hydrate(icon);
    nextFrame();
    expect(seen).toEqual([]);
    expect(frames).toEqual([]);
    now.mockRestore();
  });

  it('is shipped as a script that installs itself on the page', () => {
    expect(earlyClicksScript).toMatch(/^\(function holdEarlyClicks\(win, patienceMs\) \{[\s\S]*\}\)\(window,20000\);$/);
  });
});
