/**
 * URL state of list pages (filters, page, size in the query string, so a reload or a shared link
 * shows the same page).
 */

/**
 * `params` with `changes` applied: an empty or null value, or page 1, removes its key. Any change
 * other than `page` itself starts again at page 1.
 */
export function withParams(params: URLSearchParams, changes: Record<string, string | number | null>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}
