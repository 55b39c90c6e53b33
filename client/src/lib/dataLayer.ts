/**
 * Loads the data layer (app/dataModule.ts: Apollo Client and the auth state on it) once, on
 * demand. A visitor's landing page paints its first screen without it; it loads at start-up when
 * there is a session, and otherwise with the first thing that needs data: every lazy page
 * (`withDataLayer` in app/paths.ts), the landing page's popular services as they near the screen,
 * its later sections, the signup modal and the hero search (docs/decisions/0017-landing-speed.md).
 */
import { useSyncExternalStore } from 'react';

/** What the data layer module provides. */
export type DataLayerModule = typeof import('../app/dataModule');

let loaded: DataLayerModule | null = null;
let loading: Promise<DataLayerModule> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the data layer (once) and resolves with it; a failed load may be tried again. */
export function loadDataLayer(): Promise<DataLayerModule> {
  loading ??= import('../app/dataModule').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The data layer if loaded, else null; re-renders when it arrives. */
export function useDataLayer(): DataLayerModule | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => loaded,
    () => null,
  );
}

/** Wraps a lazy import so that it resolves only once the data layer is there too (for React.lazy). */
export function withDataLayer<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadDataLayer()]).then(([module]) => module);
}
