/**
 * URL state of the admin people pages (client/src/lib/searchParams.ts `withParams`): `update`
 * changes some keys (any change but `page` starts again at page 1), and `useSearchDraft` keeps a
 * search box in step with the `search` key, applied 350 ms after typing stops or at once on Enter.
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withParams } from '../../../lib/searchParams';

export type ParamChanges = Record<string, string | number | null>;

/** The URL's query string and a setter applying `withParams` changes. */
export function useUrlParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback((changes: ParamChanges) => setParams((prev) => withParams(prev, changes)), [setParams]);
  return [params, update] as const;
}

export const SEARCH_DEBOUNCE_MS = 350;

/**
 * A search box's text: typed text is written to the URL's `search` after a pause (or on submit);
 * a `search` changed elsewhere (back button, a "Clear" button) replaces the text.
 */
export function useSearchDraft(search: string, update: (changes: ParamChanges) => void) {
  const [draft, setDraft] = useState(search);
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    if (search !== draft.trim()) setDraft(search);
  }

  useEffect(() => {
    const next = draft.trim();
    if (next === search) return undefined;
    const timer = window.setTimeout(() => update({ search: next }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, search, update]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = draft.trim();
    if (next !== search) update({ search: next });
  };
  return { draft, setDraft, submit };
}
