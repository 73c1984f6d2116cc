/*
 * A React tree rendered to HTML on the server with its data, in one pass: the caller's loader fills the query
 * cache first (the page's route loader), then the tree is rendered once, waiting for the lazy parts it meets
 * (their code, loaded once per process) before any markup comes out. A query the loader did not fetch is rendered
 * loading, as the browser first does, and fetched there. Its Emotion styles are extracted into tags for <head>,
 * its query cache dehydrated for the browser.
 */
import { CacheProvider, Global } from '@alumni/emotion-source';
import { ChakraProvider } from '@chakra-ui/react';
import { dehydrate, type DehydratedState, type QueryClient } from '@alumni/react-query-source';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { PassThrough } from 'node:stream';
import { text } from 'node:stream/consumers';
import { createQueryClient } from '../query/query-client';
import { SERVER_STYLES_ATTRIBUTE, STYLE_KEY } from '../ui/page-styles';
import { getPageSystem } from '../ui/system';
import { FragmentRenderContext } from '../ui/static-fragment';
import { NotOnTheServer } from './in-process-adapter';
import { inStyleTag, type KeptFragments } from './kept-fragments';

export type RenderedTree = {
  html: string;
  /** The Emotion style tags of `html`. */
  headTags: string;
  /** The settled queries, errors as the pages read them (status and the server's answer). */
  state: DehydratedState;
  /** What failed inside the tree (those boundaries are left to the browser). */
  errors: unknown[];
};

/** How long a render waits for its lazy parts before it leaves those still missing to the browser. */
const GIVE_UP_MS = 5000;

/**
 * The tree's markup once all of it is ready (`onAllReady`: every lazy part loaded), written out at once. A
 * boundary is never outlined (`progressiveChunkSize`), so the markup holds no script to reveal one: the page's
 * policy runs none inline.
 */
function renderToHtml(tree: ReactNode, errors: unknown[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(tree, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(stuck);
        resolve(text(stream.pipe(new PassThrough())));
      },
      onShellError: (error) => {
        clearTimeout(stuck);
        reject(error);
      },
      onError: (error) => void errors.push(error),
    });
    // A part waiting on something that never comes is given up (left to the browser) rather than kept forever.
    const stuck = setTimeout(() => stream.abort(new Error('The server render waited too long')), GIVE_UP_MS);
  });
}

/**
 * Queries whose fetch would change something (NotOnTheServer): out of the cache, so the server renders them
 * loading, as the browser first does before it runs them itself.
 */
function leaveToBrowser(client: QueryClient) {
  for (const query of client.getQueryCache().getAll())
    if (query.state.error instanceof NotOnTheServer) client.getQueryCache().remove(query);
}

type FailedRequest = { message?: string; response?: { status?: number; data?: unknown } } | null;

/**
 * A failed query's error as the pages read it (`response.status`, the server's answer) and nothing else:
 * an AxiosError carries its stack (with the server's install path), its request config and headers.
 */
const asThePageReadsIt = (error: FailedRequest) =>
  error
    ? ({
        message: error.message,
        response: { status: error.response?.status, data: error.response?.data },
      } as unknown as Error)
    : error;

/**
 * The queries as the browser hydrates them: a failed query's error and its last failure reason as the pages
 * read them (an AxiosError would serialize without its response, and with its stack and config).
 */
function forTheBrowser(state: DehydratedState): DehydratedState {
  // No clock in the page: equal data, equal bytes (and ETag). The browser counts the data as fetched when
  // the page arrived (shell/src/server/hydration.ts).
  for (const query of state.queries) {
    query.dehydratedAt = 0;
    query.state.dataUpdatedAt = 0;
    query.state.errorUpdatedAt = 0;
    query.state.error = asThePageReadsIt(query.state.error as FailedRequest);
    query.state.fetchFailureReason = asThePageReadsIt(query.state.fetchFailureReason as FailedRequest);
  }
  return state;
}

