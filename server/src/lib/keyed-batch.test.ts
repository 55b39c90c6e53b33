/** lib/keyed-batch.ts: the first item runs alone, later ones of the same key run together next. */
import { describe, expect, it } from 'vitest';
import { createKeyedBatch } from './keyed-batch.js';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 5));

describe('createKeyedBatch', () => {
  it('runs the first item alone and the items that arrived meanwhile as one batch, answering each in order', async () => {
    const calls: [string, number[]][] = [];
    const batch = createKeyedBatch<number, string>(async (key, items) => {
      calls.push([key, items]);
      await tick();
      return items.map((n) => `${key}:${n * 10}`);
    });
    const answers = await Promise.all([1, 2, 3, 4].map((n) => batch('a', n)));
    expect(answers).toEqual(['a:10', 'a:20', 'a:30', 'a:40']);
    expect(calls).toEqual([
      ['a', [1]],
      ['a', [2, 3, 4]],
    ]);
    // Idle again: the next item runs at once, alone.
    await expect(batch('a', 5)).resolves.toBe('a:50');
    expect(calls.at(-1)).toEqual(['a', [5]]);
  });

  it('keeps keys apart: another key never waits for, nor joins, a batch in flight', async () => {
    const calls: string[] = [];
    const batch = createKeyedBatch<number, number>(async (key, items) => {
      calls.push(`${key}${items.join(',')}`);
      await tick();
      return items;
    });
    await Promise.all([batch('a', 1), batch('b', 1), batch('a', 2), batch('b', 2)]);
    expect(calls.sort()).toEqual(['a1', 'a2', 'b1', 'b2']);
  });

  it('rejects every item of a failing batch and goes on with the next one', async () => {
    let fail = true;
    const batch = createKeyedBatch<number, number>(async (_key, items) => {
      await tick();
      if (fail) {
        fail = false;
        throw new Error('database down');
      }
      return items;
    });
    const first = batch('a', 1);
    const second = batch('a', 2);
    await expect(first).rejects.toThrow('database down');
    await expect(second).resolves.toBe(2);
  });

  it('refuses a runner that answers the wrong number of results', async () => {
    const batch = createKeyedBatch<number, number>(async () => []);
    await expect(batch('a', 1)).rejects.toThrow('0 results for 1 items');
  });
});
