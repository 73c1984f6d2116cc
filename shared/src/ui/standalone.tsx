import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router';
import { useSession } from '../session/session-store';
import { AppProvider } from './app-provider';
import { ROOT_ID } from '../hydration/element-ids.cjs';

export type MountStandaloneOptions = {
  App: ComponentType;
  /** Where the shell mounts this remote, e.g. `/user/dashboard`; `/` for the public site. */
  basePath?: string;
};

/**
 * Runs a remote on its own dev server without the shell: same providers, no guards or frame.
 * The shell never calls this; it mounts the exposed `./App` instead.
 */
export function mountStandalone({ App, basePath = '/' }: MountStandaloneOptions): void {
  const container = document.getElementById(ROOT_ID);
  if (!container) throw new Error('No #root element to mount into');
  void useSession.getState().loadUser();
  const isRoot = basePath === '/';
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <AppProvider>
          <Routes>
            <Route path={isRoot ? '*' : `${basePath}/*`} element={<App />} />
            {!isRoot && <Route path="*" element={<Navigate to={basePath} replace />} />}
          </Routes>
        </AppProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
