import { NotFoundScreen } from '@alumni/shared';
import { Navigate, Route, Routes } from 'react-router';
import { YourAssociationsPage } from '../features/associations/components/your-associations-page';

/** Routes relative to /admin/dashboard (the shell provides router, theme, session, guard and frame). */
export function App() {
  return (
    <Routes>
      <Route index element={<Navigate to="associations" replace />} />
      <Route path="associations" element={<YourAssociationsPage />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

export default App;
