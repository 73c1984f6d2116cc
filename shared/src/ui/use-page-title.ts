import { useEffect } from 'react';
import { PRODUCT_NAME } from './brand/product';

/** Sets the tab title for a page: "<title> | Alumni Connect". */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
