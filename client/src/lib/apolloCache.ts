/**
 * Cache upkeep shared by the app's mutations and subscriptions: lists whose membership a change
 * may alter are not patched by hand (the server owns their filters and sort order); their root
 * fields are evicted, so every watching query asks the server again.
 */
import type { ApolloCache } from '@apollo/client';

/**
 * Evicts every cached answer of the given root query fields (all argument combinations and
 * pages), then collects the objects nothing references any more. Watched queries refetch.
 */
export function evictRootFields(cache: ApolloCache, ...fieldNames: string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
