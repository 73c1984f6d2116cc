/*
 * One public page rendered on the server: its route's loader run (React Router's static handler over the public
 * portal's routes, the live release's), then the same tree the browser hydrates (the shell's layout around that
 * portal's App) rendered once from the query cache the loader filled.
 */
import { createStaticHandler, StaticRouter } from '@alumni/react-router-source';
import { api } from '@alumni/shared';
import { FORM_ECHO_KEY } from '@alumni/shared/contracts';
import type { PageLoadContext, ShellRenderInput, ShellRenderOutput } from '@alumni/shared/portals';
import { inProcessAdapter, renderWithQueries } from '@alumni/shared/server-render';
import { StrictMode } from 'react';
import type { RouteObject } from 'react-router';
import { AppTree } from '../app/root';
import { serializeState } from './serialize-state';
import { loadPublicPortal } from './server-remotes';

const describeError = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** One static handler per release's routes (a rollback brings other route objects). */
const handlers = new WeakMap<RouteObject[], ReturnType<typeof createStaticHandler>>();
function handlerOf(routes: RouteObject[]) {
  let handler = handlers.get(routes);
  if (!handler) handlers.set(routes, (handler = createStaticHandler(routes)));
  return handler;
}

export async function renderPage(input: ShellRenderInput): Promise<ShellRenderOutput> {
  const { version, routes } = await loadPublicPortal(input.manifest, input.readPortalFile);
  api.useAdapter(inProcessAdapter(input.callApi));
  const page = await renderWithQueries(
    (client) => (
      <StrictMode>
        <StaticRouter location={input.url}>
          <AppTree queryClient={client} />
        </StaticRouter>
      </StrictMode>
    ),
    {
      load: async (queryClient) => {
        // A native form post's outcome, which the page's form reads (contracts/native-forms.ts).
        if (input.formEcho) queryClient.setQueryData(FORM_ECHO_KEY, input.formEcho);
        const requestContext: PageLoadContext = { queryClient, pageData: input.pageData };
        await handlerOf(routes).query(new Request(new URL(input.url, 'http://server.invalid')), { requestContext });
      },
    },
  );
  return {
    html: page.html,
    headTags: page.headTags,
    bodyEnd: serializeState(page.state),
    portalVersion: version,
    errors: page.errors.map(describeError),
  };
}
