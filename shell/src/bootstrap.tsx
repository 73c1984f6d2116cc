import { startTransition } from 'react';

/**
 * The first load in steps, each its own task. Run at once, evaluating every module (React DOM, Chakra
 * and its theme system, the stores, the routes) and then the whole first render was one long task that
 * kept a phone from answering a tap for most of a second. The files themselves are fetched together
 * (the server's preload hints name them, see shared/build/first-load-plugin.cjs); here they are
 * evaluated one after another with the browser let in between, and the first render is a transition,
 * which React renders in slices.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start() {
  // The remotes manifest and the session load side by side; the page renders once the remotes are known.
  const manifestLoaded = import('./remotes/manifest').then((m) => m.loadManifest());
  const { useSession } = await import('@alumni/shared');
  void useSession.getState().loadUser();
  await nextTask();
  const { createRoot } = await import('react-dom/client');
  await nextTask();
  const { Root } = await import('./app/root');
  await manifestLoaded;

  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount into');
  const root = createRoot(container);
  startTransition(() => root.render(<Root />));
}

void start();
