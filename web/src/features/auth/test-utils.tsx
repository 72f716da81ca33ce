// Renders the account screens as the app routes them, with the toaster and stand-in pages for
// where they lead, so tests can follow a screen to its next stop.
import type { MockLink } from '@apollo/client/testing';
import { Outlet } from 'react-router';
import { paths } from '../../config/paths';
import type { Session } from '../../lib/session/session';
import { AppToaster } from '../../lib/toast';
import { renderRoutes } from '../../testing/render';
import ForgotPasswordRoute from './routes/forgot-password';
import LoginRoute from './routes/login';
import ResetPasswordRoute from './routes/reset-password';
import SignupRoute from './routes/signup';
import VerifyEmailRoute from './routes/verify-email';

function Frame() {
  return (
    <>
      <Outlet />
      <AppToaster />
    </>
  );
}

export function renderAccountScreen(
  route: string,
  options: { mocks?: readonly MockLink.MockedResponse[]; session?: Session; strict?: boolean } = {},
) {
  return renderRoutes(
    [
      {
        Component: Frame,
        children: [
          { path: paths.dashboard.path, element: <p>Home page</p> },
          { path: paths.profile.path, element: <p>Profile page</p> },
          { path: paths.login.path, Component: LoginRoute },
          { path: paths.signup.path, Component: SignupRoute },
          { path: paths.forgotPassword.path, Component: ForgotPasswordRoute },
          { path: paths.resetPassword.path, Component: ResetPasswordRoute },
          { path: paths.verifyEmail.path, Component: VerifyEmailRoute },
        ],
      },
    ],
    { route, ...options },
  );
}
