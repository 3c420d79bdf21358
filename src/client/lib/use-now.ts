import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` (for 'Open 2 h 5 min' that keeps counting). */
export function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
