import { Outlet } from 'react-router';
import { useRestoreSession } from '../lib/session/session-context';

/**
 * Holds every screen. It first renders together with the first screen (once that screen's code
 * has arrived), so restoring the session starts in the same moment as the screen's own query and
 * both travel in one batched request.
 */
export function ScreenFrame() {
  useRestoreSession();
  return <Outlet />;
}
