import { useEffect, useRef } from 'react';

/**
 * Reads a live page once more shortly after its subscription starts (issue 9 ticket pages): a
 * change published between the query's answer and the moment the server registered the
 * subscription would otherwise be missed until the next event. Runs once per `key` (the ticket id)
 * after `ready` turns true.
 */
export function useCatchUpOnce(ready: boolean, key: string, refetch: () => unknown, delayMs = 1500) {
  const latest = useRef(refetch);
  useEffect(() => {
    latest.current = refetch;
  });
  useEffect(() => {
    if (!ready) return undefined;
    const timer = setTimeout(() => void latest.current(), delayMs);
    return () => clearTimeout(timer);
  }, [ready, key, delayMs]);
}
