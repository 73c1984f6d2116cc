import { matchPublicPage } from '@alumni/shared/portals';

/** Paths the public_site remote answers (the shared page table); anything else outside the dashboards is Page Not Found. */
export const isPublicPath = (pathname: string) => matchPublicPage(pathname) !== null;
