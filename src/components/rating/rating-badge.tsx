import { formatScore, NO_RATING_TEXT } from '@/components/scores/score-format';
import { STAR_PATH_20 } from '../../../functions/src/pages/page-icons.ts';
import './rating.css';

/** good: green, fair: yellow (dark text), poor: red, top: blue (the manager area's best), none: grey (no reviews yet). */
export type RatingTone = 'good' | 'fair' | 'poor' | 'top' | 'none';

type RatingBadgeProps = {
  /** null when there is no rating yet: shows 'No rating yet'. */
  rating: number | null;
  tone: RatingTone;
};

/** A coloured pill with the rating out of 5, to one decimal. The colour rule is the caller's (list and search differ). */
export function RatingBadge({ rating, tone }: RatingBadgeProps) {
  if (rating === null) {
    return (
      <span className="rating-badge" data-tone="none">
        {NO_RATING_TEXT}
      </span>
    );
  }
  return (
    <span className="rating-badge" data-tone={tone}>
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
        <path d={STAR_PATH_20} fill="currentColor" />
      </svg>
      <span className="visually-hidden">Rating </span>
      {formatScore(rating)}
      <span className="visually-hidden"> out of 5</span>
    </span>
  );
}

// One drawing of the star, shared with the server's rendered pages.
export { STAR_PATH_20 };
