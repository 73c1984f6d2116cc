import { AppProvider } from '@alumni/shared';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app-routes';

/** The whole shell: router, theme, query cache and dialogs around the routes. */
export function Root() {
  return (
    <StrictMode>
      <BrowserRouter>
        <AppProvider>
          <AppRoutes />
        </AppProvider>
      </BrowserRouter>
    </StrictMode>
  );
}
