import { useId } from 'react';
import { NotRatedLine, ScoreInput } from '@/components/scores/score-input';
import './review-kit.css';

type MainTextFieldProps = {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder: string;
  disabled: boolean;
  label?: string;
  /** Ids of further descriptions (e.g. another field's error). */
  describedBy?: string;
};

/** The review's required main text, with its character counter. */
export function MainTextField({
  value,
  onChange,
  maxLength,
  placeholder,
  disabled,
  label = 'Your review',
  describedBy,
}: MainTextFieldProps) {
  const id = useId();
  const counterId = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <textarea
        id={id}
        className="field-input rk-textarea"
        rows={5}
        required
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        aria-describedby={[counterId, describedBy].filter(Boolean).join(' ')}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
      />
      <CharacterCount id={counterId} length={value.length} max={maxLength} />
    </div>
  );
}

/** "n / max characters" under a review's text box; the box names it in aria-describedby. */
export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <p id={id} className="field-hint rk-counter">
      {length} / {max} characters
    </p>
  );
}

type OptionalTextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  disabled: boolean;
  rows?: number;
};

/** An optional labelled text (an aspect comment, one of the company form's answers). */
export function OptionalTextField({
  label,
  value,
  onChange,
  maxLength,
  disabled,
  rows = 3,
}: OptionalTextFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label} <span className="rk-optional">(optional)</span>
      </label>
      <textarea
        id={id}
        className="field-input rk-textarea"
        rows={rows}
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

type AspectScoresFieldProps<K extends string> = {
  legend: string;
  aspects: readonly { key: K; label: string }[];
  values: Record<K, number>;
  onChange: (key: K, value: number) => void;
  disabled: boolean;
};

/** Optional aspect scores, 0-5 each (0: not rated). */
export function AspectScoresField<K extends string>({
  legend,
  aspects,
  values,
  onChange,
  disabled,
}: AspectScoresFieldProps<K>) {
  return (
    <fieldset className="rk-fieldset" disabled={disabled}>
      <legend className="field-label">{legend}</legend>
      <div className="rk-aspect-grid">
        {aspects.map(({ key, label }) => (
          <ScoreInput
            key={key}
            legend={label}
            value={values[key]}
            onChange={(n) => onChange(key, n)}
            disabled={disabled}
          />
        ))}
      </div>
      <NotRatedLine labels={aspects.filter(({ key }) => !(values[key] > 0)).map(({ label }) => label)} />
    </fieldset>
  );
}
