import { useCallback, useEffect, useState } from 'react';

/** How long the contact form's success or error banner stays (specification section 9). */
export const BANNER_DURATION_MS = 5000;

export type BannerKind = 'success' | 'error';

/** A banner that hides itself after `duration`; showing it again restarts the clock. */
export function useTimedBanner(duration = BANNER_DURATION_MS) {
  const [banner, setBanner] = useState<{ kind: BannerKind; shownAt: number } | undefined>();

  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(undefined), duration);
    return () => clearTimeout(timer);
  }, [banner, duration]);

  const show = useCallback((kind: BannerKind) => setBanner({ kind, shownAt: Date.now() }), []);
  const hide = useCallback(() => setBanner(undefined), []);

  return { banner: banner?.kind, show, hide };
}
