/**
 * Whether the user is using this tab: the last key press, click, touch or wheel turn, and coming
 * back to the tab. The refresh policy reads it so that an idle tab does not stretch the session
 * (spec section 9's proactive refresh: only after activity within IDLE_WINDOW_MS).
 */

/** The proactive refresh is made only when the user did something in the last 15 minutes. */
export const IDLE_WINDOW_MS = 15 * 60 * 1000;

/** Browser events that count as the user being active (the 15-minute idle window). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/** The user's activity in this tab, as followed by trackActivity. */
export interface ActivityTracker {
  /** When the user was last active (epoch milliseconds); the start of tracking counts as activity. */
  lastActivityAt(): number;
  /** Records activity seen by the caller (the tab became visible again). */
  markActive(): void;
  /** Stops listening. */
  stop(): void;
}

/**
 * Follows the user's activity in this tab (ACTIVITY_EVENTS, passive listeners in the capture
 * phase) until `stop()`.
 */
export function trackActivity(): ActivityTracker {
  let lastActivityAt = Date.now();
  const markActive = () => {
    lastActivityAt = Date.now();
  };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, markActive, { passive: true, capture: true });
  return {
    lastActivityAt: () => lastActivityAt,
    markActive,
    stop: () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, markActive, { capture: true });
    },
  };
}

/** Whether activity at `lastActivityAt` is within the idle window at `now`. */
export function isActive(lastActivityAt: number, now: number): boolean {
  return now - lastActivityAt <= IDLE_WINDOW_MS;
}
