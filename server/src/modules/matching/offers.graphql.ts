/**
 * A booking's requests to cleaners (docs/decisions/0027, 0045; matching/cascade.service.ts):
 * `Booking.currentOffer` (who is being asked now, until when; a wave's first pending request),
 * `Booking.pendingOffers` (every request waiting now: a wave asks several cleaners at once),
 * `Booking.offers` (every request, with its outcome), and how the booking finds its cleaner
 * (`fallbackToBest`, `openedToBoardAt`; `matching` is matching-state.graphql.ts).
 *
 * Visibility: the booking's customer and admins see every offer; a cleaner sees only its own
 * (an asked cleaner sees `currentOffer` only when it is theirs); anyone else sees none.
 */
import { shortPersonName } from '../../../../schema/format.js';
import { builder } from '../../builder.js';
import type { Context } from '../../context.js';
import type { BookingOffer } from '../../generated/prisma/client.js';
import { cleanerCard, cleanerCards, type CleanerCardData } from './cleaner-card.js';
import { CleanerSummaryRef } from './cleaner-card.graphql.js';

/** An offer row with its cleaner's names. */
type OfferRow = BookingOffer & { cleaner: { firstName: string; lastName: string } };

const OFFER_OUTCOMES = ['pending', 'accepted', 'declined', 'expired', 'withdrawn'] as const;

export const OfferOutcomeEnum = builder.enumType('OfferOutcome', {
  description: 'How a request to one cleaner ended: still pending (waiting for an answer), accepted, declined, expired (no answer by the deadline) or withdrawn (another cleaner of the wave accepted first, the board opened, an admin assigned someone, or the booking ended; docs/decisions/0045).',
  values: OFFER_OUTCOMES,
});

export const BookingMatchingEnum = builder.enumType('BookingMatching', {
  description: 'How a booking finds its cleaner (docs/decisions/0027): open = the open board; chosen = the customer chose one cleaner; best = the ranked cascade: a favourite alone for a head start, then waves of the next k best-ranked cleaners at once, first accept wins (docs/decisions/0045).',
  values: ['open', 'chosen', 'best'] as const,
});

/** "Maria G." (schema/format.ts shortPersonName). */
function displayName(cleaner: { firstName: string; lastName: string }): string {
  return shortPersonName(cleaner.firstName, cleaner.lastName);
}

/** Cleaner cards of one request, loaded together (one query per tick for every offer asked). */
const cardLoaders = new WeakMap<object, { cache: Map<string, Promise<CleanerCardData | undefined>>; batch: { ids: Set<string>; result: Promise<Map<string, CleanerCardData>> } | null }>();

function loadCard(ctx: Context, cleanerId: string): Promise<CleanerCardData | undefined> {
  let loader = cardLoaders.get(ctx);
  if (!loader) {
    loader = { cache: new Map(), batch: null };
    cardLoaders.set(ctx, loader);
  }
  const cached = loader.cache.get(cleanerId);
  if (cached) return cached;
  const state = loader;
  if (!state.batch) {
    const ids = new Set<string>();
    state.batch = {
      ids,
      result: new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        state.batch = null;
        return cleanerCards([...ids]);
      }),
    };
  }
  state.batch.ids.add(cleanerId);
  const card = state.batch.result.then((cards) => cards.get(cleanerId));
  state.cache.set(cleanerId, card);
  return card;
}

export const BookingOfferRef = builder.objectRef<OfferRow>('BookingOffer').implement({
  description: 'One request to one cleaner to take a booking (docs/decisions/0027): who, when asked, the deadline (UTC), when answered, and how it ended.',
  fields: (t) => ({
    id: t.exposeID('id'),
    cleanerId: t.exposeID('cleanerId', { description: "The asked cleaner's user id (uuid)." }),
    cleanerName: t.string({ description: 'First name and last initial, e.g. "Maria G."', resolve: (o) => displayName(o.cleaner) }),
    cleaner: t.field({
      type: CleanerSummaryRef,
      description: 'The asked cleaner as a card (no email, phone or address).',
      resolve: async (o, _args, ctx) =>
        (await loadCard(ctx, o.cleanerId)) ??
        cleanerCard({ cleanerId: o.cleanerId, firstName: o.cleaner.firstName, lastName: o.cleaner.lastName, rating: 0, reviewCount: 0, completedJobs: 0, specialties: [], yearsExperience: 0 }),
    }),
    rank: t.exposeInt('rank', { description: 'Position in the ranking when asked (1 = first choice, or the chosen cleaner).' }),
    askedAt: t.expose('askedAt', { type: 'DateTime', description: 'UTC instant the cleaner was asked.' }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'UTC deadline for an answer: scaled by lead time up to MATCHING_MAX_ANSWER_SECONDS after askedAt (REQUEST_TIMEOUT_SECONDS when set), never past start − 3 h, at least 60 s (docs/decisions/0045).' }),
    answeredAt: t.expose('answeredAt', { type: 'DateTime', nullable: true, description: 'UTC instant it ended (answer, expiry or withdrawal); null while pending.' }),
    outcome: t.expose('outcome', { type: OfferOutcomeEnum }),
  }),
});

