import { Box, type BoxProps } from '@chakra-ui/react';
import { Suspense, useCallback, useEffect, useRef, type ReactNode, type RefObject } from 'react';

/** How far below the screen a section starts loading, so it is there before it scrolls into view. */
const AHEAD = '1200px 0px';
const isServer = typeof window === 'undefined';

type Gate = { promise: Promise<void>; open: () => void; isOpen: boolean };
const gates = new Map<string, Gate>();

/** The gate of section `id`: opened once it has come near the screen, and open for the rest of the visit. */
function gateOf(id: string): Gate {
  let gate = gates.get(id);
  if (!gate) {
    const created = { isOpen: false } as Gate;
    created.promise = new Promise<void>((resolve) => {
      created.open = () => {
        created.isOpen = true;
        resolve();
      };
    });
    gates.set(id, (gate = created));
  }
  return gate;
}

/**
 * The module of a section's code, loaded once its gate opens (the server loads it at once). For a
 * React.lazy component: until then React keeps a server-rendered section's markup as it is (hydrating
 * it later), or shows the placeholder on a page rendered in the browser.
 */
export function whenNear<M>(id: string, load: () => Promise<M>): () => Promise<M> {
  return () => (isServer ? load() : gateOf(id).promise.then(load));
}

/**
 * Inside the section's Suspense boundary, after its content: once that content is committed (hydrated or
 * rendered) and its effects have run (the accordion's machine started, say), the holder's `data-hydrating`
 * goes: a mark for tests and the bench that the section's script has taken it over (its forms, until then
 * posted by the browser itself, are sent by the script from then on).
 */
function Committed({ holder }: { holder: RefObject<HTMLDivElement | null> }) {
  // A passive effect, the last of the boundary's: the content's own effects ran before it, and the holder's
  // ref (attached in the same commit at the latest) is set.
  useEffect(() => holder.current?.removeAttribute('data-hydrating'), [holder]);
  return null;
}

/**
 * A section at the foot of the landing page whose code is heavy (`children` is a React.lazy component
 * whose loader waits with `whenNear`: the Get in Touch form brings zod and react-hook-form, the FAQ
 * Chakra's accordion). The server renders it into the page (people who never scroll, find-in-page and
 * crawlers see it); the browser hydrates or renders it when it comes near the screen or the address
 * points at it. Until then a placeholder of about its height holds its place and its anchor.
 */
export function DeferredSection({ id, minH, children }: { id: string; minH: BoxProps['minH']; children: ReactNode }) {
  // A ref callback rather than an effect: it runs as the holder is attached (hydrated or rendered), and its
  // cleanup when the holder goes.
  const holderRef = useRef<HTMLDivElement | null>(null);
  const watch = useCallback(
    (holder: HTMLDivElement | null) => {
      holderRef.current = holder;
      const gate = gateOf(id);
      if (gate.isOpen || !holder) return;
      if (typeof IntersectionObserver === 'undefined' || window.location.hash === `#${id}`) return gate.open();
      const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && gate.open(), {
        rootMargin: AHEAD,
      });
      observer.observe(holder);
      return () => observer.disconnect();
    },
    [id],
  );
  return (
    <div ref={watch} data-deferred-section={id} data-hydrating="">
      <Suspense fallback={<Box id={id} minH={minH} aria-hidden="true" />}>
        {children}
        <Committed holder={holderRef} />
      </Suspense>
    </div>
  );
}
