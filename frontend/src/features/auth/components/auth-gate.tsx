import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Navigate, useLocation } from 'react-router-dom';

import { loginHref } from '@/config/paths';
import { AuthLoading } from '@/features/auth/components/auth-loading';
import { selectAuthStatus } from '@/lib/auth';

/**
 * Protects its children: "Loading authentication…" until the identity client has started, then
 * either the children (signed in) or, for a visitor, at once to /login with the current page as
 * the return target, rendering nothing.
 */
export function AuthGate({ children }: { children: ReactNode }) {
  const status = useSelector(selectAuthStatus);
  const { pathname, search, hash } = useLocation();

  switch (status) {
    case 'initialising':
      return <AuthLoading />;
    case 'anonymous':
      return <Navigate to={loginHref(`${pathname}${search}${hash}`)} replace />;
    case 'authenticated':
      return children;
  }
}
