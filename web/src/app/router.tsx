import { BrowserRouter, matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { lazyScreen, lazyScreenOf, type ScreenModule } from './lazy-screen';
import { RequireAccount } from './require-account';
import { ScreenErrorBoundary } from './screen-error-boundary';
import { ScreenFrame } from './screen-frame';

// The router in declarative mode (decision 0157): the screens load no data before they render,
// so the data router's loaders and its code (about 18 KB gzip of the first load) buy nothing.

/** A screen at `path` whose code is its own chunk. */
const screen = (path: string, load: () => Promise<ScreenModule>): RouteObject => ({
  path,
  Component: lazyScreen(load),
});

const dashboard = lazyScreen(() => import('../features/dashboard/routes/dashboard'));

export const appRoutes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      {
        // A failing screen keeps the top bar and footer around its error message.
        Component: ScreenFrame,
        children: [
          { index: true, Component: dashboard },
          screen(
            paths.icoDistribution.path,
            () => import('../features/distribution/routes/ico-distribution'),
          ),
          screen(paths.login.path, () => import('../features/auth/routes/login')),
          screen(paths.signup.path, () => import('../features/auth/routes/signup')),
          screen(
            paths.forgotPassword.path,
            () => import('../features/auth/routes/forgot-password'),
          ),
          screen(paths.resetPassword.path, () => import('../features/auth/routes/reset-password')),
          screen(paths.verifyEmail.path, () => import('../features/auth/routes/verify-email')),
          // Public: visitors see the purchase with a way to log in instead of the payment buttons.
          screen(paths.buyToken.path, () => import('../features/buy/routes/buy-token')),
          screen(paths.paymentStatus.path, () => import('../features/buy/routes/payment-status')),
          {
            Component: RequireAccount,
            children: [
              screen(paths.profile.path, () => import('../features/profile/routes/profile')),
              screen(paths.kyc.path, () => import('../features/kyc/routes/kyc')),
              screen(paths.kycForm.path, () => import('../features/kyc/routes/kyc-form')),
              screen(
                paths.transactions.path,
                () => import('../features/transactions/routes/transactions'),
              ),
              screen(paths.referral.path, () => import('../features/referral/routes/referral')),
            ],
          },
          screen(paths.aboutUs.path, () => import('../features/content/routes/about-us')),
          screen(
            paths.privacyPolicy.path,
            () => import('../features/content/routes/privacy-policy'),
          ),
          screen(paths.terms.path, () => import('../features/content/routes/terms')),
          screen(paths.whitePaper.path, () => import('../features/content/routes/white-paper')),
          // SPEC.md §2: unknown paths show the dashboard, without a redirect.
          { path: '*', Component: dashboard },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the screen at `pathname` before the app starts, so that the first render
 * shows the screen itself (and sends its query with the session check) instead of a spinner
 * followed by a second render, and takes over the prerendered page without waiting. Code that
 * fails to load is tried again when the screen renders, which shows the error if it fails again.
 */
export async function loadFirstScreen(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) =>
      lazyScreenOf(route.Component)
        ?.preload()
        .catch(() => undefined),
    ),
  );
}

/** The app's screens at the router's address; a screen that fails shows the apology instead. */
export function AppRoutes() {
  const { pathname } = useLocation();
  const routes = useRoutes(appRoutes);
  return <ScreenErrorBoundary at={pathname}>{routes}</ScreenErrorBoundary>;
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
