import { useId, useState } from 'react';
import { STAR_PATH_20 } from '@/components/rating/rating-badge';
import './rating.css';

type StarInputProps = {
  /** 0 when nothing is chosen yet. */
  value: number;
  onChange: (value: number) => void;
  legend: string;
  /** Words for 1..5, shown next to the stars (e.g. Awful..Awesome). */
  words?: readonly [string, string, string, string, string];
  /** Required for the browser; unmarked, as forms mark the optional fields instead (review-kit). */
  required?: boolean;
  disabled?: boolean;
  error?: string | undefined;
  /** id for the first radio, so an error summary can focus the group. */
  id?: string;
  /**
   * Beside the stars while none is chosen: what to do, not a verdict ("Not rated yet" greeted an untouched
   * form as if something were missing); '' shows nothing (optional aspects say it on one line).
   */
  emptyWord?: string;
};

export const STAR_INPUT_PROMPT = 'Choose 1 to 5 stars';

/**
 * Five clickable stars as a radio group: Tab enters the group, the arrow keys change the rating,
 * and each star is labelled "N stars" for assistive technology.
 */
export function StarInput({
  value,
  onChange,
  legend,
  words,
  required = false,
  disabled = false,
  error,
  id,
  emptyWord = STAR_INPUT_PROMPT,
}: StarInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset className="star-input" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="star-input-row">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover preview only; the radios do the work */}
        <div className="star-input-stars" onMouseLeave={() => setHover(0)}>
          {[1, 2, 3, 4, 5].map((n) => {
            const inputId = n === 1 && id ? id : `${name}-${n}`;
            return (
              <span key={n} className="star-input-star">
                <input
                  type="radio"
                  id={inputId}
                  name={name}
                  value={n}
                  className="visually-hidden"
                  checked={value === n}
                  required={required && n === 1}
                  onChange={() => onChange(n)}
                />
                <label htmlFor={inputId} onMouseEnter={() => setHover(n)} data-filled={n <= shown}>
                  <svg className="star-input-icon" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
                    <path d={STAR_PATH_20} />
                  </svg>
                  <span className="visually-hidden">
                    {n} {n === 1 ? 'star' : 'stars'}
                    {words ? ` (${words[n - 1]})` : ''}
                  </span>
                </label>
              </span>
            );
          })}
        </div>
        {shown || emptyWord ? (
          <span className="star-input-word" aria-hidden="true" data-empty={shown ? undefined : ''}>
            {shown ? `${shown}/5${words ? ` · ${words[shown - 1]}` : ''}` : emptyWord}
          </span>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
