import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import type { RootState } from '@/app/store';
import type { Company } from '@/lib/company';
import { createFakeAuthClient, type FakeAuthClient } from '@/testing/fake-auth-client';
import { createTestStore } from '@/testing/store';

type RenderWithProvidersOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The URL the memory router starts at. */
  route?: string;
  /** The app's routes; without them `ui` is rendered at every URL. */
  routes?: RouteObject[];
  preloadedState?: Partial<RootState>;
  /** The identity client; default: a fake one of a signed-out visitor. The store's auth state follows it. */
  authClient?: FakeAuthClient;
  /** The company's facts as the runtime configuration gives them; default: the built-in example. */
  company?: Company;
};

/** Renders like the app does: store, i18n, Ant Design's ConfigProvider and a (memory) router. */
export function renderWithProviders(
  ui: ReactElement | null,
  {
    route = '/',
    routes,
    preloadedState,
    authClient = createFakeAuthClient(),
    company,
    ...options
  }: RenderWithProvidersOptions = {},
) {
  const store = createTestStore({ preloadedState, authClient });
  const router = createMemoryRouter(routes ?? [{ path: '*', element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const result = render(
    <AppProvider store={store} company={company}>
      <RouterProvider router={router} />
    </AppProvider>,
    options,
  );
  return { ...result, store, router, user, authClient };
}
