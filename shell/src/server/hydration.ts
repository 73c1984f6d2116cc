import { PORTALS } from '@alumni/shared/portals';
import { SSR_STATE_ID } from './serialize-state';

export const PUBLIC_PORTAL_NAME = PORTALS.find((p) => p.mountPath === '/' && p.serverRendered)?.name;

/** The query cache the server rendered #root from, or null when the page was not server-rendered. */
export function serverRenderedState(container: HTMLElement): unknown {
  const script = document.getElementById(SSR_STATE_ID);
  if (!script?.textContent || !container.firstElementChild) return null;
  try {
    return JSON.parse(script.textContent) as unknown;
  } catch {
    return null;
  }
}
