import { NotFoundScreen } from '@alumni/shared';
import { Route, Routes } from 'react-router';
import { WelcomePage } from '../features/welcome/components/welcome-page';

/** Routes relative to /superAdmin/dashboard (the shell provides router, theme, session and guard). */
export function App() {
  return (
    <Routes>
      <Route index element={<WelcomePage />} />
      <Route path="home" element={<WelcomePage />} />
      <Route path="*" element={<NotFoundScreen />} />
    </Routes>
  );
}

export default App;
