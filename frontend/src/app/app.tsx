import { RouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import type { AppRouter } from '@/app/router';
import type { AppStore } from '@/app/store';
import type { Company } from '@/lib/company';

export function App({ store, router, company }: { store: AppStore; router: AppRouter; company: Company }) {
  return (
    <AppProvider store={store} company={company}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
