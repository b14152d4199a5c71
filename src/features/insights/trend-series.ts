// The trend answer's periods as what the trend chart draws: x is time (one unit per quarter), and
// each period is a flat segment at its average across the quarters it covers, so a merged period
// (Q3 2024 – Q3 2026) reads as the long stretch it is instead of a point at its last quarter.
import type { Period } from '@/features/insights/types';

/** "2025Q3" as a number that grows by one per quarter (the API's own numbering), or null if malformed. */
export function quarterIndex(quarter: string): number | null {
  const m = /^(\d{4})Q([1-4])$/.exec(quarter);
  return m ? Number(m[1]) * 4 + Number(m[2]) - 1 : null;
}

/**
 * Quarter q is drawn over [q − 0.5, q + 0.5], so its label sits in its middle. A segment stops this
 * short of its period's edges: two neighbouring periods of one kind stay two segments, not one line.
 */
const INSET = 0.08;

export type PeriodSpan = {
  /** Edges of the period's quarters (half-way between two quarters' indices). */
  edges: [number, number];
  /** Ends of its segment, just inside the edges. */
  start: number;
  end: number;
  middle: number;
  average: number;
};

/** Where a period is drawn; null when its quarters are malformed (the table beside still lists it). */
export function periodSpan(p: Period): PeriodSpan | null {
  const from = quarterIndex(p.from);
  const to = quarterIndex(p.to);
  if (from === null || to === null || to < from) return null;
  const edges: [number, number] = [from - 0.5, to + 0.5];
  return {
    edges,
    start: edges[0] + INSET,
    end: edges[1] - INSET,
    middle: (from + to) / 2,
    average: p.average,
  };
}

export type TrendChartData = {
  /** x of every drawn point, ascending (uPlot's aligned data). */
  xs: number[];
  /** Per kind, in the order given: y at each x (null breaks the line), and which x mark a period's middle. */
  series: { values: (number | null)[]; middles: number[] }[];
  /** The x scale: from the first period's first quarter to the last period's last quarter. */
  range: [number, number];
};

/**
 * One series per kind. Each period adds its segment's ends and middle; the edges of its quarters
 * are added too and fall outside every segment of its kind, so they are null there and break the line
 * between two periods. A kind is flat (its own average) at any x inside one of its segments, even an
 * x that only another kind needed.
 */
export function trendChartData(kinds: readonly Period[][]): TrendChartData | null {
  const spans = kinds.map((periods) => periods.map(periodSpan).filter((s): s is PeriodSpan => s !== null));
  const all = spans.flat();
  if (all.length === 0) return null;
  const xs = [...new Set(all.flatMap((s) => [...s.edges, s.start, s.middle, s.end]))].sort((a, b) => a - b);
  return {
    xs,
    series: spans.map((own) => ({
      values: xs.map((x) => own.find((s) => s.start <= x && x <= s.end)?.average ?? null),
      middles: own.map((s) => xs.indexOf(s.middle)),
    })),
    range: [xs[0] as number, xs.at(-1) as number],
  };
}
