/*
 * One public page rendered on the server: the same tree the browser hydrates (the shell's layout around the
 * public portal's App of the live release), from the API's answers fetched in process.
 */
import { StaticRouter } from '@alumni/react-router-source';
import { api, LanguageProvider } from '@alumni/shared';
import { DEFAULT_LANGUAGE } from '@alumni/shared/i18n';
import { FORM_ECHO_KEY } from '@alumni/shared/contracts';
import type { ShellRenderInput, ShellRenderOutput } from '@alumni/shared/portals';
import { inProcessAdapter, renderWithQueries } from '@alumni/shared/server-render';
import { StrictMode } from 'react';
import { AppTree } from '../app/root';
import { serializeState } from './serialize-state';
import { loadPublicPortal } from './server-remotes';

const describeError = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

export async function renderPage(input: ShellRenderInput): Promise<ShellRenderOutput> {
  const { version, pageQueries } = await loadPublicPortal(input.manifest, input.readPortalFile);
  api.useAdapter(inProcessAdapter(input.callApi));
  const page = await renderWithQueries(
    (client) => (
      <StrictMode>
        <LanguageProvider language={input.language ?? DEFAULT_LANGUAGE}>
          <StaticRouter location={input.url}>
            <AppTree queryClient={client} />
          </StaticRouter>
        </LanguageProvider>
      </StrictMode>
    ),
    {
      prefetch: [
        ...(pageQueries?.(input.url) ?? []),
        // A native form post's outcome, which the page's form reads (contracts/native-forms.ts).
        ...(input.formEcho ? [{ queryKey: FORM_ECHO_KEY, queryFn: async () => input.formEcho }] : []),
      ],
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
