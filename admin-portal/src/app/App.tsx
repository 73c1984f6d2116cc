import { NotFoundScreen, RouteErrorBoundary } from '@alumni/shared';
import { RegisterAssociationPage } from '@alumni/shared/registration-requests';
import { Navigate, Route, Routes } from 'react-router';
import { AssociationDetailsPage } from '../features/associations/components/association-details-page';
import { AssociationImagePage } from '../features/associations/components/association-image-page';
import { AssociationUpdatePage } from '../features/associations/components/association-update-page';
import { ManagedAssociationRoute } from '../features/associations';
import { YourAssociationsPage } from '../features/associations/components/your-associations-page';
import { MembersPage } from '../features/members/components/members-page';
import { MembershipTypeDetailPage } from '../features/membership-types/components/membership-type-detail-page';
import {
  MembershipTypeAddPage,
  MembershipTypeUpdatePage,
} from '../features/membership-types/components/membership-type-pages';
import { MembershipTypesPage } from '../features/membership-types/components/membership-types-page';
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
          <Route path="members" element={<MembersPage />} />
          <Route path="membership-types" element={<MembershipTypesPage />} />
          <Route path="memberships/add" element={<MembershipTypeAddPage />} />
          <Route path="memberships/:membershipId" element={<MembershipTypeDetailPage />} />
          <Route path="memberships/:membershipId/update" element={<MembershipTypeUpdatePage />} />
          <Route path="transactions/online" element={<TransactionsPage key="online" offline={false} />} />
          <Route path="transactions/offline" element={<TransactionsPage key="offline" offline />} />
          <Route path="*" element={<NotFoundScreen />} />
        </Route>
        <Route path="*" element={<NotFoundScreen />} />
      </Route>
    </Routes>
  );
}
