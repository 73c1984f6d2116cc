// The after-paint snippet of the page head (shared/src/hydration/after-paint-scripts.cjs), run in jsdom as the
// page runs it: the scripts the server listed start on a visitor's first use of the page, or once the page has
// painted where a session may exist, and only same-origin paths.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AFTER_PAINT_SCRIPTS_ID } from '../element-ids.cjs';
import { removeSnippetListenersAfterEach } from '../../testing/head-snippets';

const {
  AFTER_PAINT_SCRIPTS_ID: snippetId,
  afterPaintScriptsScript,
  startAfterPaint,
} = require('../after-paint-scripts.cjs') as {
  AFTER_PAINT_SCRIPTS_ID: string;
  afterPaintScriptsScript: string;
  startAfterPaint: (win: Window, listId: string, latestMs: number) => void;
};

let frames: FrameRequestCallback[] = [];
const nextFrame = () => {
  const due = frames;
  frames = [];
  for (const callback of due) callback(0);
};
/** A window whose frames run when the test says, over the real document and (fake) timers. */
const pageWindow = () =>
  new Proxy(window, {
    get(target, key) {
      if (key === 'requestAnimationFrame') return (callback: FrameRequestCallback) => frames.push(callback);
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

const list = (content: string) => {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = AFTER_PAINT_SCRIPTS_ID;
  element.textContent = content;
  document.body.append(element);
};
const started = () =>
  Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => s.getAttribute('src'));

removeSnippetListenersAfterEach();

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  document.body.innerHTML = '<div id="root"><main>Server markup</main></div>';
  // What the session boot script marks where this browser may hold a session (the tests' visitor, unless said).
  document.documentElement.setAttribute('data-session', '');
});
afterEach(() => {
  jest.useRealTimers();
  document.documentElement.removeAttribute('data-session');
});

