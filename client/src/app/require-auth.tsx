import { Navigate, Outlet } from 'react-router-dom';
import { readToken } from '../shared/session/session-token.ts';

/** Spec §2: a protected screen without a token in local storage sends the visitor to /login. */
export function RequireAuth() {
  return readToken() ? <Outlet /> : <Navigate to="/login" replace />;
}
