// The interviewer area's rating rules (SPEC.md section 9, DESIGN.md section 9).
import type { RatingTone } from '@/components/rating/rating-badge';
import type { Distribution, InterviewStatus } from '@/features/interviewers/types';
import { blendedScore } from '../../../functions/src/domain/interviewers/blended-score.ts';
import {
  listBadgeTone as sharedListBadgeTone,
  searchBadgeTone as sharedSearchBadgeTone,
} from '../../../functions/src/domain/text/display-text.ts';
import { INTERVIEW_OUTCOME_LABELS } from '../../../functions/src/domain/text/interview-outcome-labels.ts';
import { INTERVIEWER_RATING_WORDS } from '../../../functions/src/domain/text/profile-figures-text.ts';

export { blendedScore };

/** Breakdown labels, 5 stars down to 1. */
export const RATING_WORDS = INTERVIEWER_RATING_WORDS;

/** For the star input: words for 1..5. */
export const RATING_WORDS_ASCENDING = [
  RATING_WORDS[1],
  RATING_WORDS[2],
  RATING_WORDS[3],
  RATING_WORDS[4],
  RATING_WORDS[5],
] as const;

/** Interviewer list and saved cards: 4 or above green, 2 to under 4 yellow, else red (shared with the rendered list). */
export const listBadgeTone: (rating: number) => RatingTone = sharedListBadgeTone;

/** Search results and suggestions: 4 or above green, 2 or below red, else yellow (shared with the rendered pages). */
export const searchBadgeTone: (rating: number) => RatingTone = sharedSearchBadgeTone;

/**
 * The number a card or suggestion shows: the plain average (issue 14: the blended score is the
 * profile's secondary figure, explained there), null (no rating yet) without reviews.
 */
export function badgeRating(interviewer: { average: number; reviewCount: number }): number | null {
  return interviewer.reviewCount > 0 ? interviewer.average : null;
}

/** Stars to fill for a score: rounded to the nearest whole number, 0 to 5. */
export function starCount(value: number): number {
  return Math.max(0, Math.min(5, Math.round(value)));
}

/** Review count and exact mean from the 1-5 distribution (the aggregates on the interviewer). */
export function distributionStats(distribution: Distribution): { count: number; average: number } {
  let count = 0;
  let sum = 0;
  for (const stars of [1, 2, 3, 4, 5] as const) {
    const n = distribution[String(stars) as keyof Distribution] ?? 0;
    count += n;
    sum += n * stars;
  }
  return { count, average: count > 0 ? sum / count : 0 };
}

/** The profile's displayed score: the blended score over its reviews (DESIGN.md section 9). */
export function profileScore(distribution: Distribution): { score: number; count: number; average: number } {
  const { count, average } = distributionStats(distribution);
  return { score: blendedScore(count, average), count, average };
}

/** How each interview outcome reads (shared with the moderation queue's answer). */
export const STATUS_LABELS: Record<InterviewStatus, string> = INTERVIEW_OUTCOME_LABELS;

export function parseStatus(value: string | null): InterviewStatus | null {
  return value === 'cleared' || value === 'not cleared' || value === 'waiting' || value === 'no interview'
    ? value
    : null;
}
