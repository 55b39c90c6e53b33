/** The thread panel's pure rules (docs/decisions/0034): order, live-state copy, when to mark read. */
import { describe, expect, it } from 'vitest';
import { liveStateText, mergeMessages, newestFromOthers, quickRepliesPhase, shouldMarkRead, withMessage } from './threadModel';

const m = (id: string, at: string, mine = false) => ({ id, createdAt: `2026-12-01T10:${at}:00.000Z`, mine });

describe('mergeMessages', () => {
  it('shows each message once, oldest first, from overlapping newest-first pages', () => {
    const newest = [m('e', '05'), m('d', '04'), m('c', '03')];
    const older = [m('c', '03'), m('b', '02'), m('a', '01')];
    expect(mergeMessages(newest, older).map((x) => x.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('orders messages of the same instant by id', () => {
    expect(mergeMessages([m('y', '01'), m('x', '01')]).map((x) => x.id)).toEqual(['x', 'y']);
  });
});

describe('withMessage', () => {
  it('puts a new message at the top of the newest page and counts it', () => {
    const page = { items: [m('a', '01')], total: 7, page: 1 };
    const next = withMessage(page, m('b', '02'));
    expect(next.items.map((x) => x.id)).toEqual(['b', 'a']);
    expect(next.total).toBe(8);
    expect(next.page).toBe(1);
  });

  it('ignores a message the page already has (the subscription and the mutation both bring it)', () => {
    const page = { items: [m('a', '01')], total: 1 };
    expect(withMessage(page, m('a', '01'))).toBe(page);
  });
});

describe('liveStateText', () => {
  it('says the live state on a confirmed or started booking', () => {
    expect(liveStateText('on_my_way', 'confirmed')).toBe('Your cleaner is on the way');
    expect(liveStateText('running_late', 'confirmed')).toBe('Your cleaner is running about 10 minutes late');
    expect(liveStateText('arrived', 'in_progress')).toBe('Your cleaner has arrived');
  });

  it('says nothing without a live state or once the booking is over', () => {
    expect(liveStateText(null, 'confirmed')).toBeNull();
    expect(liveStateText('on_my_way', 'completed')).toBeNull();
    expect(liveStateText('arrived', 'cancelled')).toBeNull();
  });
});

describe('marking read', () => {
  const base = { visible: true, unreadCount: 0, newestOtherId: 'a', baselineId: 'a', handledId: null };

  it('finds the newest message from the other side', () => {
    expect(newestFromOthers([m('a', '01'), m('b', '02', true)])).toBe('a');
    expect(newestFromOthers([m('b', '02', true)])).toBeNull();
  });

  it('marks unread messages once the panel is visible', () => {
    expect(shouldMarkRead({ ...base, unreadCount: 2 })).toBe(true);
    expect(shouldMarkRead({ ...base, unreadCount: 2, visible: false })).toBe(false);
  });

  it('does not mark a thread with nothing new', () => {
    expect(shouldMarkRead(base)).toBe(false);
  });

  it('marks a message that arrived while the panel is open, once', () => {
    expect(shouldMarkRead({ ...base, newestOtherId: 'b' })).toBe(true);
    expect(shouldMarkRead({ ...base, newestOtherId: 'b', handledId: 'b' })).toBe(false);
    // The server still counting it does not make the panel ask again and again.
    expect(shouldMarkRead({ ...base, newestOtherId: 'b', handledId: 'b', unreadCount: 1 })).toBe(false);
  });
});

describe('quickRepliesPhase', () => {
  const span = { from: '2026-12-01T12:00:00.000Z', until: '2026-12-01T17:00:00.000Z' };
  it('is open from `from` (included) until `until` (excluded)', () => {
    expect(quickRepliesPhase(span, Date.parse('2026-12-01T11:59:59.999Z'))).toBe('before');
    expect(quickRepliesPhase(span, Date.parse(span.from))).toBe('open');
    expect(quickRepliesPhase(span, Date.parse('2026-12-01T16:59:59.999Z'))).toBe('open');
    expect(quickRepliesPhase(span, Date.parse(span.until))).toBe('after');
  });
});
