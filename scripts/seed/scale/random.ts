// Deterministic randomness for the scale seed: the same size and clock give
// the same data set, so benchmarks on two machines measure the same thing.

/** Uniform in [0, 1). */
export type Random = () => number;

/** mulberry32: small, fast and good enough for synthetic data. */
export function randomFrom(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const int = (rnd: Random, n: number): number => Math.floor(rnd() * n);

export const pick = <T>(rnd: Random, items: readonly T[]): T => items[int(rnd, items.length)] as T;

export const chance = (rnd: Random, p: number): boolean => rnd() < p;

export const clamp = (n: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, n));

/** Standard normal (Box-Muller). */
export function normal(rnd: Random, mean = 0, sd = 1): number {
  const u = 1 - rnd();
  const v = rnd();
  return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
}

/** Index into `weights` with probability proportional to its weight. */
export function weightedIndex(rnd: Random, weights: readonly number[]): number {
  let total = 0;
  for (const w of weights) total += w;
  let x = rnd() * total;
  for (let i = 0; i < weights.length; i++) {
    x -= weights[i] as number;
    if (x < 0) return i;
  }
  return weights.length - 1;
}

/** Sampling from fixed weights many times: cumulative sums and a binary search. */
export function weightedSampler(weights: readonly number[]): (rnd: Random) => number {
  const cumulative = new Float64Array(weights.length);
  let total = 0;
  for (let i = 0; i < weights.length; i++) {
    total += weights[i] as number;
    cumulative[i] = total;
  }
  return (rnd) => {
    const x = rnd() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) > x) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

export function shuffle<T>(rnd: Random, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = int(rnd, i + 1);
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 20 characters of [A-Za-z0-9], the shape of the store's own ids, from the seeded generator. */
export function idMaker(rnd: Random): () => string {
  return () => {
    let id = '';
    for (let i = 0; i < 20; i++) id += ID_ALPHABET[int(rnd, 62)];
    return id;
  };
}

/**
 * A generator of its own for one key (FNV-1a of it): draws that belong to one profile, such as the habits
 * its reviews keep mentioning, without taking a number from the seed's main sequence, so the ratings,
 * dates and counts drawn from it stay what they were.
 */
export function randomFor(key: string): Random {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return randomFrom(hash >>> 0);
}
