import { useEffect, useState, type RefObject } from 'react';

/** How far below the viewport (px) a placeholder starts its code loading. */
export const APPROACH_MARGIN_PX = 800;

/** Events that count as the visitor's first interaction with the page. */
const INTERACTIONS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

/**
 * True once the element behind `ref` comes within `marginPx` (default {@link APPROACH_MARGIN_PX})
 * below the viewport (0: once it is on screen), or
 * the visitor first interacts with the page (scroll, wheel, key, pointer or touch), or `force` is
 * set; it never goes back to false. The landing page loads the code and data of everything below
 * its first screen through this (docs/decisions/0017-landing-speed.md): a visitor who only looks
 * at the first screen downloads none of it, one who scrolls or tabs has it before they get there.
 */
export function useLoadOnApproach(ref: RefObject<Element | null>, force = false, marginPx = APPROACH_MARGIN_PX): boolean {
  const [approached, setApproached] = useState(false);
  const near = approached || force;

  useEffect(() => {
    if (near) return undefined;
    const load = () => setApproached(true);
    const options: AddEventListenerOptions = { once: true, passive: true, capture: true };
    for (const type of INTERACTIONS) window.addEventListener(type, load, options);
    let observer: IntersectionObserver | undefined;
    if (ref.current && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), {
        rootMargin: `0px 0px ${marginPx}px 0px`,
      });
      observer.observe(ref.current);
    }
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, load, options);
      observer?.disconnect();
    };
  }, [near, ref, marginPx]);

  return near;
}
