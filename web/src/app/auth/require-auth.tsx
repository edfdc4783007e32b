import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { pagePath } from '@shared/site/pages';
import { sessionTexts } from '@shared/texts/session';
import { useToast } from '@web/components/toast/use-toast';
import { useAuth } from '@web/lib/auth/auth-context';
import { loginPathFor } from '@web/lib/auth/redirect';
import { FullScreenSpinner } from '@web/components/full-screen-spinner';

/** A signed-in non-admin on an admin page: 'Adgang Nægtet', then the front page (product §2). */
function AccessDenied() {
  const toast = useToast();
  useEffect(() => {
    toast.error(sessionTexts.accessDenied);
  }, [toast]);
  return <Navigate to={pagePath('home')} replace />;
}

/**
 * Guards the routes below it: a spinner while the account loads, `/login?redirect=<here>`
 * for visitors, and 'Adgang Nægtet' with the front page for a signed-in non-admin on an
 * admin route.
 */
export function RequireAuth({ admin = false }: { admin?: boolean }) {
  const { status, isAdmin } = useAuth();
  const { pathname, search } = useLocation();
  if (status === 'loading') return <FullScreenSpinner label={sessionTexts.loadingAccount} />;
  if (status === 'signed-out') return <Navigate to={loginPathFor(pathname + search)} replace />;
  if (admin && !isAdmin) return <AccessDenied />;
  return <Outlet />;
}
