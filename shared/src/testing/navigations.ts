import { afterEach, beforeEach } from '@jest/globals';
import { setNavigator } from '../session/navigation';

/**
 * Records the addresses the app sends the browser to (`navigateTo`: a full page load, which jsdom cannot do),
 * afresh for each test of the file that calls it.
 */
export function recordNavigations(): string[] {
  const visited: string[] = [];
  beforeEach(() => {
    visited.length = 0;
    setNavigator((url) => visited.push(url));
  });
  afterEach(() => setNavigator(null));
  return visited;
}
