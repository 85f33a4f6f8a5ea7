import { Outlet } from 'react-router-dom';

import { MainLayout } from '@/components/layouts/main-layout';

export default function RootRoute() {
  return (
    <MainLayout>
      <Outlet />
    </MainLayout>
  );
}
