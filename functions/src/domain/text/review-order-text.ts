// The words of a profile's review order control (the PWA's ReviewOrderControl), shared with the rendered
// page's copy of it (profile-figures.ts), which draws the same control in the same place.

/** Each sort's label, in the order the control lists them (src/lib/review-order.ts REVIEW_SORTS). */
export const REVIEW_SORT_LABELS = {
  newest: 'Newest first',
  helpful: 'Most helpful',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
} as const;

export const SORT_BY_LABEL = 'Sort by';
export const REVIEW_ORDER_LEGEND = 'Order of the reviews';
/** The interviewer area's filter by interview outcome. */
export const OUTCOME_FILTER_LABEL = 'Outcome';
export const ALL_OUTCOMES_LABEL = 'All outcomes';
