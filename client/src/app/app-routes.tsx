import { Navigate, Route, Routes } from 'react-router-dom';
import { AppLayout } from './app-layout.tsx';
import { RequireAuth } from './require-auth.tsx';
import { screenRoutes } from './screens.ts';
import { signInScreens } from './sign-in-screens.ts';

const LoginPage = signInScreens['/login'];
const SignupPage = signInScreens['/signup'];

/** Spec §2 "Route rules": the signed-in screens are those of app/screens.ts. */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route element={<RequireAuth />}>
        <Route element={<AppLayout />}>
          {screenRoutes.map(({ path, Screen }) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
        </Route>
      </Route>
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}
