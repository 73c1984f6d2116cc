/*
 * One public page rendered on the server: its route's loader run (React Router's static handler over the public
 * portal's routes, the live release's), which fills the query cache and answers the page's status and head, then
 * the same tree the browser hydrates (the shell's layout around that portal's App) rendered once from that cache.
 */
import { createStaticHandler, StaticRouter } from '@alumni/react-router-source';
import { api, LanguageProvider } from '@alumni/shared';
import { DEFAULT_LANGUAGE, LANGUAGES, loadAllCatalogs, type Language } from '@alumni/shared/i18n';
import { FORM_ECHO_KEY } from '@alumni/shared/contracts';
import { jsonScriptTag } from '@alumni/shared/format';
import { SSR_STATE_ID } from '@alumni/shared/hydration/element-ids.cjs';
import {
  UNAVAILABLE_ANSWER,
  type PageAnswer,
  type PageLoadContext,
  type PageLoaderData,
  type ShellRenderInput,
  type ShellRenderOutput,
} from '@alumni/shared/portals';
import { inProcessAdapter, KeptFragments, renderWithQueries } from '@alumni/shared/server-render';
import { StrictMode } from 'react';
import type { RouteObject } from 'react-router';
import { AppTree } from '../app/root';
import { loadPublicPortal } from './server-remotes';

const describeError = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

type HandlerResult = Awaited<ReturnType<ReturnType<typeof createStaticHandler>['query']>>;

/**
 * The page's status, headers and head as its route's loader answered them (React Router's `data()`): undefined
 * for a release whose routes declare no head (the web server then answers from the path), 503 for a loader that
 * failed.
 */
function answerOf(result: HandlerResult): PageAnswer | undefined {
  if (result instanceof Response) return undefined;
  if (result.errors) return UNAVAILABLE_ANSWER;
  const leaf = result.matches.at(-1)?.route.id ?? '';
  const head = (result.loaderData[leaf] as PageLoaderData | null | undefined)?.head;
  return head && { status: result.statusCode, headers: Object.fromEntries(result.loaderHeaders[leaf] ?? []), head };
}

/**
 * Per release of the public site (a release or rollback brings other route objects): its static handler, and the
 * static fragments its pages' renders keep (a fragment's markup may come from the release's code), one set per
 * language (the nav, the footer and the chat bubble read the page's language).
 */
type Release = { handler: ReturnType<typeof createStaticHandler>; fragments: Record<Language, KeptFragments> };
const releases = new WeakMap<RouteObject[], Release>();
function releaseOf(routes: RouteObject[]): Release {
  let release = releases.get(routes);
  if (!release) {
    const fragments = Object.fromEntries(LANGUAGES.map((language) => [language, new KeptFragments()]));
    releases.set(routes, (release = { handler: createStaticHandler(routes), fragments } as Release));
  }
  return release;
}

export async function renderPage(input: ShellRenderInput): Promise<ShellRenderOutput> {
  const { version, routes } = await loadPublicPortal(input.manifest, input.readPortalFile);
  api.useAdapter(inProcessAdapter(input.callApi));
  const language = input.language ?? DEFAULT_LANGUAGE;
  const { handler, fragments } = releaseOf(routes);
  // The portal's catalogs in the page's language (its modules, now evaluated, made them): never a fallback rendered.
  await loadAllCatalogs(language);
  let answer: PageAnswer | undefined;
  let loaderErrors: unknown[] = [];
  const page = await renderWithQueries(
    (client) => (
      <StrictMode>
        <LanguageProvider language={language}>
          <StaticRouter location={input.url}>
            <AppTree queryClient={client} />
          </StaticRouter>
        </LanguageProvider>
      </StrictMode>
    ),
    {
      fragments: fragments[language],
      load: async (queryClient) => {
        // A native form post's outcome, which the page's form reads (contracts/native-forms.ts).
        if (input.formEcho) queryClient.setQueryData(FORM_ECHO_KEY, input.formEcho);
        const request = new Request(new URL(input.url, 'http://server.invalid'));
        const requestContext: PageLoadContext = { queryClient, language, site: input.site };
        const result = await handler.query(request, { requestContext });
        answer = answerOf(result);
        if (!(result instanceof Response) && result.errors) loaderErrors = Object.values(result.errors);
      },
    },
  );
  return {
    html: page.html,
    headTags: page.headTags,
    bodyEnd: jsonScriptTag(SSR_STATE_ID, page.state),
    answer,
    portalVersion: version,
    errors: [...loaderErrors, ...page.errors].map(describeError),
  };
}
