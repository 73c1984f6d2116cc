// Runs before the test framework: globals jsdom lacks but React Router 7 and Chakra (Ark UI) need.
const timers = require('node:timers');
const util = require('node:util');

Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
// The server render (renderToPipeableStream) schedules its work with it; a DOM test renders a page's served markup too.
if (!globalThis.setImmediate) Object.assign(globalThis, { setImmediate: timers.setImmediate });

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    });
  }
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  if (!window.ResizeObserver) window.ResizeObserver = NoopObserver;
  if (!window.IntersectionObserver) window.IntersectionObserver = NoopObserver;
  window.scrollTo = () => {};
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  if (!globalThis.structuredClone) globalThis.structuredClone = (value) => JSON.parse(JSON.stringify(value));
}
