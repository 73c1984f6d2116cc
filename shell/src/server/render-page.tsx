/*
 * One public page rendered on the server: the same tree the browser hydrates (the shell's layout around the
 * public portal's App of the live release), from the API's answers fetched in process.
 */
import { StaticRouter } from '@alumni/react-router-source';
import { api } from '@alumni/shared';
import type { ShellRenderInput, ShellRenderOutput } from '@alumni/shared/portals';
import { fragmentsPerRelease, inProcessAdapter, renderWithQueries } from '@alumni/shared/server-render';
import { StrictMode } from 'react';
import { AppTree } from '../app/root';
import { serializeState } from './serialize-state';
import { loadPublicPortal } from './server-remotes';

const describeError = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

/** The static fragments kept for the live release of the public portal (shared/src/server-render/fragment-cache.ts). */
const fragmentsOf = fragmentsPerRelease();

export async function renderPage(input: ShellRenderInput): Promise<ShellRenderOutput> {
  const { version, entry, pageQueries } = await loadPublicPortal(input.manifest, input.readPortalFile);
  api.useAdapter(inProcessAdapter(input.callApi));
  const page = await renderWithQueries(
    (client) => (
      <StrictMode>
        <StaticRouter location={input.url}>
          <AppTree queryClient={client} />
        </StaticRouter>
      </StrictMode>
    ),
    { prefetch: pageQueries?.(input.url) ?? [], fragments: fragmentsOf(entry) },
  );
  return {
    html: page.html,
    headTags: page.headTags,
    bodyEnd: serializeState(page.state),
    portalVersion: version,
    errors: page.errors.map(describeError),
  };
}
