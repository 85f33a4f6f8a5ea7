import { useCallback, useSyncExternalStore } from 'react';

export const THEME_PREFERENCES = ['light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** localStorage key of the visitor's theme (beside `language`). */
export const THEME_STORAGE_KEY = 'theme';
export const DEFAULT_THEME: ThemePreference = 'light';

const isThemePreference = (value: unknown): value is ThemePreference =>
  (THEME_PREFERENCES as readonly unknown[]).includes(value);

const listeners = new Set<() => void>();

export function readThemePreference(): ThemePreference {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : DEFAULT_THEME;
  } catch {
    // Storage may be blocked (privacy settings); the default applies.
    return DEFAULT_THEME;
  }
}

export function writeThemePreference(theme: ThemePreference): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, but still applied for this visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The remembered theme and a setter that remembers the new one. */
export function useThemePreference(): [ThemePreference, (theme: ThemePreference) => void] {
  const theme = useSyncExternalStore(subscribe, readThemePreference, () => DEFAULT_THEME);
  const setTheme = useCallback((next: ThemePreference) => writeThemePreference(next), []);
  return [theme, setTheme];
}
