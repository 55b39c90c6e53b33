import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for an optional part of the app shell (the signed-in top-bar actions, the phone
 * drawer, the sidebar, the footer, the toast stacks): loaded where it is used, so the landing
 * page's first screen does not carry it (docs/decisions/0017-landing-speed.md). These parts sit
 * outside the page's error boundary, so when their code cannot be loaded (offline, or a new
 * deployment replaced the files) they render nothing instead of taking the whole page down.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.warn('A part of the page could not be loaded', error);
      const Missing: ComponentType<P> = () => null;
      return { default: Missing };
    }),
  );
}
