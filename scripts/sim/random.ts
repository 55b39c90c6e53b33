/**
 * Seeded randomness for the matching simulation (scripts/sim-matching.ts). Every draw that must be
 * the same in both arms (a cleaner's habits, its answer to one booking) comes from a hash of the
 * seed and stable keys (the cleaner's id, the booking's index in the demand), never from a shared
 * stream, so the order in which an arm asks for it cannot change it.
 */

/** 32-bit FNV-1a of a string. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast generator of uniform numbers in [0, 1) from a 32-bit state. */
export function stream(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A generator determined by the seed and the keys alone (same keys, same numbers, in any run order). */
export function keyed(seed: number, ...keys: (string | number)[]): Rng {
  return new Rng(fnv1a(`${seed}|${keys.join('|')}`));
}

/** Uniform, normal, log-normal, Bernoulli and weighted draws from one seeded stream. */
export class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = stream(seed);
  }
  /** Uniform in [0, 1). */
  uniform(): number {
    return this.next();
  }
  /** Uniform in [lo, hi). */
  between(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
  /** Integer in [lo, hi] (both included). */
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  /** True with probability p. */
  chance(p: number): boolean {
    return this.next() < p;
  }
  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }
  /** Log-normal with the given median and sigma of its logarithm. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }
  /** One of `items`, chosen with probability proportional to `weight(item)`. */
  weighted<T>(items: readonly T[], weight: (item: T, index: number) => number): T {
    let total = 0;
    for (let i = 0; i < items.length; i += 1) total += weight(items[i]!, i);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i += 1) {
      r -= weight(items[i]!, i);
      if (r < 0) return items[i]!;
    }
    return items[items.length - 1]!;
  }
  /** One of `items`, uniformly. */
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!;
  }
}
