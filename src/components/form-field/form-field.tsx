import { type ComponentProps, type ReactNode, type Ref, useEffect, useState } from 'react';
import './form-field.css';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id' | 'children'> & {
  id: string;
  /** Text, or text with a mark such as review-kit's optionalLabel. */
  label: ReactNode;
  /** Shown under the label and read with the input (e.g. "At least 8 characters"). */
  hint?: ReactNode;
  /** Validation message: marks the input invalid and is read with it. */
  error?: string | undefined;
};

/**
 * A labelled input with its hint and error tied to it by aria-describedby. Forms use `noValidate`
 * and their own checks, so errors read the same in every browser.
 */
export function TextField({ id, label, hint, error, className, ...input }: TextFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : null}
      <input
        id={id}
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...input}
      />
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type FormAlertProps = {
  id?: string;
  children: ReactNode;
  tone?: 'error' | 'info' | 'success';
  /** false for a message that is not news (e.g. already announced elsewhere): no live region. */
  live?: boolean;
  ref?: Ref<HTMLDivElement>;
};

/**
 * A message about the whole form (a failed submit, a notice carried over from another page).
 * Errors are announced at once; give it an id and focus it after a failed submit (useFocusAfterRender).
 */
export function FormAlert({ id, children, tone = 'error', live = true, ref }: FormAlertProps) {
  const role = live ? (tone === 'error' ? 'alert' : 'status') : undefined;
  return (
    <div id={id} ref={ref} className="form-alert" data-tone={tone} role={role} tabIndex={-1}>
      {children}
    </div>
  );
}

/**
 * Moves focus to the element with the given id after React has rendered (so that the error text it
 * points to already exists and is read with it). Call the returned function from a submit handler.
 */
export function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (target) document.getElementById(target.id)?.focus();
  }, [target]);
  return (id: string) => setTarget({ id });
}
