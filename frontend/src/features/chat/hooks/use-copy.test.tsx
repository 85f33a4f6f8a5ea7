import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { COPY_CONFIRMATION_MS, useCopy } from '@/features/chat/hooks/use-copy';

afterEach(() => {
  vi.useRealTimers();
});

describe('useCopy', () => {
  it('copies the text and confirms it for 2 s', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    vi.useFakeTimers();
    const { result } = renderHook(() => useCopy());

    await act(() => result.current.copy('hello'));
    expect(writeText).toHaveBeenCalledWith('hello');
    expect(result.current.copied).toBe(true);

    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 1));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
    expect(COPY_CONFIRMATION_MS).toBe(2000);
  });

  it('confirms nothing when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useCopy());
    await act(() => result.current.copy('hello'));
    expect(result.current.copied).toBe(false);
  });
});
