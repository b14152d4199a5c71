import { useId } from 'react';
import { optionalLabel } from '@/components/review-kit/form-fields';
import { STATUS_LABELS } from '@/features/interviewers/rating';
import { INTERVIEW_STATUSES } from '@/features/interviewers/types';

export const OUTCOME_LABEL = 'How did your interview go?';

type OutcomeFieldProps = {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
};

/**
 * The interview outcome, optional in every interviewer review form because the API takes a review
 * without one (interviewStatus null); one field so the profile's form and /rate-interviewer agree.
 */
export function OutcomeField({ value, onChange, disabled }: OutcomeFieldProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {optionalLabel(OUTCOME_LABEL)}
      </label>
      <select
        id={id}
        className="field-input"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">None selected</option>
        {INTERVIEW_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STATUS_LABELS[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
