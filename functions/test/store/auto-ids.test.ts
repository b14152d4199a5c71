import { describe, expect, it } from 'vitest';
import { AUTO_ID_LENGTH, newDocumentId } from '../../src/store/sqlite/auto-ids.ts';

describe('newDocumentId', () => {
  it('gives distinct 20-character alphanumeric ids, across many refills of its random pool', () => {
    // 20,000 ids use about 100 pools of random bytes.
    const ids = Array.from({ length: 20_000 }, () => newDocumentId());
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(AUTO_ID_LENGTH).toBe(20);
  });

  it('makes every character about equally likely, at every position (no bias toward the first letters)', () => {
    const n = 20_000;
    const counts = new Map<string, number>();
    const firstCounts = new Map<string, number>();
    for (let i = 0; i < n; i++) {
      const id = newDocumentId();
      firstCounts.set(id[0] as string, (firstCounts.get(id[0] as string) ?? 0) + 1);
      for (const ch of id) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    }
    expect(counts.size).toBe(62);
    // Chi-square with 61 degrees of freedom: about 61 on average; 130 is far beyond chance (p < 1e-6),
    // while `b % 62` without rejecting bytes 248-255 gives about 2,500 over all positions (checked).
    const chi = (table: Map<string, number>, total: number) => {
      const expected = total / 62;
      let sum = 0;
      for (const count of table.values()) sum += (count - expected) ** 2 / expected;
      return sum;
    };
    expect(chi(counts, n * 20)).toBeLessThan(130);
    expect(chi(firstCounts, n)).toBeLessThan(130);
  });
});
