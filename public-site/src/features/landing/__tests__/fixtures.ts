import { afterEach, beforeEach, jest } from '@jest/globals';
import { api } from '@alumni/shared';

/** The figures the counters show, as the API answers them. */
export const stats = () =>
  jest.spyOn(api, 'get').mockResolvedValue({ status: 200, data: { associations: 6, members: 1234, users: 57 } });

/** An IntersectionObserver that sees every element near the screen at once (a visitor who scrolls down). */
class NearObserver {
  constructor(private readonly callback: (entries: { isIntersecting: boolean; target: Element }[]) => void) {}
  observe(target: Element) {
    this.callback([{ isIntersecting: true, target }]);
  }
  unobserve() {}
  disconnect() {}
}

/**
 * Every test of the calling `describe` scrolls down at once (a NearObserver in the window); returns the test
 * setup's own observer, for a test that wants it back.
 */
export function scrollsEverythingNear() {
  const original = window.IntersectionObserver;
  beforeEach(() => {
    window.IntersectionObserver = NearObserver as unknown as typeof IntersectionObserver;
  });
  afterEach(() => {
    window.IntersectionObserver = original;
  });
  return original;
}
