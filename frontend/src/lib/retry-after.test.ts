import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refusedAsBusy, retryAfterSeconds, useWait } from './retry-after';

const refused = (headers: Record<string, string> = {}) => new Response(null, { status: 429, headers });

describe('retryAfterSeconds', () => {
  it('reads the seconds of Retry-After', () => {
    expect(retryAfterSeconds(refused({ 'Retry-After': '17' }), undefined)).toBe(17);
  });

  it('reads an HTTP date as the seconds until it', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterSeconds(refused({ 'Retry-After': 'Wed, 25 Nov 2026 10:00:30 GMT' }), undefined, now)).toBe(30);
  });

  it("falls back to the body's retryAfterSeconds, and says nothing for other answers", () => {
    expect(retryAfterSeconds(refused(), { retryAfterSeconds: 4 })).toBe(4);
    expect(retryAfterSeconds(refused(), {})).toBeUndefined();
    expect(retryAfterSeconds(new Response(null, { status: 200, headers: { 'Retry-After': '5' } }), undefined)).toBeUndefined();
  });

  it('tells a busy portal from a limit reached', () => {
    expect(refusedAsBusy({ busy: true })).toBe(true);
    expect(refusedAsBusy({ busy: false })).toBe(false);
    expect(refusedAsBusy(undefined)).toBe(false);
  });
});

describe('useWait', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the seconds down and then calls what was to follow, once', () => {
    const then = vi.fn();
    const { result } = renderHook(() => useWait());
    act(() => result.current.start(3, then));
    expect(result.current.seconds).toBe(3);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.seconds).toBe(2);
    expect(then).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(2_000));
    expect(result.current.seconds).toBe(0);
    expect(then).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5_000));
    expect(then).toHaveBeenCalledTimes(1);
  });
});
