import { getSystem, useSession } from '@alumni/shared';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Root } from './app/root';
import { loadManifest } from './remotes/manifest';

async function start() {
  // The session and the manifest load side by side; the page renders once the remotes are known.
  void useSession.getState().loadUser();
  await loadManifest();
  // The theme system is built in a task of its own, apart from the long one that evaluated the modules
  // and from the first render.
  getSystem();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));

  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount into');
  const root = createRoot(container);
  // A transition: React renders the first page in slices between the browser's other work, instead of
  // one long task that keeps a phone from answering a tap.
  startTransition(() => root.render(<Root />));
}

void start();
