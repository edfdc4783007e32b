import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useAuth } from '@web/lib/auth/auth-context';
import { loginPathFor } from '@web/features/auth/lib/redirect';
import { FullScreenSpinner } from '@web/components/full-screen-spinner';

/**
 * Guards the routes below it: a spinner while the account loads, `/login?redirect=<here>`
 * for visitors, and `/` for a signed-in non-admin on an admin route.
 */
export function RequireAuth({ admin = false }: { admin?: boolean }) {
  const { status, isAdmin } = useAuth();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <FullScreenSpinner label="Indlæser din konto..." />;
  if (status === 'signed-out') return <Navigate to={loginPathFor(pathname + search)} replace />;
  if (admin && !isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
