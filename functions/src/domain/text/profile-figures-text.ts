// The words of a profile's figures (its score card and the cards beside its reviews), shared by the PWA
// (src/components/scores, src/features/*/rating.ts, score-notes.tsx) and the rendered profiles
// (functions/src/pages/profile-figures.ts), so the server's first paint says and measures what the app's does.
import { blendWeight } from '../interviewers/blended-score.ts';
import { reviewCountText } from './display-text.ts';

/** An interviewer's breakdown, 5 stars down to 1. */
export const INTERVIEWER_RATING_WORDS = {
  5: 'Awesome',
  4: 'Great',
  3: 'Good',
  2: 'OK',
  1: 'Awful',
} as const;

/** A manager's (and a company's) breakdown, 5 stars down to 1. */
export const MANAGER_RATING_WORDS = {
  5: 'Excellent',
  4: 'Good',
  3: 'OK',
  2: 'Weak',
  1: 'Poor',
} as const;

export const RATING_BREAKDOWN_TITLE = 'Rating breakdown';
export const MANAGEMENT_STYLE_TITLE = 'Management style';

/** The blended score's explanation under its label on an interviewer's score card. */
export function blendedScoreExplanation(reviewCount: number): string {
  const share = Math.round(blendWeight(reviewCount) * 100);
  return (
    'The blended score starts at 3, the middle of the scale, and moves towards the average as reviews come ' +
    'in, so one or two reviews cannot make anyone look perfect or terrible. ' +
    `With ${reviewCountText(reviewCount)}, the average counts for ${share}% of it.`
  );
}

/** Under "2 of 6 cleared" on an interviewer's score card. */
export const OUTCOME_NOTE_TAIL = 'of the reviews that report a result';

/** The score card's note before the first review. */
export const FIRST_TO_RATE = 'Be the first to rate.';
