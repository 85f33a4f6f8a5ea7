import { useCallback, useState } from 'react';

/** The control with the focus now: the one that opens an overlay, when read as the overlay first renders. */
function focusedControl(): HTMLElement | null {
  const active = typeof document === 'undefined' ? null : document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * An Ant Design overlay (Modal, Drawer) that its parent renders only while it is shown. Closing it first plays
 * the closing animation (`open` turns false), then gives the focus back to the control that opened it and only
 * then tells the parent (`onClosed`), which removes it. Ant Design returns the focus itself only to an overlay
 * that stays mounted; removed at once, the focus fell to the page's body. If the opener was rendered anew
 * meanwhile, the element with its id takes the focus.
 */
export function useClosingOverlay(onClosed: () => void) {
  const [open, setOpen] = useState(true);
  const [opener] = useState(focusedControl);

  const close = useCallback(() => setOpen(false), []);
  const afterClose = useCallback(() => {
    const target = opener?.isConnected ? opener : opener?.id ? document.getElementById(opener.id) : null;
    target?.focus();
    onClosed();
  }, [opener, onClosed]);

  return { open, close, afterClose };
}
