import { ErrorScreen, NotFoundScreen } from '@alumni/shared';

/** A missing record (404), or an id the API refuses outright (400), reads as Page Not Found. */
export function isNotFound(error: unknown): boolean {
  const status = (error as { response?: { status?: number } } | null)?.response?.status;
  return status === 404 || status === 400;
}

/** What a detail page shows when its record could not be loaded: Not Found, or the error screen with Retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return isNotFound(error) ? <NotFoundScreen /> : <ErrorScreen onRetry={onRetry} />;
}
