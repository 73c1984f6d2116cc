import { NotFoundScreen } from '@alumni/shared';
import { Route, Routes } from 'react-router';
import { AboutPage } from '../features/about/components/about-page';
import { AssociationListPage } from '../features/associations/components/association-list-page';
import { LoginPage } from '../features/auth/components/login-page';
import { SignUpPage } from '../features/auth/components/sign-up-page';
import { LandingPage } from '../features/landing/components/landing-page';

/** Absolute paths: the shell mounts this App on its catch-all route for the public path list. */
export function App() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage />} />
      <Route path="/home" element={<LandingPage />} />
      <Route path="/landing-page" element={<LandingPage />} />
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignUpPage />} />
      <Route path="/about-us" element={<AboutPage />} />
      <Route path="/associations" element={<AssociationListPage />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

export default App;
