import { describe, expect, it } from 'vitest';
import { periodKeyText, periodText, quarterNumberText } from '../../src/contract/period-text.ts';

// A no-break space inside each end: a narrow table cell wraps at the dash, never inside "Q2 2026".
const nb = (text: string) => text.replaceAll('_', '\u00a0');

describe('period text', () => {
  it('writes quarters and months as words a person reads, not as stored keys', () => {
    expect(periodText({ from: '2024Q3', to: '2026Q3' })).toBe(nb('Q3_2024 – Q3_2026'));
    expect(periodText({ from: '2025Q1', to: '2025Q1' })).toBe(nb('Q1_2025'));
    expect(periodText({ from: '2025-12', to: '2026-11' })).toBe(nb('Dec_2025 – Nov_2026'));
    expect(periodKeyText('2026-01')).toBe(nb('Jan_2026'));
    expect(quarterNumberText(2025 * 4 + 2)).toBe(nb('Q3_2025'));
  });

  it('leaves a key it does not know as it is', () => {
    for (const key of ['2025Q5', '2025-13', '2025-00', 'x', '']) expect(periodKeyText(key)).toBe(key);
  });
});
