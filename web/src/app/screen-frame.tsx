import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useRestoreSession } from '../lib/session/session-context';
import { PageLoading } from './page-loading';
import { ScreenErrorBoundary } from './screen-error-boundary';

/**
 * Holds every screen: a screen that fails keeps the top bar and footer around its apology, and a
 * screen whose code is on its way shows the loading spinner (only when there is no screen yet to
 * keep: a navigation keeps the previous screen until the next one is ready).
 */
export function ScreenFrame() {
  const { pathname } = useLocation();
  return (
    <ScreenErrorBoundary at={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Screen />
      </Suspense>
    </ScreenErrorBoundary>
  );
}

/**
 * It first renders together with the first screen (once that screen's code has arrived), so
 * restoring the session starts in the same moment as the screen's own query and both travel in
 * one batched request.
 */
function Screen() {
  useRestoreSession();
  return <Outlet />;
}
