import { RouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import type { AppRouter } from '@/app/router';
import type { AppStore } from '@/app/store';

export function App({ store, router }: { store: AppStore; router: AppRouter }) {
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
