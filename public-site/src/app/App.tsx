import { NotFoundScreen } from '@alumni/shared';
import { Route, Routes } from 'react-router';
import { RequireSignedIn } from '../components/require-signed-in';
import { SiteChatBubble } from '../components/site-chat-bubble';
import { AboutPage } from '../features/about/components/about-page';
import { AssociationDetailPage } from '../features/associations/components/association-detail-page';
import { AssociationListPage } from '../features/associations/components/association-list-page';
import { LoginPage } from '../features/auth/components/login-page';
import { SignUpPage } from '../features/auth/components/sign-up-page';
import { LandingPage } from '../features/landing/components/landing-page';
import { BeAMemberPage } from '../features/memberships/components/be-a-member-page';
import { MembershipOptionsPage } from '../features/memberships/components/membership-options-page';
import { PublicProfilePage } from '../features/public-profile/components/public-profile-page';

/** Absolute paths: the shell mounts this App on its catch-all route for the public path list. */
export function App() {
  return (
    <>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/home" element={<LandingPage />} />
        <Route path="/landing-page" element={<LandingPage variant="alternate" />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/signup" element={<SignUpPage />} />
        <Route path="/about-us" element={<AboutPage />} />
        <Route path="/user/:id" element={<PublicProfilePage />} />
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
      <SiteChatBubble />
    </>
  );
}

export default App;
