import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { useClosingOverlay } from '@/features/planner/hooks/use-closing-overlay';

/** An overlay without animation: the parent removes it once `afterClose` has run. */
function Overlay({ onClosed }: { onClosed: () => void }) {
  const { open, close, afterClose } = useClosingOverlay(onClosed);
  if (!open) {
    queueMicrotask(afterClose);
    return null;
  }
  return (
    <div role="dialog">
      <button type="button" autoFocus onClick={close}>
        Close
      </button>
    </div>
  );
}

/** A page whose opener is rendered anew (another key) while the overlay is open, when `rerenderOpener`. */
function Page({ rerenderOpener }: { rerenderOpener: boolean }) {
  const [shown, setShown] = useState(false);
  const [version, setVersion] = useState(0);
  return (
    <>
      <button
        key={version}
        id="opener"
        type="button"
        onClick={() => {
          setShown(true);
          if (rerenderOpener) setVersion((v) => v + 1);
        }}
      >
        Open
      </button>
      {shown ? <Overlay onClosed={() => setShown(false)} /> : null}
    </>
  );
}

describe(useClosingOverlay.name, () => {
  it('gives the focus back to the control that opened the overlay', async () => {
    const user = userEvent.setup();
    render(<Page rerenderOpener={false} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('finds the opener by its id when it was rendered anew meanwhile', async () => {
    const user = userEvent.setup();
    render(<Page rerenderOpener />);
    const first = screen.getByRole('button', { name: 'Open' });
    first.focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const renewed = screen.getByRole('button', { name: 'Open' });
    expect(renewed).not.toBe(first);
    expect(renewed).toHaveFocus();
  });
});
