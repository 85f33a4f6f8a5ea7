import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';

import RootRoute from '@/app/routes/root';
import { RouteError } from '@/components/errors/route-error';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';

/** Route modules default-export their page; `lazy` turns that into the route's Component. */
const convert = (module: { default: ComponentType }) => ({ Component: module.default });

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
          { index: true, lazy: () => import('@/app/routes/planner').then(convert) },
          { path: paths.planner, lazy: () => import('@/app/routes/planner').then(convert) },
          { path: paths.home, lazy: () => import('@/app/routes/home').then(convert) },
          { path: paths.imprint, lazy: () => import('@/app/routes/imprint').then(convert) },
          { path: paths.privacy, lazy: () => import('@/app/routes/privacy').then(convert) },
          { path: paths.terms, lazy: () => import('@/app/routes/terms').then(convert) },
          { path: paths.jobs, lazy: () => import('@/app/routes/jobs').then(convert) },
          { path: paths.about, lazy: () => import('@/app/routes/about').then(convert) },
          { path: paths.contact, lazy: () => import('@/app/routes/contact').then(convert) },
          { path: paths.login, lazy: () => import('@/app/routes/login').then(convert) },
          { path: paths.authCallback, lazy: () => import('@/app/routes/auth-callback').then(convert) },
          // Shows its own notice to visitors (specification section 2).
          { path: paths.profile, lazy: () => import('@/app/routes/profile').then(convert) },
          { path: paths.settings, lazy: () => import('@/app/routes/settings').then(convert) },
          {
            // Signed-in users only: visitors go to /login and come back here.
            lazy: () => import('@/app/routes/protected').then(convert),
            children: [
              { path: paths.chat, lazy: () => import('@/app/routes/chat').then(convert) },
              { path: paths.favorites, lazy: () => import('@/app/routes/favorites').then(convert) },
              { path: paths.applications, lazy: () => import('@/app/routes/applications').then(convert) },
              { path: paths.schedule, lazy: () => import('@/app/routes/schedule').then(convert) },
            ],
          },
          { path: paths.aiSolutions, lazy: () => import('@/app/routes/ai-solutions').then(convert) },
          { path: '*', lazy: () => import('@/app/routes/not-found').then(convert) },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
