import { Outlet } from 'react-router-dom';

import { AuthGate } from '@/features/auth/components/auth-gate';

/** The layout route of the pages that need a signed-in user. */
export default function ProtectedRoute() {
  return (
    <AuthGate>
      <Outlet />
    </AuthGate>
  );
}
