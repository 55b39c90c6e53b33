import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withParams } from '../../../lib/searchParams';
import { readInterval, readRange, type AnalyticsRange, type Interval } from './range';

/**
 * The range and interval of an admin analytics page, read from the URL (see range.ts), and a
 * setter that writes changes back with `withParams` (a reload or a shared link shows the same view).
 */
export function useAnalyticsParams(): {
  range: AnalyticsRange;
  interval: Interval;
  update: (changes: Record<string, string | null>) => void;
  /** "?range=…&from=…&to=…" (or ""): the same range for a link to the other analytics page. */
  rangeSearch: string;
} {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // Presets end today: re-read when the URL changes (the day rolls over on the next change).
  const range = useMemo(() => readRange(new URLSearchParams(key)), [key]);
  const interval = readInterval(params);
  const update = useCallback(
    (changes: Record<string, string | null>) => setParams((current) => withParams(current, changes)),
    [setParams],
  );
  const rangeSearch = useMemo(() => {
    const current = new URLSearchParams(key);
    const kept = new URLSearchParams();
    for (const name of ['range', 'from', 'to']) {
      const value = current.get(name);
      if (value) kept.set(name, value);
    }
    const text = kept.toString();
    return text ? `?${text}` : '';
  }, [key]);
  return { range, interval, update, rangeSearch };
}
