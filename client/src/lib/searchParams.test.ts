import { describe, expect, it } from 'vitest';
import { withParams } from './searchParams';

describe('withParams', () => {
  it('sets and removes keys; a filter change goes back to page 1; page 1 is not written', () => {
    const start = new URLSearchParams('kind=refund&page=3');
    expect(withParams(start, { status: 'failed' }).toString()).toBe('kind=refund&status=failed');
    expect(withParams(start, { kind: '' }).toString()).toBe('');
    expect(withParams(start, { page: 4 }).toString()).toBe('kind=refund&page=4');
    expect(withParams(start, { page: 1 }).toString()).toBe('kind=refund');
    expect(start.toString()).toBe('kind=refund&page=3');
  });
});
