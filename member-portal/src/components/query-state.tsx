import { LoadError, PageSpinner } from '@alumni/shared';
import type { ReactNode } from 'react';

type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** Spinner while loading, a readable error with Retry when the call failed, else the content. */
export function QueryState<T>({
  query,
  what,
  children,
}: {
  query: QueryLike<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError || query.data === undefined)
    return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
