import { NotFoundScreen, RouteErrorBoundary } from '@alumni/shared';
import { PasswordChangePage } from '@alumni/shared/accounts';
import { RegisterAssociationPage } from '@alumni/shared/registration-requests';
import { Route, Routes } from 'react-router';
import { OldRequestsPath } from '../features/registration-requests/components/old-requests-path';
import { RegistrationRequestPage } from '../features/registration-requests/components/registration-request-page';
import { RegistrationRequestsPage } from '../features/registration-requests/components/registration-requests-page';
import { MyEventsPage } from '../features/events/components/my-events-page';
import { MembershipsPage } from '../features/memberships/components/memberships-page';
import { AccountDeletionPage } from '../features/profile/components/account-deletion-page';
import { EmailUpdatePage } from '../features/profile/components/email-update-page';
import { PictureUpdatePage } from '../features/profile/components/picture-update-page';
import { ProfilePage } from '../features/profile/components/profile-page';
import { ProfileUpdatePage } from '../features/profile/components/profile-update-page';
import { EDUCATION, JOB_EXPERIENCE } from '../features/profile/components/dated-records';
import { DatedRecordAddPage, DatedRecordUpdatePage } from '../features/profile/components/record-pages';
import { TransactionsPage } from '../features/transactions/components/transactions-page';
import { WelcomePage } from '../features/welcome/components/welcome-page';

/** Routes relative to /user/dashboard (the shell provides router, theme, session, guard and frame). */
export function App() {
  return (
    <Routes>
      <Route element={<RouteErrorBoundary />}>
        <Route index element={<WelcomePage />} />
        <Route path="home" element={<WelcomePage />} />
        <Route path="profile">
          <Route index element={<ProfilePage />} />
          <Route path="update" element={<ProfileUpdatePage />} />
          <Route path="update-picture" element={<PictureUpdatePage />} />
          <Route path="update-password" element={<PasswordChangePage />} />
          <Route path="update-email" element={<EmailUpdatePage />} />
          <Route path="delete-account" element={<AccountDeletionPage />} />
          <Route path="education/add" element={<DatedRecordAddPage spec={EDUCATION} />} />
          <Route path="education/:id/update" element={<DatedRecordUpdatePage spec={EDUCATION} />} />
          <Route path="job-experience/add" element={<DatedRecordAddPage spec={JOB_EXPERIENCE} />} />
          <Route path="job-experience/:id/update" element={<DatedRecordUpdatePage spec={JOB_EXPERIENCE} />} />
        </Route>
        <Route path="memberships" element={<MembershipsPage />} />
        <Route path="transactions" element={<TransactionsPage />} />
        <Route path="events" element={<MyEventsPage />} />
        <Route
          path="associations/register"
          element={<RegisterAssociationPage redirectTo="/user/dashboard/association-requests" />}
        />
        <Route path="association-requests" element={<RegistrationRequestsPage />} />
        <Route path="association-requests/:id" element={<RegistrationRequestPage />} />
        <Route path="registration-requests/*" element={<OldRequestsPath />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
