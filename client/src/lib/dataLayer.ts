/**
 * Loads the data layer (Apollo Client and the auth state on it) once, on demand. A visitor's
 * landing page paints its first screen without it; it loads at start-up when there is a session,
 * and otherwise with the first thing that needs data: every lazy page (`withDataLayer` in
 * app/pages.ts), the landing page's popular services as they near the screen, its later
 * sections, the signup modal and the hero search (docs/decisions/0017-landing-speed.md).
 *
 * The module itself is app/dataModule.ts; main.tsx hands its import to `provideDataLayer` before
 * the first render, so shared code loads it without importing app/.
 */
import { useSyncExternalStore, type ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import type { AuthContextValue } from './auth';

/** What the data layer module provides (app/dataModule.ts). */
export interface DataLayerModule {
  /** The app's one Apollo Client. */
  apolloClient: ApolloClient;
  /** Runs the auth state beside the app and reports each of its values (lib/authProvider.tsx). */
  AuthSource: ComponentType<{ onValue: (value: AuthContextValue) => void }>;
}

let importDataLayer: (() => Promise<DataLayerModule>) | null = null;

/** Installs the import of the data layer module (main.tsx, before the first render). */
export function provideDataLayer(load: () => Promise<DataLayerModule>): void {
  importDataLayer = load;
}

let loaded: DataLayerModule | null = null;
let loading: Promise<DataLayerModule> | null = null;
const listeners = new Set<() => void>();

/** Starts loading the data layer (once) and resolves with it; a failed load may be tried again. */
export function loadDataLayer(): Promise<DataLayerModule> {
  if (!importDataLayer) return Promise.reject(new Error('The data layer was not provided (provideDataLayer in main.tsx).'));
  loading ??= importDataLayer().then(
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
