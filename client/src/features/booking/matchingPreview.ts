/**
 * How a booking will be matched, said before it is made (issue 31; docs/decisions/0044 and 0045):
 * confirmed at once by an instant cleaner, a wave of requests, or the open board. The facts come
 * from `recommendationsByZip` (`instantConfirmation` per cleaner, `instantCleanerId` for best
 * available, `waveSize`); the booking itself decides again when it is made.
 */

/** What "Best available" will do: confirm with `instantName`, or ask `waveSize` cleaners at once. */
export function bestAvailableText(instantName: string | null, waveSize: number): string {
  if (instantName) return `Confirmed at once by ${instantName}: they have instant booking on for this job.`;
  return waveSize > 1
    ? `We'll ask up to ${waveSize} cleaners near you at once; first to accept gets it.`
    : "We ask the best match first. If they can't take it in time, we ask the next one, until a cleaner accepts.";
}

/** The line under a cleaner's "Choose" button. */
export function chosenCleanerText(name: string, instant: boolean): string {
  return instant ? `Confirmed at once by ${name}.` : `${name} is asked and has a little while to accept.`;
}

/** The open board ("Book now", "Book anyway"). */
export const OPEN_BOARD_TEXT = 'Open to every nearby cleaner: the first to accept takes it.';

/** The toast after createBooking, by how it was matched (`matching.mode`). */
export function bookedText(mode: 'instant' | 'request' | 'board', day: string, cleanerName: string | null): string {
  if (mode === 'instant') return `Confirmed${cleanerName ? ` with ${cleanerName}` : ''} for ${day}.`;
  if (mode === 'board') return `Booking requested for ${day}. We'll let you know as soon as a cleaner accepts.`;
  return `Booking requested for ${day}. We're asking cleaners now and will let you know as soon as one accepts.`;
}
