import { Box, type BoxProps } from '@chakra-ui/react';
import { Suspense, use, type ReactNode } from 'react';

/** How far below the screen a section starts loading, so it is there before it scrolls into view. */
const AHEAD = '1200px 0px';
const isServer = typeof window === 'undefined';

const nearby = new Map<string, Promise<void>>();

/**
 * Settles once the section `id` comes near the screen (at once for a link to `#id`, or where there is no
 * IntersectionObserver), and stays settled for the rest of the visit.
 */
function whenNear(id: string): Promise<void> {
  let promise = nearby.get(id);
  if (!promise) {
    promise = new Promise<void>((resolve) => {
      if (typeof IntersectionObserver === 'undefined' || window.location.hash === `#${id}`) return resolve();
      const observe = () => {
        const holder = document.querySelector(`[data-deferred-section="${id}"]`);
        if (!holder) return void requestAnimationFrame(observe);
        const observer = new IntersectionObserver(
          (entries) => {
            if (!entries.some((entry) => entry.isIntersecting)) return;
            observer.disconnect();
            resolve();
          },
          { rootMargin: AHEAD },
        );
        observer.observe(holder);
      };
      requestAnimationFrame(observe);
    });
    nearby.set(id, promise);
  }
  return promise;
}

/** Suspends in the browser until the section is near the screen; the server renders it at once. */
function WhenNear({ id, children }: { id: string; children: ReactNode }) {
  if (!isServer) use(whenNear(id));
  return children;
}

/**
 * A section at the foot of the landing page whose code is heavy (`children` is a React.lazy component: the
 * Get in Touch form brings zod and react-hook-form, the FAQ Chakra's accordion). The server renders it
 * into the page (people who never scroll, find-in-page and crawlers see it). In the browser it is
 * hydrated, or rendered, only when it comes near the screen: until then React keeps the server's markup
 * as it is, or, on a page rendered in the browser, a placeholder of about its height holds its place.
 */
export function DeferredSection({ id, minH, children }: { id: string; minH: BoxProps['minH']; children: ReactNode }) {
  return (
    <div data-deferred-section={id}>
      <Suspense fallback={<Box id={id} minH={minH} aria-hidden="true" />}>
        <WhenNear id={id}>{children}</WhenNear>
      </Suspense>
    </div>
  );
}