/** The Emotion ids of the global styles `tree` renders (what Emotion's server API extracts as global). */
function globalIdsOf(tree: ReactNode): string[] {
  const cache = createCache({ key: STYLE_KEY });
  const emotion = createEmotionServer(cache);
  const html = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  return emotion
    .extractCriticalToChunks(html)
    .styles.filter((chunk) => chunk.key !== STYLE_KEY)
    .flatMap((chunk) => chunk.ids);
}

let prebuilt: Set<string> | undefined;

/**
 * The global styles ChakraProvider renders with the page's system that the page's prebuilt stylesheet holds
 * already (shared/build/global-css.ts: the tokens as CSS variables), found by rendering the provider alone and
 * reading its globals back with Emotion's server API: every one but the layer order, which stays in the head,
 * so the page's own rules, inlined before the stylesheet's link, cannot set the layers' order first.
 */
function prebuiltGlobalIds(): Set<string> {
  if (!prebuilt) {
    const system = getPageSystem();
    const layerOrder = new Set(globalIdsOf(<Global styles={system.layers.atRule} />));
    prebuilt = new Set(
      globalIdsOf(<ChakraProvider value={system}>{null}</ChakraProvider>).filter((id) => !layerOrder.has(id)),
    );
  }
  return prebuilt;
}

/**
 * `tree` rendered with its data: `load` fills the query cache first (the page's route loader, which fetches what
 * the page reads), then the tree is rendered once.
 */
export async function renderWithQueries(
  tree: (client: QueryClient) => ReactNode,
  { load, fragments }: { load?: (client: QueryClient) => Promise<unknown>; fragments?: KeptFragments } = {},
): Promise<RenderedTree> {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const errors: unknown[] = [];
  await load?.(client);
  leaveToBrowser(client);
  const cache = createCache({ key: STYLE_KEY });
  // Made before the render: it sets the cache up to keep the rules it extracts (no style tag in the markup).
  const emotion = createEmotionServer(cache);
  const pass = fragments?.pass() ?? null;
  const html = await renderToHtml(
    <FragmentRenderContext.Provider value={pass}>
      <CacheProvider value={cache}>{tree(client)}</CacheProvider>
    </FragmentRenderContext.Provider>,
    errors,
  );
  // Emotion's documented server API: the page's rules (key `css`) in a tag naming their ids, which the browser's
  // cache is hydrated with (PageStyles); global styles as Emotion writes them (`constructStyleTagsFromChunks`),
  // where its `Global` finds them when it hydrates. An empty global style would be an empty tag. The theme's tokens
  // (prebuiltGlobalIds) are in the page's prebuilt stylesheet already: their tag goes without its rules, so the page
  // does not carry them twice, and Global, finding its tag, adopts it as it does any server-rendered global instead
  // of inserting 28 KB of variables when the page hydrates (a whole-page style recalculation under the first tap).
  // The fragments sent as kept markup bring their own rules (kept-fragments.ts); those rendered here are kept.
  const { styles } = emotion.extractCriticalToChunks(html);
  const page = styles.find((chunk) => chunk.key === STYLE_KEY);
  const rendered = {
    page: page && { ...page, css: inStyleTag(page.css) },
    globals: styles
      .filter((chunk) => chunk.key !== STYLE_KEY && chunk.css !== '')
      .map((chunk) => (chunk.ids.every((id) => prebuiltGlobalIds().has(id)) ? { ...chunk, css: '' } : chunk)),
  };
  const all = pass ? pass.withKeptStyles(rendered.page, rendered.globals) : rendered;
  if (pass && errors.length === 0) pass.keep(html, (part) => emotion.extractCriticalToChunks(part), rendered.globals);
  const globals = all.globals.map((chunk) => ({ ...chunk, css: inStyleTag(chunk.css) }));
  const headTags =
    emotion.constructStyleTagsFromChunks({ html: '', styles: globals }) +
    `<style ${SERVER_STYLES_ATTRIBUTE}="${all.page?.ids.join(' ') ?? ''}">${all.page?.css ?? ''}</style>`;
  return {
    html,
    headTags,
    state: forTheBrowser(dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' })),
    errors,
  };
}
