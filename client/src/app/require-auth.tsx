import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAppClient } from '../shared/graphql/app-client.tsx';
import { readToken } from '../shared/session/session-token.ts';
import { ScreenLoading } from '../shared/ui/screen-loading.tsx';

/**
 * Spec §2: a protected screen without a token in local storage sends the visitor to /login.
 * The signed-in screens need the Apollo client, which a page load that began at sign-in may
 * still be fetching (shared/graphql/app-client.tsx).
 */
export function RequireAuth() {
  const signedIn = readToken() !== null;
  const { client, load } = useAppClient();
  useEffect(() => {
    if (signedIn && !client) load().catch(() => undefined);
  }, [signedIn, client, load]);
  if (!signedIn) return <Navigate to="/login" replace />;
  return client ? <Outlet /> : <ScreenLoading />;
}
