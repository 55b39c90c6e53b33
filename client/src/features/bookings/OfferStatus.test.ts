import { describe, expect, it } from 'vitest';
import type { OfferStatus_BookingFragment } from '../../gql/graphql';
import { isCancelledUnfilled, offerHeadline, offerHistory } from './OfferStatus';

type Offer = OfferStatus_BookingFragment['offers'][number];

let seq = 0;
function offer(cleanerName: string, minute: number, outcome: Offer['outcome']): Offer {
  seq += 1;
  const at = (m: number) => new Date(Date.UTC(2030, 2, 12, 9, m)).toISOString();
  return {
    id: `offer-${seq}`,
    cleanerId: `cleaner-${cleanerName}`,
    cleanerName,
    rank: seq,
    askedAt: at(minute),
    expiresAt: at(minute + 15),
    answeredAt: outcome === 'pending' ? null : at(minute + 5),
    outcome,
  };
}

function booking(overrides: Partial<OfferStatus_BookingFragment>): OfferStatus_BookingFragment {
  return {
    id: 'b1',
    status: 'pending_cleaner_response',
    matching: { mode: 'request', askedCount: 0, expiresAt: null, requested: 'best' },
    fallbackToBest: false,
    openedToBoardAt: null,
    cancellationReason: null,
    currentOffer: null,
    offers: [],
    ...overrides,
  };
}

describe('offerHeadline', () => {
  it('names the cleaner asked first', () => {
    const first = offer('Maria G.', 0, 'pending');
    const b = booking({ offers: [first], currentOffer: { cleanerId: first.cleanerId, cleanerName: 'Maria G.', askedAt: first.askedAt, expiresAt: first.expiresAt } });
    expect(offerHeadline(b)).toBe('Asking Maria G.');
  });

  it('says who declined or did not answer before the cleaner asked now', () => {
    const declined = offer('Maria G.', 0, 'declined');
    const next = offer('James C.', 5, 'pending');
    const current = { __typename: 'CurrentOffer' as const, cleanerId: next.cleanerId, cleanerName: 'James C.', askedAt: next.askedAt, expiresAt: next.expiresAt };
    expect(offerHeadline(booking({ offers: [next, declined], currentOffer: current }))).toBe('Maria G. declined, asking James C.');
    const expired = offer('Maria G.', 0, 'expired');
    expect(offerHeadline(booking({ offers: [expired, next], currentOffer: current }))).toBe('Maria G. did not answer, asking James C.');
  });

  it('counts the cleaners of a wave, asked at once (issue 31)', () => {
    const asked = ['Maria G.', 'James C.', 'Ana P.'].map((name) => offer(name, 0, 'pending'));
    const first = asked[0]!;
    const b = booking({
      offers: asked,
      matching: { mode: 'request', askedCount: 3, expiresAt: first.expiresAt, requested: 'best' },
      currentOffer: { cleanerId: first.cleanerId, cleanerName: first.cleanerName, askedAt: first.askedAt, expiresAt: first.expiresAt },
    });
    expect(offerHeadline(b)).toBe('Asking 3 cleaners near you');
    // One left asked (the others declined): named again.
    const one = booking({ ...b, matching: { ...b.matching, askedCount: 1 } });
    expect(offerHeadline(one)).toBe('Asking Maria G.');
  });

  it('says nothing for an instant booking, confirmed at once', () => {
    expect(offerHeadline(booking({ status: 'confirmed', matching: { mode: 'instant', askedCount: 0, expiresAt: null, requested: 'best' } }))).toBeNull();
  });

  it('tells the open board once the cascade gave up, and nothing otherwise', () => {
    expect(offerHeadline(booking({ status: 'pending', openedToBoardAt: '2030-03-12T10:00:00.000Z' }))).toBe(
      'Looking for a cleaner: open to all nearby cleaners',
    );
    expect(offerHeadline(booking({ status: 'pending', matching: { mode: 'board', askedCount: 0, expiresAt: null, requested: 'open' } }))).toBeNull();
  });
});

describe('offerHistory', () => {
  it('tells each answer in order, with who was asked next', () => {
    const a = offer('Maria G.', 0, 'declined');
    const b = offer('James C.', 5, 'expired');
    const c = offer('Ana P.', 25, 'accepted');
    expect(offerHistory([c, a, b]).map((line) => line.text)).toEqual([
      'Maria G. declined, asking James C.',
      'James C. did not answer, asking Ana P.',
      'Ana P. accepted.',
    ]);
  });

  it('leaves out the pending request', () => {
    expect(offerHistory([offer('Maria G.', 0, 'pending')])).toEqual([]);
  });
});

describe('isCancelledUnfilled', () => {
  it('is the cancellation of a booking nobody accepted in time', () => {
    expect(isCancelledUnfilled(booking({ status: 'cancelled', cancellationReason: 'No cleaner accepted this booking in time.' }))).toBe(true);
    expect(isCancelledUnfilled(booking({ status: 'cancelled', cancellationReason: 'Plans changed' }))).toBe(false);
    expect(isCancelledUnfilled(booking({ status: 'pending', cancellationReason: null }))).toBe(false);
  });
});
