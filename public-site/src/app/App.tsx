import { lazyComponent, NotFoundScreen, PageSpinner } from '@alumni/shared';
import type { PageQueries } from '@alumni/shared/portals';
import { Suspense, type ReactNode } from 'react';
import { matchRoutes, Route, Routes, type Params } from 'react-router';
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

// The pages people land on from outside (the landing page, the association list, an association's
// page, shared by link) and the login page's frame (its form loads on its own) come with the App; every
// other page is its own chunk, fetched when it is opened, so their forms (zod, react-hook-form) stay
// off the first load.
const AboutPage = lazyComponent(() => import('../features/about/components/about-page'), 'AboutPage');
const SignUpPage = lazyComponent(() => import('../features/auth/components/sign-up-page'), 'SignUpPage');
const BeAMemberPage = lazyComponent(
  () => import('../features/memberships/components/be-a-member-page'),
  'BeAMemberPage',
);
const MembershipOptionsPage = lazyComponent(
  () => import('../features/memberships/components/membership-options-page'),
  'MembershipOptionsPage',
);
const ForgotPasswordPage = lazyComponent(
  () => import('../features/accounts/components/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyComponent(
  () => import('../features/accounts/components/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyComponent(
  () => import('../features/accounts/components/verify-email-page'),
  'VerifyEmailPage',
);
const CertificateVerifyPage = lazyComponent(
  () => import('../features/certificates/components/certificate-verify-page'),
  'CertificateVerifyPage',
);
const EventsPage = lazyComponent(() => import('../features/events/components/events-page'), 'EventsPage');
const EventDetailPage = lazyComponent(
  () => import('../features/events/components/event-detail-page'),
  'EventDetailPage',
);
const PublicProfilePage = lazyComponent(
  () => import('../features/public-profile/components/public-profile-page'),
  'PublicProfilePage',
);

type Page = {
  path: string;
  element: ReactNode;
  /** The data the page asks for, fetched by the server before it renders the page (see `pageQueries`). */
  queries?: (params: Params, search: URLSearchParams) => ReturnType<PageQueries>;
};

/** The landing page's variants show the site's figures and the soonest events. */
const landingQueries = () => [statsQuery(), upcomingEventsQuery()];

/** Absolute paths: the shell mounts this App on its catch-all route for the public path list. */
const PAGES: Page[] = [
  { path: '/', element: <LandingPage />, queries: landingQueries },
  { path: '/home', element: <LandingPage />, queries: landingQueries },
  { path: '/landing-page', element: <LandingPage variant="alternate" />, queries: landingQueries },
  { path: '/login', element: <LoginPage /> },
  { path: '/signup', element: <SignUpPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password', element: <ResetPasswordPage /> },
  // Confirming an address changes something: the visitor's browser does it, never the server's render.
  { path: '/verify-email', element: <VerifyEmailPage /> },
  { path: '/about-us', element: <AboutPage /> },
  {
    path: '/user/:handle',
    element: <PublicProfilePage />,
    queries: ({ handle = '' }) => [publicUserQuery(handle)],
  },
  {
    path: '/verify/:code',
    element: <CertificateVerifyPage />,
    queries: ({ code = '' }) => [certificateVerificationQuery(code)],
  },
  {
    path: '/associations',
    element: <AssociationListPage />,
    queries: (_, search) => [associationsQuery(listParamsFrom(search))],
  },
  {
    path: '/associations/:id',
    element: <AssociationDetailPage />,
    queries: ({ id = '' }) => [
      associationQuery(id),
      ...(/^\d{1,10}$/.test(id) ? [upcomingEventsQuery(Number(id))] : []),
    ],
  },
  {
    path: '/associations/:id/memberships',
    element: <MembershipOptionsPage />,
    queries: ({ id = '' }) => [associationQuery(id), membershipTypesQuery(id)],
  },
  {
    path: '/associations/:associationId/memberships/:membershipId',
    element: (
      <RequireSignedIn>
        <BeAMemberPage />
      </RequireSignedIn>
    ),
  },
  {
    path: '/events',
    element: <EventsPage />,
    queries: (_, search) => [eventsQuery(eventListParamsFrom(search)), associationOptionsQuery()],
  },
  {
    path: '/events/:eventId',
    element: <EventDetailPage />,
    queries: ({ eventId = '' }) => [eventQuery(eventId)],
  },
  { path: '*', element: <NotFoundScreen /> },
];

/** The data the page at `url` (path and query string) asks for: the server fetches it before rendering. */
export const pageQueries: PageQueries = (url) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const page = matchRoutes(PAGES, pathname)?.at(-1);
  return page?.route.queries?.(page.params, searchParams) ?? [];
};

export function App() {
  return (
    <>
      <Suspense fallback={<PageSpinner minH="100dvh" />}>
        <Routes>
          {PAGES.map(({ path, element }) => (
            <Route key={path} path={path} element={element} />
          ))}
        </Routes>
      </Suspense>
      <SiteChatBubble />
    </>
  );
}
