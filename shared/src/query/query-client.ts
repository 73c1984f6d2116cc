import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';

/** A 4xx will not change by asking again; a network blip or 5xx gets one more try. */
const shouldRetry = (failureCount: number, error: unknown) => {
  const status = isApiError(error) ? error.response?.status : undefined;
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < 1;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // Refetching on focus would reset half-filled forms seeded from a query.
        refetchOnWindowFocus: false,
        // A query that failed shows its failure (Page Not Found, or the error screen with its Retry) when a
        // page mounts again, rather than a spinner while it asks once more: a server-rendered page's failed
        // query, hydrated, renders the same Page Not Found the server sent.
        retryOnMount: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
