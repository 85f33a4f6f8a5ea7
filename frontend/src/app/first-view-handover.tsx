import { useLayoutEffect, type ReactNode } from 'react';

import { handOverFirstView } from '@/lib/first-view';

/**
 * Around the app: in its first commit, after the app's view is in the document and before it is painted, the
 * prerendered first view hands over what the visitor typed and focused (lib/first-view.ts).
 */
export function FirstViewHandover({ children }: { children: ReactNode }) {
  useLayoutEffect(handOverFirstView, []);
  return children;
}
