import { favoriteKey, favoriteSchema, type Favorite } from '@/features/favorites/api/favorites-api';

/**
 * The favourite a signed-out visitor asked for, kept in this tab while they sign in (ADR 21): saved once when they
 * come back signed in, dropped when they come back without signing in.
 */
const PENDING_KEY = 'favorites.pending';

export function savePendingFavorite(entry: Favorite): void {
  try {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify(entry));
  } catch {
    // storage full or disabled: the visitor favourites it again after signing in
  }
}

function readPendingFavorite(): Favorite | null {
  try {
    const parsed = favoriteSchema.safeParse(JSON.parse(sessionStorage.getItem(PENDING_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function dropPendingFavorite(): void {
  try {
    sessionStorage.removeItem(PENDING_KEY);
  } catch {
    // nothing was kept
  }
}

/** Whether `entry` is the pending favourite (by the favourites' key); it is no longer pending then: it is saved once. */
export function takePendingFavorite(entry: Favorite): boolean {
  const pending = readPendingFavorite();
  if (!pending || favoriteKey(pending) !== favoriteKey(entry)) return false;
  dropPendingFavorite();
  return true;
}