describe('the after-paint snippet', () => {
  it('starts the listed scripts after the next frame has painted, in order, once', () => {
    list('["/main.0123.js","/other.js"]');
    startAfterPaint(pageWindow(), AFTER_PAINT_SCRIPTS_ID, 1000);
    expect(started()).toEqual([]);
    nextFrame(); // before that frame's paint
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(0); // the task after it
    expect(started()).toEqual(['/main.0123.js', '/other.js']);
    jest.advanceTimersByTime(1000);
    expect(started()).toHaveLength(2);
  });

  describe('where the browser has paint timing', () => {
    type Entries = { getEntriesByName: (name: string) => { name: string }[] };
    let observers: { callback: (entries: Entries) => void; options?: unknown; disconnected: boolean }[] = [];
    /** The browser's paint entries so far, delivered to every observer as a buffered or a new entry. */
    const paint = (...names: string[]) => {
      for (const observer of observers.filter((o) => !o.disconnected))
        observer.callback({ getEntriesByName: (name) => names.filter((n) => n === name).map((n) => ({ name: n })) });
    };
    class FakeObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      private readonly entry;
      constructor(callback: (entries: Entries) => void) {
        this.entry = { callback, disconnected: false, options: undefined as unknown };
        observers.push(this.entry);
      }
      observe(options: unknown) {
        this.entry.options = options;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const paintingWindow = () =>
      new Proxy(pageWindow(), {
        get(target, key) {
          return key === 'PerformanceObserver' ? FakeObserver : (Reflect.get(target, key) as unknown);
        },
      });
    beforeEach(() => {
      observers = [];
    });

    it('starts the listed scripts once the first content is on screen, not when a frame is only drawn', () => {
      list('["/main.0123.js","/other.js"]');
      startAfterPaint(paintingWindow(), AFTER_PAINT_SCRIPTS_ID, 1000);
      expect(observers.map((o) => o.options)).toEqual([{ type: 'paint', buffered: true }]);
      nextFrame();
      jest.advanceTimersByTime(0);
      expect(started()).toEqual([]);
      paint('first-paint'); // a background, no content yet
      jest.advanceTimersByTime(0);
      expect(started()).toEqual([]);
      paint('first-paint', 'first-contentful-paint');
      expect(started()).toEqual([]);
      jest.advanceTimersByTime(0);
      expect(started()).toEqual(['/main.0123.js', '/other.js']);
      expect(observers[0].disconnected).toBe(true);
      jest.advanceTimersByTime(1000);
      expect(started()).toHaveLength(2);
    });

    it('still starts them after at most a second on a page that shows nothing (hidden)', () => {
      list('["/main.js"]');
      startAfterPaint(paintingWindow(), AFTER_PAINT_SCRIPTS_ID, 1000);
      jest.advanceTimersByTime(1000);
      expect(started()).toEqual(['/main.js']);
    });
  });

  it('starts them on a page that paints no frame (hidden) after at most a second', () => {
    list('["/main.js"]');
    startAfterPaint(pageWindow(), AFTER_PAINT_SCRIPTS_ID, 1000);
    jest.advanceTimersByTime(999);
    expect(started()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started()).toEqual(['/main.js']);
  });

  it('starts only same-origin paths, and nothing from a list that is no list', () => {
    list('["//evil.example/x.js","https://evil.example/y.js","javascript:alert(1)",7,"/ok.js"]');
    startAfterPaint(pageWindow(), AFTER_PAINT_SCRIPTS_ID, 1000);
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual(['/ok.js']);
    document.body.innerHTML = '';
    list('{"src":"/x.js"}');
    startAfterPaint(pageWindow(), AFTER_PAINT_SCRIPTS_ID, 1000);
    jest.advanceTimersByTime(1000);
    expect(started()).toEqual([]);
  });

  describe('for a visitor without a session', () => {
    beforeEach(() => {
      document.documentElement.removeAttribute('data-session');
      document.body.innerHTML =
        '<div id="root"><main><a href="/about-us">About</a><button type="button">Question</button>' +
        '<input aria-label="Name"><p>Text</p></main></div>';
      list('["/main.0123.js","/other.js"]');
    });
    const root = () => document.getElementById('root') as HTMLElement;
    const element = (selector: string) => root().querySelector(selector) as HTMLElement;
    const fire = (target: EventTarget, type: string) => target.dispatchEvent(new Event(type, { bubbles: true }));

    it('starts nothing while the page is only looked at, however long: no frame, paint or timer starts it', () => {
      startAfterPaint(pageWindow(), AFTER_PAINT_SCRIPTS_ID, 1000);
      nextFrame();
      jest.advanceTimersByTime(60_000);
      expect(frames).toEqual([]);
      // The pointer over text or a link is not yet a sign of use: a link the browser follows itself.
      fire(element('p'), 'pointerover');
      fire(element('a'), 'pointerover');
      fire(document, 'pointerover');
      // Nor a field focused without a press or a key (autofill, autofocus): the press that follows posts the
      // form at once instead of waiting on a start begun just before it.
      fire(element('input'), 'focusin');
      expect(started()).toEqual([]);
    });

    it.each([
      ['a press', 'pointerdown', 'p'],
      ['a touch', 'touchstart', 'a'],
      ['a key', 'keydown', 'main'],
      ['the pointer over a control', 'pointerover', 'button'],
    ])(
      'starts the listed scripts on %s, once the frame showing what it did is drawn, in order, once',
      (_sign, type, selector) => {
        startAfterPaint(pageWindow(), AFTER_PAINT_SCRIPTS_ID, 1000);
        fire(element(selector), type);
        // Not in the tap's own task: the shell's first script, evaluated as soon as it comes, would hold back the
        // frame that shows the tap's answer (the theme, an opened question).
        expect(started()).toEqual([]);
        nextFrame();
        expect(started()).toEqual([]);
        jest.advanceTimersByTime(0);
        expect(started()).toEqual(['/main.0123.js', '/other.js']);
        fire(element('button'), 'pointerdown');
        fire(element('input'), 'focusin');
        jest.advanceTimersByTime(60_000);
        expect(started()).toHaveLength(2);
      },
    );

    it('starts them on a sign of use in a page that draws no frame (hidden) after a quarter of a second', () => {
      startAfterPaint(pageWindow(), AFTER_PAINT_SCRIPTS_ID, 1000);
      fire(element('button'), 'pointerdown');
      jest.advanceTimersByTime(249);
      expect(started()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(started()).toEqual(['/main.0123.js', '/other.js']);
      nextFrame();
      jest.advanceTimersByTime(1000);
      expect(started()).toHaveLength(2);
    });

    it('starts them once the page has painted where the server marked the page as working at once', () => {
      document.getElementById(AFTER_PAINT_SCRIPTS_ID)?.setAttribute('data-start', 'paint');
      startAfterPaint(pageWindow(), AFTER_PAINT_SCRIPTS_ID, 1000);
      expect(started()).toEqual([]);
      nextFrame();
      jest.advanceTimersByTime(0);
      expect(started()).toEqual(['/main.0123.js', '/other.js']);
      fire(element('button'), 'pointerdown');
      expect(started()).toHaveLength(2);
    });

    it('waits for the document to be parsed when used while it still loads (the list comes at its end)', () => {
      let readyState: DocumentReadyState = 'loading';
      const loading = new Proxy(document, {
        get(target, key) {
          if (key === 'readyState') return readyState;
          const value = Reflect.get(target, key, target) as unknown;
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
      const win = new Proxy(pageWindow(), {
        get(target, key) {
          return key === 'document' ? loading : (Reflect.get(target, key) as unknown);
        },
      });
      startAfterPaint(win, AFTER_PAINT_SCRIPTS_ID, 1000);
      fire(element('button'), 'pointerdown');
      expect(started()).toEqual([]);
      readyState = 'interactive';
      document.dispatchEvent(new Event('DOMContentLoaded'));
      nextFrame();
      jest.advanceTimersByTime(0);
      expect(started()).toEqual(['/main.0123.js', '/other.js']);
    });
  });

  it('is the inline script the page head carries, naming the id the server writes', () => {
    expect(snippetId).toBe(AFTER_PAINT_SCRIPTS_ID);
    expect(afterPaintScriptsScript).toBe(`(${startAfterPaint.toString()})(window,"${AFTER_PAINT_SCRIPTS_ID}",1000);`);
  });
});
