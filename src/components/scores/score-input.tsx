import { StarInput } from '@/components/rating/star-input';
import './scores.css';

type ScoreInputProps = {
  legend: string;
  /** 0 (not rated, the default) to 5. */
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** An optional 0-5 rating: five stars, and a Clear button back to 'not rated'. */
export function ScoreInput({ legend, value, onChange, disabled = false }: ScoreInputProps) {
  return (
    <div className="score-input">
      <StarInput legend={legend} value={value} onChange={onChange} disabled={disabled} />
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
