import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testWindow } from './test-window';
import { useRefreshWhenTestWindowCloses } from './use-refresh-when-test-window-closes';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('useRefreshWhenTestWindowCloses', () => {
  it('refetches the query once the test window has closed, not while it is open', () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    let open = true;
    vi.spyOn(testWindow, 'isOpen').mockImplementation(() => open);
    const { result } = renderHook(() => useRefreshWhenTestWindowCloses(['getCurrentPAASession']), {
      wrapper: ({ children }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>,
    });
    act(() => result.current());
    act(() => vi.advanceTimersByTime(3000));
    expect(invalidate).not.toHaveBeenCalled();
    open = false;
    act(() => vi.advanceTimersByTime(1000));
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['getCurrentPAASession'] });
    act(() => vi.advanceTimersByTime(5000));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
