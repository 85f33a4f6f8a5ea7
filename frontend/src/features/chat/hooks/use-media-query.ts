import { useCallback, useSyncExternalStore } from 'react';

/** Whether the CSS media `query` matches now; follows changes (window resized, phone turned). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The layout's widths: the chat list beside the messages from medium screens, the files from large ones. */
export const MEDIUM_SCREEN = '(min-width: 768px)';
export const LARGE_SCREEN = '(min-width: 1100px)';
