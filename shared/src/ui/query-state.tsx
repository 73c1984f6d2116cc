import type { ReactNode } from 'react';
import { isNotFound } from '../api/error-message';
import { LoadError } from './page-states';
import { ErrorScreen } from './screens/error-screen';
import { NotFoundScreen } from './screens/not-found-screen';
import { FullScreenSpinner, PageSpinner } from './spinners';

/** What QueryState reads of a TanStack query (or of `allOf` several). */
export type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

export type QueryStateProps<T> = {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /**
   * What could not be loaded, for the error line, in the page's language: "The members" reads "The members could
   * not be loaded."; "This page" when not given.
   */
  what?: string;
  /** A record's own page: a 404 (or 400 for an id that is no number) shows Page Not Found. */
  hasNotFound?: boolean;
  /**
   * `section`: part of a dashboard page under its header (a spinner, an error line with Retry).
   * `screen`: the query is the whole page (a spinner holding the screen so the footer below does not
   * jump on a first load, the Error screen with Retry).
   */
  fill?: 'section' | 'screen';
};

/** The one way a page shows a query: loading, failed (with Retry), not found, else its content. */
export function QueryState<T>({ query, children, what, hasNotFound = false, fill = 'section' }: QueryStateProps<T>) {
  if (query.isPending) return fill === 'screen' ? <FullScreenSpinner /> : <PageSpinner />;
  if (query.isError || query.data === undefined) {
    const retry = () => void query.refetch();
    if (hasNotFound && isNotFound(query.error)) return <NotFoundScreen />;
    if (fill === 'screen') return <ErrorScreen onRetry={retry} />;
    return <LoadError what={what} error={query.error} onRetry={retry} />;
  }
  return <>{children(query.data)}</>;
}

type DataOf<Q extends QueryLike<unknown>> = Exclude<Q['data'], undefined>;

/** Several queries as one: pending while any is, failed with the first failure, Retry reloads the failed ones. */
export function allOf<Qs extends QueryLike<unknown>[]>(...queries: Qs): QueryLike<{ [K in keyof Qs]: DataOf<Qs[K]> }> {
  const failed = queries.filter((query) => query.isError);
  const isReady = queries.every((query) => query.data !== undefined);
  return {
    data: isReady ? (queries.map((query) => query.data) as { [K in keyof Qs]: DataOf<Qs[K]> }) : undefined,
    isPending: queries.some((query) => query.isPending),
    isError: failed.length > 0,
    error: failed[0]?.error,
    refetch: () => Promise.all(failed.map((query) => query.refetch())),
  };
}
