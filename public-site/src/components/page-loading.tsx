import { PageSpinner } from '@alumni/shared';

/**
 * A page's loading state. It holds the whole screen, so the footer below stays out of view until the
 * page is there instead of showing and then jumping down (a layout shift on every first load).
 */
export function PageLoading() {
  return <PageSpinner minH="100dvh" />;
}
