import { useState, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { paths } from '../config/paths';
import { AppLayout } from './layout/app-layout';
import { PageLoading } from './page-loading';
import { RouteError } from './route-error';

type ScreenModule = { default: ComponentType };

/** Each screen is its own chunk, downloaded the first time it is visited. */
const lazyScreen = (load: () => Promise<ScreenModule>) => async () => ({
  Component: (await load()).default,
});

const dashboard = lazyScreen(() => import('../features/dashboard/routes/dashboard'));

export const appRoutes: RouteObject[] = [
  {
    Component: AppLayout,
    ErrorBoundary: RouteError,
    children: [
      {
        // A failing screen keeps the top bar and footer around its error message.
        ErrorBoundary: RouteError,
        HydrateFallback: PageLoading,
        children: [
          { index: true, lazy: dashboard },
          {
            path: paths.icoDistribution.path,
            lazy: lazyScreen(() => import('../features/distribution/routes/ico-distribution')),
          },
          {
            path: paths.aboutUs.path,
            lazy: lazyScreen(() => import('../features/content/routes/about-us')),
          },
          {
            path: paths.privacyPolicy.path,
            lazy: lazyScreen(() => import('../features/content/routes/privacy-policy')),
          },
          {
            path: paths.terms.path,
            lazy: lazyScreen(() => import('../features/content/routes/terms')),
          },
          {
            path: paths.whitePaper.path,
            lazy: lazyScreen(() => import('../features/content/routes/white-paper')),
          },
          // SPEC.md §2: unknown paths show the dashboard, without a redirect.
          { path: '*', lazy: dashboard },
        ],
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  return <RouterProvider router={router} />;
}
