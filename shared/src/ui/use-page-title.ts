import { useEffect } from 'react';
import { pageTitle } from '../portals/public-pages';

/** Sets the tab title for a page: "<title> | Alumni Connect" (the server's answer names the same). */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
