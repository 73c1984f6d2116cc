import { Box, type BoxProps } from '@chakra-ui/react';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

/** How far below the screen a section starts loading, so it is there before it scrolls into view. */
const AHEAD = '1200px 0px';

/**
 * A section of the landing page whose code loads on demand (`children` is a React.lazy component): it
 * renders when it comes near the screen, or at once for a link to `#id`. Until then a placeholder of
 * about its height holds its place and its anchor. Used for the sections at the foot of the page whose
 * code is heavy (the Get in Touch form brings zod and react-hook-form, the FAQ Chakra's accordion).
 */
export function DeferredSection({ id, minH, children }: { id: string; minH: BoxProps['minH']; children: ReactNode }) {
  const { hash } = useLocation();
  const holder = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(() => hash === `#${id}` || typeof IntersectionObserver === 'undefined');
  // A link to `#id` renders the section at once (and for good), so the browser can scroll to it: state
  // adjusted while rendering, React's way for state that follows a prop, not an effect's second render.
  if (!isNear && hash === `#${id}`) setNear(true);

  useEffect(() => {
    const element = holder.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: AHEAD,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);

  const placeholder = <Box ref={holder} id={id} minH={minH} aria-hidden="true" />;
  if (!isNear) return placeholder;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
