import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import winkSimilarity from 'wink-nlp/utilities/similarity.js';
import { similarPairs } from '../../../src/domain/insights/similar-pairs.ts';

/// <reference path="../../../src/domain/insights/wink-similarity.d.ts" />

const similar = (a: Set<string>, b: Set<string>, t: number) => winkSimilarity.set.tversky(a, b, 1, 1) >= t;

describe('similarPairs', () => {
  it('keeps every pair at or above the threshold (all pairs compared as the reference)', () => {
    // Few distinct tokens, so that many sets are similar and the prefixes collide often.
    const set = fc.uniqueArray(fc.constantFrom(...'abcdefghijkl'), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(fc.array(set, { maxLength: 25 }), fc.constantFrom(0.5, 0.8, 0.9, 1), (arrays, t) => {
        const sets = arrays.map((a) => new Set(a));
        const candidates = similarPairs(sets, t);
        const kept = new Set(candidates.map(([i, j]) => `${i},${j}`));
        for (let i = 0; i < sets.length; i++)
          for (let j = i + 1; j < sets.length; j++)
            if (similar(sets[i] as Set<string>, sets[j] as Set<string>, t))
              expect(kept).toContain(`${i},${j}`);
        // In the order of all pairs, each once, i < j.
        expect(candidates).toEqual([...candidates].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
        expect(kept.size).toBe(candidates.length);
        for (const [i, j] of candidates) expect(i).toBeLessThan(j);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out pairs that cannot be similar instead of comparing all of them', () => {
    // 200 texts with nothing in common: all-pairs would compare 19,900 pairs.
    const sets = Array.from({ length: 200 }, (_, i) => new Set([`a${i}`, `b${i}`, `c${i}`, `d${i}`]));
    expect(similarPairs(sets, 0.8)).toEqual([]);
    // Two identical sets among them are found.
    const twins = [...sets, new Set(['x', 'y', 'z']), new Set(['x', 'y', 'z'])];
    expect(similarPairs(twins, 0.8)).toEqual([[200, 201]]);
  });
});
