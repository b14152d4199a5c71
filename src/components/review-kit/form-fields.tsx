import { withoutHiddenCharacters } from '@contract/hidden-characters';
import { type ReactNode, useId } from 'react';
import { NotRatedLine, ScoreInput } from '@/components/scores/score-input';
import { REVIEW_TEXT_LABEL } from '../../../functions/src/domain/text/review-field-labels.ts';
import { contactDetailText } from './contact-detail-text';
import './review-kit.css';

/**
 * Every form that writes a review marks its fields one way: optional ones say "(optional)", required
 * ones carry no mark (asterisks beside "(optional)" read as two systems), and this line says so once.
 */
export const REQUIRED_NOTE = 'Every field is required unless it says optional.';

/** The one line saying how fields are marked, at the top of a form. */
export function RequiredFieldsNote() {
  return <p className="rk-form-note">{REQUIRED_NOTE}</p>;
}

/** What a review form's two required fields still need before Submit works (ReviewFormShell's `missing`). */
export function stillNeeded(rating: number, text: string): string[] {
  return [rating > 0 ? null : 'choose a rating', text.trim() ? null : 'write your review'].filter(
    (need): need is string => need !== null,
  );
}

/** A label marked optional ("Position (optional)"), for any field component that takes a label. */
export function optionalLabel(label: string): ReactNode {
  return (
    <>
      {label} <span className="rk-optional">(optional)</span>
    </>
  );
}

type MainTextFieldProps = {
  /** The textarea's id (default: generated); a form that focuses or links to it passes its own. */
  id?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  disabled: boolean;
  label?: string;
  /** Ids of further descriptions (e.g. another field's error). */
  describedBy?: string;
  /** Its own validation message ("Write your review."): marks it invalid and is read with it. */
  error?: string | undefined;
};

/** The review's required main text, with its character counter. */
export function MainTextField({
  value,
  onChange,
  maxLength,
  placeholder,
  disabled,
  label = REVIEW_TEXT_LABEL,
  describedBy,
  error,
  id: givenId,
}: MainTextFieldProps) {
  const generatedId = useId();
  const id = givenId ?? generatedId;
  const counterId = `${id}-count`;
  const errorId = `${id}-error`;
  const problem = error ?? contactDetailText(label, value);
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
        aria-invalid={problem ? true : undefined}
        aria-describedby={[counterId, problem ? errorId : undefined, describedBy].filter(Boolean).join(' ')}
        placeholder={placeholder}
        onChange={(event) => onChange(withoutHiddenCharacters(event.target.value, 'prose'))}
      />
      <CharacterCount id={counterId} length={value.length} max={maxLength} />
      {problem ? (
        <p id={errorId} className="field-error">
          {problem}
        </p>
      ) : null}
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
  const errorId = `${id}-error`;
  const problem = contactDetailText(label, value);
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {optionalLabel(label)}
      </label>
      <textarea
        id={id}
        className="field-input rk-textarea"
        rows={rows}
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? errorId : undefined}
        onChange={(event) => onChange(withoutHiddenCharacters(event.target.value, 'prose'))}
      />
      {problem ? (
        <p id={errorId} className="field-error">
          {problem}
        </p>
      ) : null}
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
      {/* Only once one is rated: on an untouched form the line named every aspect, as if scolding for
          scores the legend calls optional; after that it says which are left. */}
      {aspects.some(({ key }) => values[key] > 0) ? (
        <NotRatedLine labels={aspects.filter(({ key }) => !(values[key] > 0)).map(({ label }) => label)} />
      ) : null}
    </fieldset>
  );
}
