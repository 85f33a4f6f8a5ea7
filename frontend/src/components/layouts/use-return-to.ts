import { useLocation } from 'react-router-dom';

import { paths } from '@/config/paths';

/** Where Login and Register come back to: the current page (on /login, its own target). */
export function useReturnTo(): string {
  const { pathname, search } = useLocation();
  if (pathname === paths.login) {
    return new URLSearchParams(search).get('returnTo') ?? paths.root;
  }
  return `${pathname}${search}`;
}
