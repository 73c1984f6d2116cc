/*
 * One public page rendered on the server: the same tree the browser hydrates (shell layout, the public
 * portal's App of the live release), its data fetched from the API in process, its Emotion styles
 * extracted into tags for <head>.
 */
import { CacheProvider } from '@alumni/emotion-source';
import { dehydrate, type Query, type QueryClient } from '@alumni/react-query-source';
import { StaticRouter } from '@alumni/react-router-source';
import { api, createQueryClient } from '@alumni/shared';
import { inProcessAdapter } from '@alumni/shared/server-render';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppTree } from '../app/root';
import { loadPublicPortal } from './server-remotes';
import { serializeState } from './serialize-state';
import type { RenderInput, RenderOutput } from '@alumni/shared/portals';

/** Renders of one page: a page whose data shows more queries (a list, then its rows) is rendered again. */
const MAX_PASSES = 4;
/** A Suspense boundary renderToString could not finish (a lazy page not loaded yet): its fallback is in the markup. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

function tree(url: string, client: QueryClient, cache: EmotionCache) {
  return (
    <CacheProvider value={cache}>
      <StrictMode>
        <StaticRouter location={url}>
          <AppTree queryClient={client} />
        </StaticRouter>
      </StrictMode>
    </CacheProvider>
  );
}

/**
 * Waits for everything the page suspends on (its lazy parts load, once per process), so the next
 * synchronous render has them. The markup is not used: a prerender outlines the boundaries that suspended
 * and adds inline scripts to reveal them, which the page's policy would refuse.
 */
async function loadLazyParts(url: string, client: QueryClient, errors: unknown[]) {
  const { prelude } = await prerenderToNodeStream(tree(url, client, createCache({ key: 'css' })), {
    onError: (error) => void errors.push(error),
  });
  for await (const chunk of prelude) void chunk;
}

/** One synchronous render: every boundary whose code is loaded is rendered in place, with no script. */
function renderOnce(url: string, client: QueryClient) {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(tree(url, client, cache));
  return { html, emotion };
}

/** Queries the last render asked for and nobody has fetched yet. */
const unfetched = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle');

type Dehydrated = ReturnType<typeof dehydrate>;

/**
 * A failed query's error as the page reads it (`response.status`, the server's message): an AxiosError
 * itself serializes without its response, and the browser would render another state than the server.
 */
function plainErrors(state: Dehydrated): Dehydrated {
  for (const query of state.queries) {
    const error = query.state.error as { message?: string; response?: { status?: number; data?: unknown } } | null;
    if (error)
      query.state.error = {
        message: error.message,
        response: { status: error.response?.status, data: error.response?.data },
      } as unknown as Error;
  }
  return state;
}

export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const { version } = await loadPublicPortal(input.manifest, input.readPortalFile);
  api.defaults.adapter = inProcessAdapter(input.callApi);
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });

  const errors: unknown[] = [];
  let pass = renderOnce(input.url, client);
  for (let n = 1; n < MAX_PASSES; n++) {
    const wanted = unfetched(client);
    const isSuspended = pass.html.includes(CLIENT_RENDERED_BOUNDARY);
    if (wanted.length === 0 && !isSuspended) break;
    if (isSuspended) await loadLazyParts(input.url, client, errors);
    await Promise.all(unfetched(client).map((query: Query) => client.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false })));
    pass = renderOnce(input.url, client);
  }

  const chunks = pass.emotion.extractCriticalToChunks(pass.html);
  return {
    html: pass.html,
    headTags: pass.emotion.constructStyleTagsFromChunks(chunks),
    bodyEnd: serializeState(plainErrors(dehydrate(client, { shouldDehydrateQuery: (q) => q.state.status !== 'pending' }))),
    portalVersion: version,
    errors: errors.map((error) => (error instanceof Error ? (error.stack ?? error.message) : String(error))),
  };
}
