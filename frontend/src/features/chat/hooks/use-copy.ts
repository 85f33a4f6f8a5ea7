import { useEffect, useRef, useState } from 'react';

import { createLogger } from '@/lib/logger';

const log = createLogger('chat');

/** How long "Copied" shows (specification section 9). */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies a text to the clipboard; `copied` is true for 2 s afterwards. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch (error) {
      log.warn('The message could not be copied', error);
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  };

  return { copied, copy };
}
