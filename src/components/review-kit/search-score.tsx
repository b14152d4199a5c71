import { RatingText } from '@/components/scores/rating-text';
import { reviewCountText } from '@/components/scores/score-format';

/**
 * A search hit's score: the plain average and how many reviews it rests on ("4.2 · 3 reviews"), or
 * "No rating yet" without reviews. The one place search cards and suggestions render a score.
 */
export function SearchScore({ average, reviewCount }: { average: number; reviewCount: number }) {
  return (
    <span className="sb-score">
      <RatingText rating={average} reviewCount={reviewCount} />
      {reviewCount > 0 ? <span className="sb-score-count">· {reviewCountText(reviewCount)}</span> : null}
    </span>
  );
}
