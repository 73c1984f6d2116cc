import { lazyComponent, NotFoundScreen, PageSpinner } from '@alumni/shared';
import { Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { RequireSignedIn } from '../components/require-signed-in';
import { SiteChatBubble } from '../components/site-chat-bubble';
import { AssociationDetailPage } from '../features/associations/components/association-detail-page';
import { AssociationListPage } from '../features/associations/components/association-list-page';
import { LoginPage } from '../features/auth/components/login-page';
import { LandingPage } from '../features/landing/components/landing-page';

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
const PublicProfilePage = lazyComponent(
  () => import('../features/public-profile/components/public-profile-page'),
  'PublicProfilePage',
);

/** Absolute paths: the shell mounts this App on its catch-all route for the public path list. */
export function App() {
  return (
    <>
      <Suspense fallback={<PageSpinner minH="100dvh" />}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/home" element={<LandingPage />} />
          <Route path="/landing-page" element={<LandingPage variant="alternate" />} />
          <Route path="/login" element={<LoginPage />} />
          <Route path="/signup" element={<SignUpPage />} />
          <Route path="/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="/about-us" element={<AboutPage />} />
          <Route path="/user/:handle" element={<PublicProfilePage />} />
          <Route path="/associations" element={<AssociationListPage />} />
          <Route path="/associations/:id" element={<AssociationDetailPage />} />
          <Route path="/associations/:id/memberships" element={<MembershipOptionsPage />} />
          <Route
            path="/associations/:associationId/memberships/:membershipId"
            element={
              <RequireSignedIn>
                <BeAMemberPage />
              </RequireSignedIn>
            }
          />
          <Route path="*" element={<NotFoundScreen />} />
        </Routes>
      </Suspense>
      <SiteChatBubble />
    </>
  );
}
