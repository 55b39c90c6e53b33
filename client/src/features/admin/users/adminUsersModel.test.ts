import { describe, expect, it } from 'vitest';
import {
  auditValueText,
  joinedRange,
  parsePageSize,
  parseUserSort,
  personName,
  sortModelOf,
  userSortOf,
} from './adminUsersModel';

describe('user sort <-> grid sort model', () => {
  it('maps every server sort to a grid model and back', () => {
    for (const sort of ['newest', 'oldest', 'name', 'email'] as const) {
      expect(userSortOf(sortModelOf(sort))).toBe(sort);
    }
    expect(sortModelOf('newest')).toEqual([{ field: 'joined', sort: 'desc' }]);
    expect(sortModelOf('oldest')).toEqual([{ field: 'joined', sort: 'asc' }]);
  });

  it('falls back to newest for an empty model or an unknown column', () => {
    expect(userSortOf([])).toBe('newest');
    expect(userSortOf([{ field: 'role', sort: 'asc' }])).toBe('newest');
    expect(parseUserSort('bogus')).toBe('newest');
    expect(parseUserSort('email')).toBe('email');
  });
});

describe('parsePageSize', () => {
  it('accepts 10, 20 and 50 only', () => {
    expect(parsePageSize('50')).toBe(50);
    expect(parsePageSize('7')).toBe(20);
    expect(parsePageSize(null)).toBe(20);
  });
});

describe('joinedRange', () => {
  it('turns days into the start and end of the local day', () => {
    const range = joinedRange('2026-01-02', '2026-01-05');
    expect(range.invalid).toBe(false);
    expect(new Date(range.joinedFrom!).getTime()).toBe(new Date(2026, 0, 2, 0, 0, 0, 0).getTime());
    expect(new Date(range.joinedTo!).getTime()).toBe(new Date(2026, 0, 5, 23, 59, 59, 999).getTime());
  });

  it('flags a reversed range and ignores malformed days', () => {
    expect(joinedRange('2026-02-01', '2026-01-01')).toEqual({ joinedFrom: null, joinedTo: null, invalid: true });
    expect(joinedRange('nope', '')).toEqual({ joinedFrom: null, joinedTo: null, invalid: false });
  });
});

describe('display helpers', () => {
  it('names people and audit values', () => {
    expect(personName({ fullName: null, firstName: 'Jane', lastName: 'Doe' })).toBe('Jane Doe');
    expect(auditValueText({ status: 'active' })).toBe('status: active');
    expect(auditValueText(null)).toBe('—');
  });
});
