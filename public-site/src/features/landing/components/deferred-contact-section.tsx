import { Box } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const ContactSection = lazy(() => import('./contact-section').then((m) => ({ default: m.ContactSection })));

/** How far below the screen the section starts loading, so it is there before it scrolls into view. */
const AHEAD = '1200px 0px';

/**
 * The Get in Touch section at the foot of the landing page. Its form brings zod and react-hook-form, so
 * it loads when it comes near the screen (or at once for a `#contact` link), not with the first screen.
 * Until then a placeholder of about its height holds its place and its `#contact` anchor.
 */
export function DeferredContactSection() {
  const { hash } = useLocation();
  const holder = useRef<HTMLDivElement>(null);
  const [isNear, setNear] = useState(() => hash === '#contact' || typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (hash === '#contact') setNear(true);
  }, [hash]);

  useEffect(() => {
    const element = holder.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: AHEAD });
    observer.observe(element);
    return () => observer.disconnect();
  }, [isNear]);

  const placeholder = <Box ref={holder} id="contact" minH={{ base: '1100px', lg: '640px' }} aria-hidden="true" />;
  if (!isNear) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ContactSection />
    </Suspense>
  );
}
