import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';

import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import type { AppStore } from '@/app/store';

export function App({ store }: { store: AppStore }) {
  const [router] = useState(createAppRouter);
  return (
    <AppProvider store={store}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
