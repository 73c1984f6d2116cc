/*
 * A React tree rendered to HTML on the server with its data: the queries its page is known to ask for are
 * fetched first (through the shared API client, whose adapter the caller points at the API); any other
 * query the render asks for is fetched then and the tree rendered again. Its Emotion styles are extracted
 * into tags for <head>, its query cache dehydrated for the browser.
 */
import { CacheProvider } from '@alumni/emotion-source';
import { dehydrate, type DehydratedState, type FetchQueryOptions, type QueryClient } from '@alumni/react-query-source';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createQueryClient } from '../query/query-client';
import { SERVER_STYLES_ATTRIBUTE, STYLE_KEY } from '../ui/page-styles';
import { NotOnTheServer } from './in-process-adapter';

/** Renders of one page: a page whose data shows more queries (a list, then its rows) is rendered again. */
const MAX_PASSES = 4;
/** A Suspense boundary renderToString could not finish (a lazy part not loaded yet): its fallback is in the markup. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

export type RenderedTree = {
  html: string;
  /** The Emotion style tags of `html`. */
  headTags: string;
  /** The settled queries, errors as the pages read them (status and the server's answer). */
  state: DehydratedState;
  /** What failed inside the tree (those boundaries are left to the browser). */
  errors: unknown[];
  /** How many times the tree was rendered (1 when every query it asked for was fetched beforehand). */
  renders: number;
};

const withCache = (tree: ReactNode, cache: EmotionCache) => <CacheProvider value={cache}>{tree}</CacheProvider>;

/**
 * Waits for everything the tree suspends on (its lazy parts load, once per process), so the next
 * synchronous render has them. The markup is not used: a prerender outlines the boundaries that suspended
 * and adds inline scripts to reveal them, which the page's policy would refuse.
 */
async function loadLazyParts(tree: ReactNode, errors: unknown[]) {
  const { prelude } = await prerenderToNodeStream(withCache(tree, createCache({ key: STYLE_KEY })), {
    onError: (error) => void errors.push(error),
  });
  for await (const chunk of prelude) void chunk;
}

/** One synchronous render: every boundary whose code is loaded is rendered in place, with no script. */
function renderOnce(tree: ReactNode) {
  const cache = createCache({ key: STYLE_KEY });
  // Made before the render: it sets the cache up to keep the rules it extracts.
  const emotion = createEmotionServer(cache);
  return { html: renderToString(withCache(tree, cache)), emotion };
}

/** `</style` cannot end a style tag early, whatever a rule holds (in CSS, `\/` is `/`). */
const inStyleTag = (css: string) => css.replace(/<\/(style)/gi, '<\\/$1');

/** Queries the last render asked for that nobody has fetched (and the server may fetch). */
const unfetched = (client: QueryClient, leftToBrowser: Set<string>) =>
  client
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' && query.state.fetchStatus === 'idle' && !leftToBrowser.has(query.queryHash),
    );

/** The queries fetched (a failure is kept in the cache as the pages read it, not thrown). */
const fetchAll = (client: QueryClient, queries: readonly FetchQueryOptions[]) =>
  Promise.all(queries.map((options) => client.prefetchQuery({ ...options, retry: false })));

/**
 * Queries whose fetch would change something (NotOnTheServer): out of the cache, so the server renders them
 * loading, as the browser first does before it runs them itself.
 */
function leaveToBrowser(client: QueryClient, leftToBrowser: Set<string>) {
  for (const query of client.getQueryCache().getAll()) {
    if (!(query.state.error instanceof NotOnTheServer)) continue;
    leftToBrowser.add(query.queryHash);
    client.getQueryCache().remove(query);
  }
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

/**
 * `tree` rendered with its data. `prefetch` are the queries its page is known to ask for (a portal's
 * `pageQueries`): fetched before the first render, they spare the render that would find them.
 */
export async function renderWithQueries(
  tree: (client: QueryClient) => ReactNode,
  { prefetch = [] }: { prefetch?: readonly FetchQueryOptions[] } = {},
): Promise<RenderedTree> {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  const errors: unknown[] = [];
  const leftToBrowser = new Set<string>();
  await fetchAll(client, prefetch);
  leaveToBrowser(client, leftToBrowser);
  let pass = renderOnce(tree(client));
  let renders = 1;
  for (; renders < MAX_PASSES; renders++) {
    const isSuspended = pass.html.includes(CLIENT_RENDERED_BOUNDARY);
    if (unfetched(client, leftToBrowser).length === 0 && !isSuspended) break;
    if (isSuspended) await loadLazyParts(tree(client), errors);
    // A part that fails (rather than loads) stays the browser's to render: no use rendering it again.
    if (errors.length > 0) break;
    await fetchAll(
      client,
      unfetched(client, leftToBrowser).map((query) => ({ ...query.options, queryKey: query.queryKey })),
    );
    leaveToBrowser(client, leftToBrowser);
    pass = renderOnce(tree(client));
  }
  // Emotion's documented server API: the page's rules (key `css`) in a tag naming their ids, which the browser's
  // cache is hydrated with (PageStyles); global styles as Emotion writes them (`constructStyleTagsFromChunks`),
  // where its `Global` finds them when it hydrates. An empty global style (the theme's global CSS comes prebuilt)
  // would be an empty tag.
  const { styles } = pass.emotion.extractCriticalToChunks(pass.html);
  const page = styles.find((chunk) => chunk.key === STYLE_KEY);
  const globals = styles
    .filter((chunk) => chunk.key !== STYLE_KEY && chunk.css !== '')
    .map((chunk) => ({ ...chunk, css: inStyleTag(chunk.css) }));
  const headTags =
    pass.emotion.constructStyleTagsFromChunks({ html: '', styles: globals }) +
    `<style ${SERVER_STYLES_ATTRIBUTE}="${page?.ids.join(' ') ?? ''}">${inStyleTag(page?.css ?? '')}</style>`;
  return {
    html: pass.html,
    headTags,
    state: forTheBrowser(dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' })),
    errors,
    renders,
  };
}
