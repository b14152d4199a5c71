import { quarterNumberText } from '@contract/period-text';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import type { TrendChartData } from '@/features/insights/trend-series';

/**
 * Each unbroken run of values as a stroke of its own. uPlot's own line joins the points on both
 * sides of a null and clips the join away, which left a notch at the end of every period.
 */
function segmentPaths(u: uPlot, seriesIdx: number, idx0: number, idx1: number): uPlot.Series.Paths {
  const xs = u.data[0];
  const ys = u.data[seriesIdx] ?? [];
  const stroke = new Path2D();
  let open = false;
  for (let i = idx0; i <= idx1; i++) {
    const x = xs[i];
    const y = ys[i];
    if (x == null || y == null) {
      open = false;
      continue;
    }
    const [px, py] = [u.valToPos(x, 'x', true), u.valToPos(y, 'y', true)];
    if (open) stroke.lineTo(px, py);
    else stroke.moveTo(px, py);
    open = true;
  }
  return { stroke, fill: null, clip: null, flags: 0 };
}

export type TrendChartSeries = { label: string; color: string };

type ChartProps = {
  data: TrendChartData;
  /** Name and colour of each series of `data`, in its order. */
  series: TrendChartSeries[];
  height?: number;
};

/**
 * The rating trend as a uPlot chart, loaded only when it is shown (its own chunk). x is time, a
 * quarter per unit (trend-series.ts): each period is a flat segment across its quarters with a dot
 * at its middle. The tables beside the chart carry the same figures for screen readers and keyboard
 * users, so the canvas is hidden from them.
 */
export function TrendChart({ data, series, height = 220 }: ChartProps) {
  const host = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = host.current;
    if (!element) return;
    let plot: { destroy(): void; setSize(s: { width: number; height: number }): void } | null = null;
    let observer: ResizeObserver | null = null;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      if (cancelled) return;
      const width = Math.max(240, element.clientWidth);
      plot = new UPlot(
        {
          width,
          height,
          legend: { show: true, live: false },
          // No hover read-out: the x positions between a segment's ends are not figures of their own.
          cursor: { show: false },
          scales: { x: { time: false, range: data.range }, y: { range: [0, 5] } },
          axes: [
            {
              // A label per quarter, or per 2, 4... quarters when they would not fit side by side
              // ("Q3 2025" is about 50 px wide): ticks fall on whole quarter numbers, the middles.
              incrs: [1, 2, 4, 8, 12, 20, 40],
              space: 64,
              values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? quarterNumberText(v) : '')),
              gap: 4,
              size: 40,
            },
            { size: 36 },
          ],
          series: [
            {},
            ...series.map((s, i) => ({
              label: s.label,
              stroke: s.color,
              width: 3,
              paths: segmentPaths,
              // One dot per period, at its middle; none at the other points its segment passes through.
              points: { show: false, size: 7, fill: s.color, filter: () => data.series[i]?.middles ?? null },
            })),
          ],
        },
        [data.xs, ...data.series.map((s) => s.values)] as never,
        element,
      );
      observer = new ResizeObserver(() =>
        plot?.setSize({ width: Math.max(240, element.clientWidth), height }),
      );
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [data, series, height]);

  return <div ref={host} className="in-chart" aria-hidden="true" />;
}
