import { paths } from '@/config/paths';

const RETURN_TO_KEY = 'auth.returnTo';

/**
 * Only a path of this site is a valid return target: anything else ("//evil.example",
 * "https://…", "javascript:…") becomes the root, so the login flow cannot redirect elsewhere.
 */
export function sanitizeReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return paths.root;
  const base = 'https://placeholder.invalid';
  const url = new URL(value, base);
  if (url.origin !== base) return paths.root;
  if (url.pathname === paths.login || url.pathname === paths.authCallback) return paths.root;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Remembered across the redirect to the identity provider (this tab only). */
export function saveReturnTo(value: string): void {
  sessionStorage.setItem(RETURN_TO_KEY, value);
}

/** Read once: the entry is removed when read. */
export function takeReturnTo(): string {
  const value = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  return sanitizeReturnTo(value);
}
