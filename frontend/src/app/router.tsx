import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import RootRoute from '@/app/routes/root';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { loadNamespaces } from '@/lib/i18n';
import type { Namespace } from '@/locales/resources';

/**
 * A route's `lazy`: its module (which default-exports the page) and the texts it shows, fetched together, so the
 * page renders once, complete.
 */
const page =
  (load: () => Promise<{ default: ComponentType }>, namespaces: readonly Namespace[] = []) =>
  async () => {
    const [module] = await Promise.all([load(), loadNamespaces(namespaces)]);
    return { Component: module.default };
  };

export const routes: RouteObject[] = [
  {
    path: paths.root,
    // The layout of every page is part of the first bundle: one round trip less before anything shows.
    Component: RootRoute,
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        // Errors of a page render inside the layout, so the navigation stays usable.
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import('@/app/routes/planner'), ['planner']) },
          { path: paths.planner, lazy: page(() => import('@/app/routes/planner'), ['planner']) },
          { path: paths.home, lazy: page(() => import('@/app/routes/home'), ['pages']) },
          { path: paths.imprint, lazy: page(() => import('@/app/routes/imprint'), ['pages']) },
          { path: paths.privacy, lazy: page(() => import('@/app/routes/privacy'), ['pages']) },
          { path: paths.terms, lazy: page(() => import('@/app/routes/terms'), ['pages']) },
          { path: paths.jobs, lazy: page(() => import('@/app/routes/jobs'), ['pages']) },
          { path: paths.about, lazy: page(() => import('@/app/routes/about'), ['pages']) },
          { path: paths.contact, lazy: page(() => import('@/app/routes/contact'), ['pages']) },
          { path: paths.login, lazy: page(() => import('@/app/routes/login'), ['pages']) },
          { path: paths.authCallback, lazy: page(() => import('@/app/routes/auth-callback'), ['pages']) },
          // Shows its own notice to visitors (specification section 2).
          { path: paths.profile, lazy: page(() => import('@/app/routes/profile'), ['profile']) },
          { path: paths.settings, lazy: page(() => import('@/app/routes/settings'), ['pages']) },
          {
            // Signed-in users only: visitors go to /login and come back here.
            lazy: page(() => import('@/app/routes/protected')),
            children: [
              { path: paths.chat, lazy: page(() => import('@/app/routes/chat'), ['chat']) },
              {
                path: paths.favorites,
                lazy: page(() => import('@/app/routes/favorites'), ['profile', 'planner', 'applications']),
              },
              {
                path: paths.applications,
                lazy: page(() => import('@/app/routes/applications'), ['pages', 'applications', 'planner']),
              },
              {
                path: paths.schedule,
                lazy: page(() => import('@/app/routes/schedule'), ['pages', 'applications', 'planner']),
              },
            ],
          },
          { path: paths.aiSolutions, lazy: page(() => import('@/app/routes/ai-solutions'), ['pages']) },
          { path: '*', lazy: page(() => import('@/app/routes/not-found')) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
export type AppRouter = ReturnType<typeof createAppRouter>;
