import { formatScore } from '@/components/scores/score-format';

/**
 * An average out of 5 as a horizontal bar with its figure beside it, for a cell of a figure table:
 * the row's own header names it in full (wrapping, never cut), and the figure is the text that
 * screen readers read, so the bar itself is hidden from them.
 */
export function AverageBar({ value }: { value: number }) {
  // Tenths of a percent: 4.6 / 5 is 91.999... in floating point.
  const share = Math.round(Math.min(1, Math.max(0, value / 5)) * 1000) / 10;
  return (
    <span className="in-bar-figure">
      <span className="in-bar" aria-hidden="true">
        <span data-bar="" style={{ width: `${share}%` }} />
      </span>
      {formatScore(value)}
    </span>
  );
}
