import { NotFoundScreen, RouteErrorBoundary } from '@alumni/shared';
import { PasswordChangePage } from '@alumni/shared/accounts';
import { Route, Routes } from 'react-router';
import { JobsPage } from '../features/jobs/components/jobs-page';
import { MessagesPage } from '../features/messages/components/messages-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { RegistrationRequestPage } from '../features/registration-requests/components/registration-request-page';
import { RegistrationRequestsPage } from '../features/registration-requests/components/registration-requests-page';
import { WelcomePage } from '../features/welcome/components/welcome-page';

/** Routes relative to /superAdmin/dashboard (the shell provides router, theme, session and guard). */
export function App() {
  return (
    <Routes>
      <Route element={<RouteErrorBoundary />}>
        <Route index element={<WelcomePage />} />
        <Route path="home" element={<WelcomePage />} />
        <Route path="associations" element={<RegistrationRequestsPage key="all" pendingOnly={false} />} />
        <Route path="associations/pending" element={<RegistrationRequestsPage key="pending" pendingOnly />} />
        <Route path="associations/:id" element={<RegistrationRequestPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="profile/update-password" element={<PasswordChangePage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="jobs" element={<JobsPage />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
