import type { ReactNode } from 'react';
import { formatScore } from '@/components/scores/score-format';
import '@/components/scores/scores.css';

type Tone = 'primary' | 'reference';

/**
 * A figure as a horizontal bar with its text beside it, for a cell of a figure table: the row's own
 * header names it in full (wrapping, never cut), and the text is what screen readers read, so the
 * bar itself is hidden from them. `label` names the figure for screen readers where a cell holds
 * two bars; `tone` tells such bars apart by colour (matching a visible legend).
 */
function FigureBar({
  fraction,
  text,
  label,
  tone = 'primary',
  kind,
}: {
  fraction: number;
  text: ReactNode;
  label?: string;
  tone?: Tone;
  kind: 'average' | 'share';
}) {
  // Tenths of a percent: 4.6 / 5 is 91.999... in floating point.
  const width = Math.round(Math.min(1, Math.max(0, fraction)) * 1000) / 10;
  return (
    <span className="in-bar-figure" data-tone={tone} data-kind={kind}>
      {label ? <span className="visually-hidden">{label}: </span> : null}
      <span className="score-bar score-bar-aspect in-bar" aria-hidden="true">
        <span data-bar="" style={{ width: `${width}%` }} />
      </span>
      <span className="in-bar-value">{text}</span>
    </span>
  );
}

/** An average out of 5 (aspects, branches, departments). */
export function AverageBar({ value, label, tone }: { value: number; label?: string; tone?: Tone }) {
  return (
    <FigureBar kind="average" fraction={value / 5} text={formatScore(value)} label={label} tone={tone} />
  );
}

/** A share of a whole, 0–100 % (interview outcomes); the bar is as long as the rounded percentage says. */
export function ShareBar({ count, total }: { count: number; total: number }) {
  const percent = total > 0 ? Math.round((count / total) * 100) : 0;
  return <FigureBar kind="share" fraction={percent / 100} text={`${percent}%`} />;
}
