import { useEffect, useState } from 'react';
import { timeLeftUntil, type TimeLeft } from './countdown';

/** Time left until `targetIso`, refreshed every second and standing still once it is over. */
export function useCountdown(targetIso: string): TimeLeft {
  const target = Date.parse(targetIso);
  const [now, setNow] = useState(() => Date.now());
  const timeLeft = timeLeftUntil(target, now);

  useEffect(() => {
    if (timeLeft.ended) return;
    const ticker = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(ticker);
  }, [timeLeft.ended]);

  return timeLeft;
}
