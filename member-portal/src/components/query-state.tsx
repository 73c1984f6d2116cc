import { Alert, Button } from '@chakra-ui/react';
import { getErrorMessage, PageSpinner } from '@alumni/shared';
import type { ReactNode } from 'react';

type QueryLike<T> = { data: T | undefined; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** Spinner while loading, a readable error with Retry when the call failed, else the content. */
export function QueryState<T>({ query, what, children }: { query: QueryLike<T>; what: string; children: (data: T) => ReactNode }) {
  if (query.isPending) return <PageSpinner />;
  if (query.isError || query.data === undefined) return <LoadError what={what} error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}

export function LoadError({ what, error, onRetry }: { what: string; error: unknown; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" maxW="2xl" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Could not load {what}</Alert.Title>
        <Alert.Description>{getErrorMessage(error, 'There is an error. Please try again later.')}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" alignSelf="center" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Alert.Root>
  );
}
