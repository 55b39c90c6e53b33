import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long to wait for a lazy page's heading before giving up. */
const HEADING_WAIT_MS = 10_000;

function isTextEntry(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) return !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(element.type);
  return element instanceof HTMLElement && element.isContentEditable;
}

/** True when navigation state asks the new page to scroll to a section itself (landing membership). */
function wantsSection(state: unknown): boolean {
  return Boolean(state && typeof state === 'object' && 'scrollTo' in state);
}

/**
 * On every route change (spec section 2): scroll to the top, then move keyboard and
 * screen-reader focus to the new page's main heading, the first h1 inside `main` (made focusable
 * with tabIndex=-1). Lazy pages render their heading later, so the heading is awaited with a
 * MutationObserver. Not on the first load, not when the state asks for a section, and not when
 * the user has meanwhile started typing in a field.
 */
export function useRouteFocus(mainRef: RefObject<HTMLElement | null>): void {
  const { pathname, state } = useLocation();
  const section = wantsSection(state);
  const firstLoad = useRef(true);

  useEffect(() => {
    if (!section) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    if (firstLoad.current) {
      firstLoad.current = false;
      return undefined;
    }
    const main = mainRef.current;
    if (section || !main) return undefined;
    const focusedBefore = document.activeElement;

    const focusHeading = (): boolean => {
      const heading = main.querySelector('h1');
      if (!heading) return false;
      const active = document.activeElement;
      if (active !== focusedBefore && isTextEntry(active)) return true;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };

    if (focusHeading()) return undefined;
    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, section, mainRef]);
}
