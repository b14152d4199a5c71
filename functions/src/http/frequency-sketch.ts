import { randomInt } from 'node:crypto';

const ROWS = 4;
/** Counters stop here (TinyLFU's 4 bits): enough to tell a wanted answer from one asked twice. */
const MAX_COUNT = 15;

/**
 * About how often each key was asked for lately: a count-min sketch whose counters are halved after
 * every ten asks per entry the cache holds, so old popularity fades (TinyLFU, Einziger et al. 2017).
 * It never counts a key short; other keys may add to its count, and the seed, drawn per process, keeps
 * a client from choosing which keys do (public-read-cache.ts asks it before keeping an answer as wanted).
 */
export class FrequencySketch {
  readonly #rows: Uint8Array[];
  readonly #mask: number;
  readonly #seed = randomInt(2 ** 31);
  readonly #halveAfter: number;
  #asks = 0;

  constructor(entries: number) {
    // Up to ten asks per entry between halvings, each of them possibly a new key: at two counters per
    // entry a row held several keys per counter, and a key asked twice often counted as much as one
    // asked ten times (read-cache-flood's test failed about one run in ten). Sixteen per entry keeps a
    // row under one key per counter: 128 KB for the default 2,000 entries.
    const width = 2 ** Math.ceil(Math.log2(Math.max(1024, entries * 16)));
    this.#rows = Array.from({ length: ROWS }, () => new Uint8Array(width));
    this.#mask = width - 1;
    this.#halveAfter = Math.max(64, entries * 10);
  }

  /** One more ask for `key`. */
  add(key: string): void {
    const [h1, h2] = this.#hashes(key);
    for (let row = 0; row < ROWS; row++) {
      const counters = this.#rows[row] as Uint8Array;
      const at = (h1 + row * h2) & this.#mask;
      if ((counters[at] as number) < MAX_COUNT) counters[at] = (counters[at] as number) + 1;
    }
    if (++this.#asks < this.#halveAfter) return;
    for (const counters of this.#rows)
      for (let i = 0; i < counters.length; i++) counters[i] = (counters[i] as number) >> 1;
    this.#asks = 0;
  }

  /** How often `key` was asked for lately (never less than it was). */
  count(key: string): number {
    const [h1, h2] = this.#hashes(key);
    let least = MAX_COUNT;
    for (let row = 0; row < ROWS; row++) {
      least = Math.min(least, (this.#rows[row] as Uint8Array)[(h1 + row * h2) & this.#mask] as number);
    }
    return least;
  }

  /** Two 32-bit hashes of the key under the seed (FNV-1a, then a murmur3 finaliser for the second). */
  #hashes(key: string): [number, number] {
    let h = (0x811c9dc5 ^ this.#seed) >>> 0;
    for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
    let g = h ^ (h >>> 16);
    g = Math.imul(g, 0x85ebca6b);
    g ^= g >>> 13;
    g = Math.imul(g, 0xc2b2ae35);
    g ^= g >>> 16;
    // Odd, so the rows' positions differ.
    return [h, (g | 1) >>> 0];
  }
}
