import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the top on a move to another page, or to `#section` when the URL has one. The target may live
 * in a remote that is still loading, so it is looked for a few times. The page a visitor arrives on is
 * left where the browser put it (the top, or where they were on a reload or back) and where they may
 * already have scrolled to before the page came alive: a server-rendered page can be read and scrolled
 * while its code is still loading.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();
  const shown = useRef<string | null>(null);

  useEffect(() => {
    const previous = shown.current;
    shown.current = pathname + hash;
    if (!hash) {
      if (previous !== null && previous !== shown.current) window.scrollTo(0, 0);
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = window.setInterval(() => {
      const target = document.getElementById(id);
      tries += 1;
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' });
      if (target || tries > 40) window.clearInterval(timer);
    }, 50);
    return () => window.clearInterval(timer);
  }, [pathname, hash]);

  return null;
}
