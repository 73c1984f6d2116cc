import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the top on a new page, or to `#section` when the URL has one. The target may live in a
 * remote that is still loading, so it is looked for a few times.
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
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
