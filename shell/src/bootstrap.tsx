import { api, createQueryClient, getPageSystem, prepareOnIntent, useSession } from '@alumni/shared';
import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Root } from './app/root';
import { loadRemoteApp } from './remotes/load-remote-app';
import { loadManifest } from './remotes/manifest';
import { PUBLIC_PORTAL_NAME, serverRenderedState } from './server/hydration';
import { ROOT_ID } from '@alumni/shared/hydration/element-ids.cjs';

/**
 * A page the server rendered (its markup in #root, its query cache in a JSON script) is hydrated from that
 * cache. The public site's code loads meanwhile: the shell around it (nav, theme toggle, menus) hydrates
 * without waiting for it, its part of the page keeps the server's markup until it comes (RemoteApp).
 * Anything missing, and the page is rendered here as before.
 */
function prepareHydration(container: HTMLElement) {
  const state = serverRenderedState(container);
  if (!state || !PUBLIC_PORTAL_NAME) return null;
  // Started now, beside the rest of the start; a failure shows the error screen where the portal is.
  loadRemoteApp(PUBLIC_PORTAL_NAME).catch(() => undefined);
  const queryClient = createQueryClient();
  hydrate(queryClient, state);
  return queryClient;
}

async function start() {
  // The session and the manifest load side by side; the page renders once the remotes are known.
  void useSession.getState().loadUser();
  // The API client's axios comes with the first request, or before it once a person starts using the page.
  prepareOnIntent(api);
  await loadManifest();
  const container = document.getElementById(ROOT_ID);
  if (!container) throw new Error('No #root element to mount into');
  const queryClient = prepareHydration(container);
  // The theme system is built in a task of its own, apart from the long one that evaluated the modules
  // and from the first render.
  getPageSystem();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));

  // Transitions: React renders (or hydrates) the page in slices between the browser's other work,
  // instead of one long task that keeps a phone from answering a tap.
  if (queryClient) return startTransition(() => void hydrateRoot(container, <Root queryClient={queryClient} />));
  container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(<Root />));
}

void start();
