import { formatScore } from '@/components/scores/score-format';
import '@/components/scores/scores.css';

/**
 * An average out of 5 as a horizontal bar with its figure beside it, for a cell of a figure table:
 * the row's own header names it in full (wrapping, never cut), and the figure is the text that
 * screen readers read, so the bar itself is hidden from them. Where a cell holds two bars (the
 * company against all companies), `label` names each figure for screen readers, `tone` tells the
 * bars apart by colour (matching a visible legend).
 */
export function AverageBar({
  value,
  label,
  tone = 'primary',
}: {
  value: number;
  label?: string;
  tone?: 'primary' | 'reference';
}) {
  // Tenths of a percent: 4.6 / 5 is 91.999... in floating point.
  const share = Math.round(Math.min(1, Math.max(0, value / 5)) * 1000) / 10;
  return (
    <span className="in-bar-figure" data-tone={tone}>
      {label ? <span className="visually-hidden">{label}: </span> : null}
      <span className="score-bar score-bar-aspect in-bar" aria-hidden="true">
        <span data-bar="" style={{ width: `${share}%` }} />
      </span>
      <span className="in-bar-value">{formatScore(value)}</span>
    </span>
  );
}
