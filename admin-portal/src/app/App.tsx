import { NotFoundScreen, RouteErrorBoundary } from '@alumni/shared';
import { RegisterAssociationPage } from '@alumni/shared/registration-requests';
import { Navigate, Route, Routes } from 'react-router';
import { AssociationDetailsPage } from '../features/associations/components/association-details-page';
import { AssociationImagePage } from '../features/associations/components/association-image-page';
import { AssociationUpdatePage } from '../features/associations/components/association-update-page';
import { ManagedAssociationRoute } from '../features/associations';
import { YourAssociationsPage } from '../features/associations/components/your-associations-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { AttendeesPage } from '../features/events/components/attendees-page';
import { CheckInPage } from '../features/events/components/check-in-page';
import { EventDetailPage } from '../features/events/components/event-detail-page';
import { EventAddPage, EventUpdatePage } from '../features/events/components/event-form-pages';
import { EventsPage } from '../features/events/components/events-page';
import { MemberImportPage } from '../features/member-imports';
import { MembersPage } from '../features/members/components/members-page';
import { MembershipTypeDetailPage } from '../features/membership-types/components/membership-type-detail-page';
import {
  MembershipTypeAddPage,
  MembershipTypeUpdatePage,
} from '../features/membership-types/components/membership-type-pages';
import { MembershipTypesPage } from '../features/membership-types/components/membership-types-page';
import { ReconcileUploadPage } from '../features/transactions/components/reconcile-upload-page';
import { ReconciliationPage } from '../features/transactions/components/reconciliation-page';
import { TransactionsPage } from '../features/transactions/components/transactions-page';

/** Routes relative to /admin/dashboard (the shell provides router, theme, session, guard and frame). */
export function App() {
  return (
    <Routes>
      <Route element={<RouteErrorBoundary />}>
        <Route index element={<Navigate to="associations" replace />} />
        <Route path="associations" element={<YourAssociationsPage />} />
        <Route
          path="associations/register"
          element={<RegisterAssociationPage redirectTo="/admin/dashboard/associations" />}
        />
        <Route path="associations/:associationId" element={<ManagedAssociationRoute />}>
          <Route index element={<AssociationDetailsPage />} />
          <Route path="update" element={<AssociationUpdatePage />} />
          <Route path="update-logo" element={<AssociationImagePage key="logo" kind="logo" />} />
          <Route path="update-cover" element={<AssociationImagePage key="cover" kind="cover" />} />
          <Route path="dashboard" element={<DashboardPage />} />
          <Route path="members" element={<MembersPage />} />
          <Route path="members/import" element={<MemberImportPage />} />
          <Route path="membership-types" element={<MembershipTypesPage />} />
          <Route path="memberships/add" element={<MembershipTypeAddPage />} />
          <Route path="memberships/:membershipId" element={<MembershipTypeDetailPage />} />
          <Route path="memberships/:membershipId/update" element={<MembershipTypeUpdatePage />} />
          <Route path="transactions/online" element={<TransactionsPage key="online" offline={false} />} />
          <Route path="transactions/offline" element={<TransactionsPage key="offline" offline />} />
          <Route path="transactions/offline/reconcile" element={<ReconcileUploadPage />} />
          <Route path="transactions/offline/reconcile/:reconciliationId" element={<ReconciliationPage />} />
          <Route path="events" element={<EventsPage />} />
          <Route path="events/add" element={<EventAddPage />} />
          <Route path="events/:eventId" element={<EventDetailPage />} />
          <Route path="events/:eventId/update" element={<EventUpdatePage />} />
          <Route path="events/:eventId/attendees" element={<AttendeesPage />} />
          <Route path="events/:eventId/check-in" element={<CheckInPage />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
