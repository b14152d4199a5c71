// How many published reviews of an interviewer report each interview outcome: kept on the
// interviewer document beside the rating aggregates and changed in the same transactions (DESIGN.md
// section 5), so a profile can say "2 of 6 cleared" without reading its reviews.
import type { InterviewStatus } from '../reviews/review.ts';
import { MIN_REVIEWS_PER_FIGURE } from '../shared/figures.ts';

export type OutcomeCounts = Record<InterviewStatus, number>;

export function emptyOutcomes(): OutcomeCounts {
  return { cleared: 0, 'not cleared': 0, waiting: 0, 'no interview': 0 };
}

/** A review's outcome leaving and/or entering the counts; null (none given) counts nowhere. */
export type OutcomeChange = { remove?: InterviewStatus | null; add?: InterviewStatus | null };

export function withOutcomeChange(current: OutcomeCounts, change: OutcomeChange): OutcomeCounts {
  const next = { ...emptyOutcomes(), ...current };
  if (change.remove) next[change.remove] -= 1;
  if (change.add) next[change.add] += 1;
  return next;
}

/** Counts from scratch, for the consistency check and for documents written before they were kept. */
export function outcomesOf(statuses: readonly (InterviewStatus | null)[]): OutcomeCounts {
  return statuses.reduce<OutcomeCounts>((counts, add) => withOutcomeChange(counts, { add }), emptyOutcomes());
}

/** "2 of 6 cleared": of the reviews that report a result (cleared or not cleared), how many cleared. */
export type OutcomeSummary = { cleared: number; withResult: number };

/**
 * The public outcome figure, or null while fewer than MIN_REVIEWS_PER_FIGURE reviews report a result
 * (DESIGN.md 6a: a figure from several reviews rests on at least that many, and says how many).
 */
export function outcomeSummary(counts: OutcomeCounts | undefined): OutcomeSummary | null {
  if (!counts) return null;
  const withResult = counts.cleared + counts['not cleared'];
  return withResult >= MIN_REVIEWS_PER_FIGURE ? { cleared: counts.cleared, withResult } : null;
}
