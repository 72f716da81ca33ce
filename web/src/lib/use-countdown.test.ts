import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

describe('useCountdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-12-30T18:29:57Z'));
  });

  afterEach(() => vi.useRealTimers());

  it('ticks down every second', () => {
    const { result } = renderHook(() => useCountdown('2025-12-30T18:29:59Z'));
    expect(result.current).toMatchObject({ seconds: 2, ended: false });

    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ seconds: 1, ended: false });
  });

  it('stops at zero and stops ticking when the sale ends', () => {
    const { result } = renderHook(() => useCountdown('2025-12-30T18:29:59Z'));

    act(() => vi.advanceTimersByTime(2000));
    expect(result.current).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('never starts a timer for a sale that has already ended', () => {
    const { result } = renderHook(() => useCountdown('2025-12-30T18:00:00Z'));
    expect(result.current.ended).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
