import { StarInput } from '@/components/rating/star-input';
import './scores.css';

type ScoreInputProps = {
  legend: string;
  /** 0 (not rated, the default) to 5. */
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/**
 * An optional 0-5 rating: five stars, and a Clear button back to 'not rated'. It says nothing while
 * unrated: the form names every unrated aspect on one line (NotRatedLine) instead of five times.
 */
export function ScoreInput({ legend, value, onChange, disabled = false }: ScoreInputProps) {
  return (
    <div className="score-input">
      <StarInput legend={legend} value={value} onChange={onChange} disabled={disabled} emptyWord="" />
      {value > 0 ? (
        <button
          type="button"
          className="score-input-clear"
          onClick={() => onChange(0)}
          disabled={disabled}
          aria-label={`Clear ${legend}`}
        >
          Clear
        </button>
      ) : null}
    </div>
  );
}

/** "Not rated: Leadership, Fairness": the unrated optional aspects of a form or review, on one line. */
export function NotRatedLine({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return <p className="score-unrated">Not rated: {labels.join(', ')}</p>;
}
