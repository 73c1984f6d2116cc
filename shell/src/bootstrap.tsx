import { AppProvider, useSession } from '@alumni/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes';
import { loadManifest } from './remotes/manifest';

async function start() {
  // The session and the manifest load side by side; the page renders once the remotes are known.
  void useSession.getState().loadUser();
  await loadManifest();

  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element to mount into');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppProvider>
          <AppRoutes />
        </AppProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
