/**
 * `Booking.matching` (issue 31; docs/decisions/0044-instant-booking.md): how the booking was or is
 * being matched, the contract `{ mode, askedCount, expiresAt }` plus what the customer asked for
 * (`requested`, the BookingMatching enum the field used to be).
 */
import { builder } from '../../builder.js';
import type { BookingMatching } from '../../generated/prisma/enums.js';
import { BookingMatchingEnum } from './offers.graphql.js';

/** How a booking was matched: confirmed at once by instant booking, asked of cleaners, or on the open board. */
export type MatchingMode = 'instant' | 'request' | 'board';

/** What `Booking.matching` reads. */
export interface MatchingStateData {
  requested: BookingMatching;
  mode: MatchingMode;
  askedCount: number;
  expiresAt: Date | null;
}

/**
 * The matching state of a booking: `instant` when instant booking confirmed it (instantAt set),
 * `board` when it is on the open board (asked for open, or opened to the board), else `request`;
 * the pending requests now and the latest of their deadlines (null when none).
 */
export function matchingStateOf(b: { matching: BookingMatching; instantAt: Date | null; openedToBoardAt: Date | null }, pendingDeadlines: readonly Date[]): MatchingStateData {
  const mode: MatchingMode = b.instantAt ? 'instant' : b.matching === 'open' || b.openedToBoardAt ? 'board' : 'request';
  const latest = pendingDeadlines.reduce<Date | null>((max, d) => (max && max >= d ? max : d), null);
  return { requested: b.matching, mode, askedCount: pendingDeadlines.length, expiresAt: latest };
}

const MatchingModeEnum = builder.enumType('MatchingMode', {
  description: 'How a booking was matched (issue 31): instant = confirmed in its own request by instant booking; request = cleaners are (or were) asked and one accepts; board = open to every eligible cleaner.',
  values: ['instant', 'request', 'board'] as const,
});

const MatchingStateRef = builder.objectRef<MatchingStateData>('MatchingState').implement({
  description: 'How a booking is matched (issue 31; docs/decisions/0044): the mode, how many cleaners are being asked now and until when.',
  fields: (t) => ({
    mode: t.expose('mode', { type: MatchingModeEnum, description: 'instant (confirmed by instant booking), request (asked of cleaners) or board (the open board: asked for open, or opened when the requests ran out or the start neared).' }),
    askedCount: t.exposeInt('askedCount', { description: 'Cleaners asked now: the pending requests (0 when none; several during a wave).' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', nullable: true, description: 'UTC deadline of the latest pending request; null when no one is being asked.' }),
    requested: t.expose('requested', { type: BookingMatchingEnum, description: 'What the customer asked for: open board, a chosen cleaner, or best available.' }),
  }),
});

builder.prismaObjectFields('Booking', (t) => ({
  matching: t.field({
    type: MatchingStateRef,
    description: 'How the booking is matched: `{mode: instant|request|board, askedCount, expiresAt, requested: open|chosen|best}` (issue 31). Every viewer of the booking sees it.',
    select: { matching: true, instantAt: true, openedToBoardAt: true, offers: { where: { outcome: 'pending' }, select: { expiresAt: true } } },
    resolve: (b) => matchingStateOf(b, (b.offers as { expiresAt: Date }[]).map((o) => o.expiresAt)),
  }),
}));
