import { matchPath } from 'react-router';

/** Paths the public_site remote answers (spec section 2); anything else outside the dashboards is Page Not Found. */
const PUBLIC_PATHS = [
  '/',
  '/home',
  '/landing-page',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/about-us',
  '/user/:id',
  '/associations',
  '/associations/*',
] as const;

export const isPublicPath = (pathname: string) => PUBLIC_PATHS.some((pattern) => matchPath(pattern, pathname) !== null);
