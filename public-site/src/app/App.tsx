import { lazyComponent, NotFoundScreen, PageSpinner, PartLive } from '@alumni/shared';
import { PUBLIC_PAGES, type PageLoadContext, type PublicPageName } from '@alumni/shared/portals';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { Route, Routes, type Params, type RouteObject } from 'react-router';
import { associationQuery } from '../api/get-association';
import { RequireSignedIn } from '../components/require-signed-in';
import { SiteChatBubble } from '../components/site-chat-bubble';
import { associationsQuery, listParamsFrom } from '../features/associations/api/get-associations';
import { AssociationDetailPage } from '../features/associations/components/association-detail-page';
import { AssociationListPage } from '../features/associations/components/association-list-page';
import { LoginPage } from '../features/auth/components/login-page';
import { statsQuery } from '../features/landing/api/get-stats';
import { LandingPage } from '../features/landing/components/landing-page';
import { membershipTypesQuery } from '../features/memberships/api/get-membership-types';
import { certificateVerificationQuery } from '../features/certificates/api/get-certificate-verification';
import { publicUserQuery } from '../features/public-profile/api/get-public-user';
import { eventListParamsFrom, eventsQuery, upcomingEventsQuery } from '../api/get-events';
import { associationOptionsQuery } from '../features/events/api/get-association-options';
import { eventQuery } from '../features/events/api/get-event';

// The pages people land on from outside (the landing page, the association list, an association's page, shared by
// link) and the login page's frame (its form loads on its own) come with the App; every other page is its own chunk,
// fetched when it is opened (lazyPage), so their forms (zod, react-hook-form) stay off the first load.
function lazyPage<K extends string>(load: () => Promise<Record<K, () => ReactNode>>, name: K): ReactNode {
  const Page = lazyComponent<Record<string, () => ReactNode>, string>(load, name);
  return <Page />;
}

/** What a page shows and the data it reads, fetched into the query cache by its loader before the server renders it. */
type PagePart = {
  element: ReactNode;
  queries?: (params: Params, search: URLSearchParams) => FetchQueryOptions<any, any, any, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any -- each page's data has its own type
};

/** The landing page's variants show the site's figures and the soonest events. */
const landingQueries = () => [statsQuery(), upcomingEventsQuery()];

/** Each page of the shared table (path, title, indexing: `PUBLIC_PAGES`) by its name: what it renders and reads. */
const PARTS: Record<PublicPageName, PagePart> = {
  landing: { element: <LandingPage />, queries: landingQueries },
  'landing-alternate': { element: <LandingPage variant="alternate" />, queries: landingQueries },
  login: { element: <LoginPage /> },
  signup: { element: lazyPage(() => import('../features/auth/components/sign-up-page'), 'SignUpPage') },
  'forgot-password': {
    element: lazyPage(() => import('../features/accounts/components/forgot-password-page'), 'ForgotPasswordPage'),
  },
  'reset-password': {
    element: lazyPage(() => import('../features/accounts/components/reset-password-page'), 'ResetPasswordPage'),
  },
  // Confirming an address changes something: the visitor's browser does it, never the server's render.
  'verify-email': {
    element: lazyPage(() => import('../features/accounts/components/verify-email-page'), 'VerifyEmailPage'),
  },
  about: { element: lazyPage(() => import('../features/about/components/about-page'), 'AboutPage') },
  'public-profile': {
    element: lazyPage(() => import('../features/public-profile/components/public-profile-page'), 'PublicProfilePage'),
    queries: ({ handle = '' }) => [publicUserQuery(handle)],
  },
  'certificate-verify': {
    element: lazyPage(
      () => import('../features/certificates/components/certificate-verify-page'),
      'CertificateVerifyPage',
    ),
    queries: ({ code = '' }) => [certificateVerificationQuery(code)],
  },
  associations: {
    element: <AssociationListPage />,
    queries: (_, search) => [associationsQuery(listParamsFrom(search))],
  },
  association: {
    element: <AssociationDetailPage />,
    queries: ({ id = '' }) => [
      associationQuery(id),
      ...(/^\d{1,10}$/.test(id) ? [upcomingEventsQuery(Number(id))] : []),
    ],
  },
  'membership-options': {
    element: lazyPage(
      () => import('../features/memberships/components/membership-options-page'),
      'MembershipOptionsPage',
    ),
    queries: ({ id = '' }) => [associationQuery(id), membershipTypesQuery(id)],
  },
  'be-a-member': {
    element: (
      <RequireSignedIn>
        {lazyPage(() => import('../features/memberships/components/be-a-member-page'), 'BeAMemberPage')}
      </RequireSignedIn>
    ),
    // Read for its status and head: a form for an association that does not exist is Page Not Found.
    queries: ({ id = '' }) => [associationQuery(id)],
  },
  events: {
    element: lazyPage(() => import('../features/events/components/events-page'), 'EventsPage'),
    queries: (_, search) => [eventsQuery(eventListParamsFrom(search)), associationOptionsQuery()],
  },
  event: {
    element: lazyPage(() => import('../features/events/components/event-detail-page'), 'EventDetailPage'),
    queries: ({ eventId = '' }) => [eventQuery(eventId)],
  },
};

/** A page's status, headers and head (page-answers.ts): a chunk of its own, loaded by loaders, on the server only. */
const answers = () => import(/* webpackChunkName: "page-answers" */ './page-answers');

/**
 * The public site's routes, absolute (the shell mounts this App on its catch-all route for the public path list):
 * one per page of the shared table, with its loader, which the server runs (React Router's `createStaticHandler`):
 * it fills the render's query cache with the page's data, then answers the page's status and head from it
 * (`data()`: 404 for an association that does not exist). The browser's pages read the same queries (hydrated
 * from the server's cache).
 */
export const routes: RouteObject[] = [
  ...PUBLIC_PAGES.map((page): RouteObject => {
    const { element, queries } = PARTS[page.name];
    return {
      path: page.pattern,
      element,
      loader: async ({ params, request, context }) => {
        const load = context as PageLoadContext;
        const search = new URL(request.url).searchParams;
        const wanted = queries?.(params, search) ?? [];
        // A failed query stays in the cache as the page reads it (prefetchQuery never throws).
        await Promise.all(wanted.map((query) => load.queryClient.prefetchQuery({ ...query, retry: false })));
        return (await answers()).pageAnswer(page, params, search, load);
      },
    };
  }),
  {
    path: '*',
    element: <NotFoundScreen />,
    loader: async ({ params, request, context }) =>
      (await answers()).pageAnswer(null, params, new URL(request.url).searchParams, context as PageLoadContext),
  },
];

export function App() {
  return (
    <>
      <Suspense fallback={<PageSpinner minH="100dvh" />}>
        <Routes>
          {routes.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
        {/* After the page, in its boundary: live once the page (a lazily loaded one too) has hydrated. */}
        <PartLive />
      </Suspense>
      <SiteChatBubble />
    </>
  );
}
