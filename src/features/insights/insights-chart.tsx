import { useEffect, useRef } from 'react';

export type ChartSeries = { label: string; values: (number | null)[]; color: string };

type ChartProps = {
  /** One label per x position (a quarter, an aspect, an outcome). */
  labels: string[];
  series: ChartSeries[];
  type: 'line' | 'bars';
  /** Top of the y axis (5 for ratings). */
  yMax?: number;
  height?: number;
};

/**
 * A uPlot chart (at most two series side by side for bars), loaded only when a chart is shown (its own chunk): the table beside every chart
 * carries the same figures for screen readers and keyboard users, so the canvas is hidden from them.
 */
export function InsightsChart({ labels, series, type, yMax, height = 220 }: ChartProps) {
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
      const xs = labels.map((_, i) => i);
      // Long labels are cut to what fits under their bar; the table beside the chart has them whole.
      const fit = Math.max(5, Math.floor(width / Math.max(1, labels.length) / 7));
      const short = labels.map((l) => (l.length > fit ? `${l.slice(0, fit - 1)}…` : l));
      plot = new UPlot(
        {
          width,
          height,
          legend: { show: true, live: false },
          cursor: { show: type === 'line', points: { show: type === 'line' } },
          scales: { x: { time: false, range: [-0.5, labels.length - 0.5] }, y: { range: [0, yMax ?? 5] } },
          axes: [
            {
              values: (_u, splits) => splits.map((v) => (Number.isInteger(v) ? (short[v] ?? '') : '')),
              gap: 4,
              size: 40,
            },
            { size: 36 },
          ],
          series: [
            { label: 'x', value: (_u, v) => (v === null ? '' : (labels[v] ?? '')) },
            ...series.map((s, i) => ({
              label: s.label,
              stroke: s.color,
              fill: type === 'bars' ? s.color : undefined,
              width: type === 'bars' ? 0 : 2,
              spanGaps: true,
              points: { show: type === 'line', size: 6 },
              // Two series side by side (left and right of the tick), one centred.
              ...(type === 'bars'
                ? {
                    paths: UPlot.paths.bars?.({
                      size: [series.length > 1 ? 0.38 : 0.6, 56],
                      align: series.length > 1 ? (i === 0 ? -1 : 1) : 0,
                    }),
                  }
                : {}),
            })),
          ],
        },
        [xs, ...series.map((s) => s.values)] as never,
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
  }, [labels, series, type, yMax, height]);

  return <div ref={host} className="in-chart" aria-hidden="true" />;
}
