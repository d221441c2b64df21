import { useEffect, useState } from 'react';

/** The current time, renewed every minute: time labels move on from 'today' to 'yesterday' on their own. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
