// The after-paint snippet of the page head (shared/src/hydration/after-paint-scripts.cjs), run in jsdom as the
// page runs it: the scripts the server listed start once the page has painted, and only same-origin paths.
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { AFTER_PAINT_SCRIPTS_ID } from '../../portals';

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

beforeEach(() => {
  jest.useFakeTimers();
  frames = [];
  document.body.innerHTML = '<div id="root"><main>Server markup</main></div>';
});
afterEach(() => {
  jest.useRealTimers();
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

  it('is the inline script the page head carries, naming the id the server writes', () => {
    expect(snippetId).toBe(AFTER_PAINT_SCRIPTS_ID);
    expect(afterPaintScriptsScript).toBe(`(${startAfterPaint.toString()})(window,"${AFTER_PAINT_SCRIPTS_ID}",1000);`);
  });
});
