/**
 * Cache upkeep shared by the admin console's mutations: lists whose membership a change may
 * alter are not patched by hand (the server owns their filters and sort order); their root
 * fields are evicted, so every watching query asks the server again.
 */
import type { ApolloCache } from '@apollo/client';

/** Evicts every cached page of the given root fields (all argument combinations), then collects garbage. */
export function evictRootFields(cache: ApolloCache, ...fieldNames: string[]): void {
  for (const fieldName of fieldNames) cache.evict({ id: 'ROOT_QUERY', fieldName });
  cache.gc();
}