/** Who is being asked now. */
const CurrentOfferRef = builder.objectRef<OfferRow>('CurrentOffer').implement({
  description: 'A cleaner a booking is waiting on now and the deadline of the request (UTC); with a wave, the first of its pending requests (Booking.pendingOffers lists them all).',
  fields: (t) => ({
    cleanerId: t.exposeID('cleanerId', { description: "The asked cleaner's user id (uuid)." }),
    cleanerName: t.string({ description: 'First name and last initial, e.g. "Maria G."', resolve: (o) => displayName(o.cleaner) }),
    expiresAt: t.expose('expiresAt', { type: 'DateTime', description: 'UTC deadline for an answer; then the next cleaners are asked.' }),
    askedAt: t.expose('askedAt', { type: 'DateTime', description: 'UTC instant the cleaner was asked.' }),
  }),
});

/**
 * Which offers the viewer may read, as a Prisma filter: all for admins and customers (a customer
 * reads only their own bookings, re-checked in the resolvers), a cleaner's own, nothing otherwise.
 */
function offerFilter(ctx: Context): { cleanerId?: string } | null {
  const user = ctx.user;
  if (!user) return null;
  if (user.role === 'admin' || user.role === 'customer') return {};
  return { cleanerId: user.id };
}

/** Whether the viewer may read the booking's offers at all (see offerFilter). */
function mayReadOffers(ctx: Context, booking: { customerId: string }): boolean {
  const user = ctx.user;
  if (!user) return false;
  if (user.role === 'customer') return booking.customerId === user.id;
  return true;
}

const cleanerNames = { select: { firstName: true, lastName: true } } as const;

/** The one selection of `offers` both fields share (so plugin-prisma loads them once, with the booking). */
const visibleOffers = (_args: object, ctx: Context) => ({
  offers: { where: offerFilter(ctx) ?? { id: '' }, orderBy: [{ askedAt: 'asc' as const }, { rank: 'asc' as const }], include: { cleaner: cleanerNames } },
});

builder.prismaObjectFields('Booking', (t) => ({
  fallbackToBest: t.exposeBoolean('fallbackToBest', { description: 'With a chosen cleaner: on a decline or timeout the cascade asks the next-best cleaner (else the booking ends rejected).' }),
  openedToBoardAt: t.expose('openedToBoardAt', {
    type: 'DateTime',
    nullable: true,
    description: 'UTC instant the cascade gave up and opened the booking to every eligible cleaner ("unmatched"); null otherwise.',
  }),
  currentOffer: t.field({
    type: CurrentOfferRef,
    nullable: true,
    description:
      "The cleaner being asked now and the deadline (with a wave of several, the first pending request by askedAt then rank); null when no one is being asked. The booking's customer and admins see it; a cleaner only when the request is to them.",
    select: visibleOffers,
    resolve: (b, _args, ctx) => (mayReadOffers(ctx, b) ? ((b.offers as OfferRow[]).find((o) => o.outcome === 'pending') ?? null) : null),
  }),
  pendingOffers: t.field({
    type: [BookingOfferRef],
    description:
      "The requests waiting for an answer now (docs/decisions/0045): one for a chosen cleaner or a favourite's head start, up to k (MATCHING_WAVE_SIZE) for a wave, none otherwise; oldest first, then by rank. Who sees what: as `offers` (a cleaner only its own).",
    select: visibleOffers,
    resolve: (b, _args, ctx) => (mayReadOffers(ctx, b) ? (b.offers as OfferRow[]).filter((o) => o.outcome === 'pending') : []),
  }),
  offers: t.field({
    type: [BookingOfferRef],
    description:
      "Every request to a cleaner for this booking, oldest first (who, when asked, deadline, when answered, outcome). The booking's customer and admins see all; a cleaner only its own; anyone else none.",
    select: visibleOffers,
    resolve: (b, _args, ctx) => (mayReadOffers(ctx, b) ? (b.offers as OfferRow[]) : []),
  }),
}));
