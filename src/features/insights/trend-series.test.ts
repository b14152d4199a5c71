import { quarterNumberText } from '@contract/period-text';
import { describe, expect, it } from 'vitest';
import { quarterIndex, type TrendChartData, trendChartData } from '@/features/insights/trend-series';
import type { Period } from '@/features/insights/types';

/** A quarter's number back as the API's key ('2025Q3'), to name segments as the answer names periods. */
const quarterKey = (index: number) => `${Math.floor(index / 4)}Q${(index % 4) + 1}`;

const period = (from: string, to: string, average: number): Period => ({ from, to, average, reviewCount: 5 });

/**
 * What the chart draws for one series, read back from its data: each unbroken run of values is a
 * segment, named by the quarters it covers (its ends round to their quarters' numbers), with its
 * height, its length in quarters and the quarter of its dot.
 */
function segments(data: TrendChartData, series: number) {
  const { values, middles } = data.series[series] as TrendChartData['series'][number];
  const runs: { start: number; end: number; ys: number[]; dots: number[] }[] = [];
  let open: (typeof runs)[number] | null = null;
  values.forEach((y, i) => {
    const x = data.xs[i] as number;
    if (y === null) {
      open = null;
      return;
    }
    if (!open) {
      open = { start: x, end: x, ys: [], dots: [] };
      runs.push(open);
    }
    open.end = x;
    open.ys.push(y);
    if (middles.includes(i)) open.dots.push(x);
  });
  return runs.map((r) => ({
    quarters: `${quarterKey(Math.round(r.start))}–${quarterKey(Math.round(r.end))}`,
    heights: [...new Set(r.ys)],
    length: Math.round(r.end - r.start + 0.5),
    dots: r.dots,
  }));
}

describe('quarterIndex', () => {
  it('numbers quarters one apart across a year’s end, and refuses malformed ones', () => {
    expect((quarterIndex('2025Q1') as number) - (quarterIndex('2024Q4') as number)).toBe(1);
    expect((quarterIndex('2026Q3') as number) - (quarterIndex('2024Q3') as number)).toBe(8);
    expect(quarterNumberText(quarterIndex('2025Q3') as number)).toBe('Q3\u00a02025');
    for (const bad of ['2025Q5', '2025Q0', '25Q1', '2025-Q1', '', '2025Q1 ', '<b>2025Q1</b>']) {
      expect(quarterIndex(bad)).toBeNull();
    }
  });
});

describe('trendChartData', () => {
  it('draws a merged period as one flat segment across all its quarters, with its dot in the middle', () => {
    const data = trendChartData([
      [period('2024Q3', '2026Q3', 4.4)],
      [period('2024Q3', '2025Q2', 4.2), period('2025Q3', '2025Q4', 3.8), period('2026Q1', '2026Q4', 3.4)],
    ]) as TrendChartData;

    // The manager period runs 2024Q3–2026Q3 (9 quarters), not a point at 2026Q3; the interviewer
    // periods inside it do not break it.
    expect(segments(data, 0)).toEqual([
      { quarters: '2024Q3–2026Q3', heights: [4.4], length: 9, dots: [quarterIndex('2025Q3')] },
    ]);
    // Three neighbouring periods of one kind stay three segments (no line joins them), each as long
    // as the quarters it covers; a dot at the middle of each, between two quarters when even.
    expect(segments(data, 1)).toEqual([
      {
        quarters: '2024Q3–2025Q2',
        heights: [4.2],
        length: 4,
        dots: [(quarterIndex('2024Q4') as number) + 0.5],
      },
      {
        quarters: '2025Q3–2025Q4',
        heights: [3.8],
        length: 2,
        dots: [(quarterIndex('2025Q3') as number) + 0.5],
      },
      {
        quarters: '2026Q1–2026Q4',
        heights: [3.4],
        length: 4,
        dots: [(quarterIndex('2026Q2') as number) + 0.5],
      },
    ]);
    // The x axis runs from the first quarter's start to the last one's end, and x only grows.
    expect(data.range).toEqual([
      (quarterIndex('2024Q3') as number) - 0.5,
      (quarterIndex('2026Q4') as number) + 0.5,
    ]);
    expect(data.xs).toEqual([...data.xs].sort((a, b) => a - b));
    expect(new Set(data.xs).size).toBe(data.xs.length);
  });

  it('places periods by time, so a gap of quarters without reviews is a gap on the axis', () => {
    // 2024Q2 and 2024Q3 had no reviews: 2024Q1 and 2024Q4 are 3 quarters apart, 2024Q4 and 2025Q1 one.
    const data = trendChartData([
      [period('2024Q1', '2024Q1', 3), period('2024Q4', '2024Q4', 4), period('2025Q1', '2025Q1', 2)],
    ]) as TrendChartData;
    const dots = segments(data, 0).flatMap((s) => s.dots);
    expect(dots.map((x, i) => (i === 0 ? 0 : x - (dots[i - 1] as number)))).toEqual([0, 3, 1]);
    expect(segments(data, 0).map((s) => s.quarters)).toEqual([
      '2024Q1–2024Q1',
      '2024Q4–2024Q4',
      '2025Q1–2025Q1',
    ]);
  });

  it('leaves out a period with malformed or reversed quarters (the table still lists it), and draws nothing from none', () => {
    const data = trendChartData([
      [period('2025Q5', '2026Q1', 1), period('2025Q1', '2025Q1', 4), period('2026Q2', '2025Q2', 2)],
    ]) as TrendChartData;
    expect(segments(data, 0)).toEqual([
      { quarters: '2025Q1–2025Q1', heights: [4], length: 1, dots: [quarterIndex('2025Q1')] },
    ]);
    expect(trendChartData([[period('x', 'y', 3)], []])).toBeNull();
    expect(trendChartData([])).toBeNull();
  });
});
