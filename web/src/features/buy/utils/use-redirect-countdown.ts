import { useEffect, useRef, useState } from 'react';

/**
 * Whole seconds left before `onDone` runs, counting down from `seconds` once `running` (from the
 * start by default); `onDone` runs once, when the time is up, unless the component has gone by then.
 */
export function useRedirectCountdown(seconds: number, onDone: () => void, running = true): number {
  const [left, setLeft] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const ticker = setInterval(() => {
      const elapsed = Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(seconds - elapsed, 0));
    }, 1000);
    const timer = setTimeout(() => done.current(), seconds * 1000);
    return () => {
      clearInterval(ticker);
      clearTimeout(timer);
    };
  }, [seconds, running]);

  return left;
}
