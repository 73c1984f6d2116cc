import { AppProvider, PageLive, PageStyles } from '@alumni/shared';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';

type TreeProps = { queryClient?: QueryClient };

/** Theme, query cache, dialogs and the routes: what the browser renders and the server renders alike. */
export function AppTree({ queryClient }: TreeProps) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRoutes />
    </AppProvider>
  );
}

/**
 * The whole shell in the browser: the router around the tree (the server uses a static one), with the page's
 * Emotion cache, which knows the rules of a server-rendered page's style tag (PageStyles).
 */
export function Root({ queryClient }: TreeProps) {
  return (
    <StrictMode>
      <PageStyles>
        <BrowserRouter>
          <AppTree queryClient={queryClient} />
          <PageLive />
        </BrowserRouter>
      </PageStyles>
    </StrictMode>
  );
}
