import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session/session-context';
import { PageLoading } from './page-loading';

/**
 * Wraps the screens that need an account: a visitor is sent to sign in, with the way back in
 * `?redirect=`, and returns here afterwards.
 */
export function RequireAccount() {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();

  if (status === 'loading') return <PageLoading />;
  if (status === 'signed-out')
    return <Navigate to={paths.login.getHref(`${pathname}${search}${hash}`)} replace />;
  return <Outlet />;
}
