import { useState, type ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './page-loading';
import { RequireAccount } from './require-account';
import { RouteError } from './route-error';
import { ScreenFrame } from './screen-frame';

type ScreenModule = { default: ComponentType };

/** Each screen is its own chunk, downloaded the first time it is visited. */
const lazyScreen = (load: () => Promise<ScreenModule>) => async () => ({
  Component: (await load()).default,
});

const screen = (path: string, load: () => Promise<ScreenModule>): RouteObject => ({
  path,
  lazy: lazyScreen(load),
});

const dashboard = lazyScreen(() => import('../features/dashboard/routes/dashboard'));

export const appRoutes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // A failing screen keeps the top bar and footer around its error message.
        Component: ScreenFrame,
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { index: true, lazy: dashboard },
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
          { path: '*', lazy: dashboard },
        ],
      },
    ],
  },
];

/**
 * Loads the code of the screen at `pathname` before the router starts, so that the first render
 * shows the screen itself (and sends its query with the session check) instead of a spinner
 * followed by a second render. Code that fails to load leaves its route lazy: the router tries
 * again and shows the error.
 */
export async function loadFirstScreen(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy().catch(() => null);
      if (loaded) Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}
