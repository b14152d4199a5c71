import { useId } from 'react';
import { REVIEW_SORTS, type ReviewSort } from '@/lib/review-order';
import '@/components/form-field/form-field.css';
import {
  REVIEW_ORDER_LEGEND,
  REVIEW_SORT_LABELS,
  SORT_BY_LABEL,
} from '../../../functions/src/domain/text/review-order-text.ts';
import type { ReviewFilterOptions, ReviewOrderState } from './use-review-order';

export const SORT_LABELS: Record<ReviewSort, string> = REVIEW_SORT_LABELS;

type ReviewOrderControlProps = ReviewOrderState & {
  /** The area's filter (interviewers: the outcome), if it has one. */
  filter?: ReviewFilterOptions;
};

/**
 * How a profile's reviews are ordered, and filtered where the area has a filter: native selects,
 * so keyboards, screen readers and phones get their own pickers. The API sorts and pages; this only
 * says what to ask for.
 */
export function ReviewOrderControl({ order, setSort, setFilter, filter }: ReviewOrderControlProps) {
  const sortId = useId();
  const filterId = useId();
  return (
    <fieldset className="rk-order">
      <legend className="visually-hidden">{REVIEW_ORDER_LEGEND}</legend>
      <div className="rk-order-field">
        <label htmlFor={sortId}>{SORT_BY_LABEL}</label>
        <select
          id={sortId}
          className="field-input"
          value={order.sort}
          onChange={(event) => setSort(event.target.value as ReviewSort)}
        >
          {REVIEW_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </div>
      {filter ? (
        <div className="rk-order-field">
          <label htmlFor={filterId}>{filter.label}</label>
          <select
            id={filterId}
            className="field-input"
            value={order.filter?.value ?? ''}
            onChange={(event) => setFilter(event.target.value || null)}
          >
            <option value="">{filter.allLabel}</option>
            {filter.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </fieldset>
  );
}
