import { PORTALS } from '@alumni/shared/portals';
import type { DehydratedState } from '@tanstack/react-query';
import { SSR_STATE_ID } from '@alumni/shared/hydration/element-ids.cjs';

export const PUBLIC_PORTAL_NAME = PORTALS.find((p) => p.mountPath === '/' && p.serverRendered)?.name;

/**
 * The query cache the server rendered #root from, or null when the page was not server-rendered. The page
 * carries no clock (equal data, equal bytes): its answers count as fetched when the page arrived.
 */
export function serverRenderedState(container: HTMLElement, now = Date.now()): DehydratedState | null {
  const script = document.getElementById(SSR_STATE_ID);
  if (!script?.textContent || !container.firstElementChild) return null;
  try {
    const state = JSON.parse(script.textContent) as DehydratedState;
    for (const query of state.queries) {
      if (query.state.dataUpdatedAt === 0) query.state.dataUpdatedAt = now;
      if (query.state.errorUpdatedAt === 0) query.state.errorUpdatedAt = now;
    }
    return state;
  } catch {
    return null;
  }
}
