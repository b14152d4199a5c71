import { describe, expect, it } from 'vitest';
import { periodKeyText, periodText, quarterNumberText } from '../../src/contract/period-text.ts';

describe('period text', () => {
  it('writes quarters and months as words a person reads, not as stored keys', () => {
    expect(periodText({ from: '2024Q3', to: '2026Q3' })).toBe('Q3 2024 – Q3 2026');
    expect(periodText({ from: '2025Q1', to: '2025Q1' })).toBe('Q1 2025');
    expect(periodText({ from: '2025-12', to: '2026-11' })).toBe('Dec 2025 – Nov 2026');
    expect(periodKeyText('2026-01')).toBe('Jan 2026');
    expect(quarterNumberText(2025 * 4 + 2)).toBe('Q3 2025');
  });

  it('leaves a key it does not know as it is', () => {
    for (const key of ['2025Q5', '2025-13', '2025-00', 'x', '']) expect(periodKeyText(key)).toBe(key);
  });
});
