import { useEffect, useRef, useState } from 'react';

/** Gaps between reads: soon at first, when Paytm usually answers, then every 30 s at most. */
export const REFRESH_DELAYS_MS = [3000, 3000, 5000, 5000, 10_000, 15_000, 30_000];
/** Paytm's token lasts 15 minutes and api fails an unpaid order at 25; past that, stop asking. */
export const REFRESH_FOR_MS = 30 * 60 * 1000;

/**
 * Calls `refresh` again and again while `active`, one call at a time, with growing gaps (never
 * under 3 s nor over 30 s) and for 30 minutes at most; stops when `active` ends or on unmount.
 */
export function useRefreshWhile(active: boolean, refresh: () => Promise<unknown>): void {
  const [round, setRound] = useState(0);
  const latest = useRef(refresh);
  const startedAt = useRef<number | null>(null);
  useEffect(() => {
    latest.current = refresh;
  }, [refresh]);

  useEffect(() => {
    if (!active) return;
    startedAt.current ??= Date.now();
    if (Date.now() - startedAt.current >= REFRESH_FOR_MS) return;
    let gone = false;
    const delay = REFRESH_DELAYS_MS[Math.min(round, REFRESH_DELAYS_MS.length - 1)];
    const timer = setTimeout(() => {
      void latest
        .current()
        .catch(() => undefined)
        .finally(() => {
          if (!gone) setRound((current) => current + 1);
        });
    }, delay);
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [active, round]);
}
