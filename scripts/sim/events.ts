/**
 * The simulated clock: a priority queue of events by instant (ties in insertion order). The
 * simulation pops the earliest event, sets the clock to its instant and runs it; nothing waits for
 * wall-clock time.
 */
export interface SimEvent {
  /** Simulated UTC instant, ms since the epoch. */
  at: number;
  run: () => Promise<void>;
}

interface Entry extends SimEvent {
  seq: number;
}

/** A binary min-heap of events ordered by (at, insertion order). */
export class EventQueue {
  private readonly heap: Entry[] = [];
  private seq = 0;
  /** The instant of the event being run (ms); starts at `start`. */
  now: number;

  constructor(start: number) {
    this.now = start;
  }

  get size(): number {
    return this.heap.length;
  }

  /** Adds an event; one in the past of the clock runs next, at the clock's instant. */
  push(at: number, run: () => Promise<void>): void {
    const entry: Entry = { at: Math.max(at, this.now), run, seq: this.seq++ };
    const heap = this.heap;
    heap.push(entry);
    let i = heap.length - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!before(heap[i]!, heap[parent]!)) break;
      [heap[i], heap[parent]] = [heap[parent]!, heap[i]!];
      i = parent;
    }
  }

  /** Removes and returns the earliest event, or undefined when none is left. */
  pop(): Entry | undefined {
    const heap = this.heap;
    const top = heap[0];
    if (!top) return undefined;
    const last = heap.pop()!;
    if (heap.length > 0) {
      heap[0] = last;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heap.length && before(heap[l]!, heap[m]!)) m = l;
        if (r < heap.length && before(heap[r]!, heap[m]!)) m = r;
        if (m === i) break;
        [heap[i], heap[m]] = [heap[m]!, heap[i]!];
        i = m;
      }
    }
    return top;
  }

  /** Runs every event in order, the clock following them; `onTick` sees the clock after each. */
  async runAll(onTick?: (now: number, done: number) => void): Promise<void> {
    let done = 0;
    for (let event = this.pop(); event; event = this.pop()) {
      this.now = event.at;
      await event.run();
      done += 1;
      onTick?.(this.now, done);
    }
  }
}

function before(a: Entry, b: Entry): boolean {
  return a.at < b.at || (a.at === b.at && a.seq < b.seq);
}
