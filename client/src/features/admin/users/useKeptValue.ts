import { useState } from 'react';

/**
 * The last non-null `value`: a dialog or drawer keeps showing its subject while it animates out
 * after the caller cleared it.
 */
export function useKeptValue<T>(value: T | null): T | null {
  const [kept, setKept] = useState(value);
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}
