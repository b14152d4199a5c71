import { RatingText } from '@/components/scores/rating-text';
import { type CountedReviews, reviewCountText } from '@/components/scores/score-format';

/**
 * A search hit's score: the plain average and how many reviews it rests on ("4.2 · 3 reviews", a
 * company's "4.0 · 15 manager reviews"), or "No rating yet" without reviews. The one place search cards
 * and suggestions render a score.
 */
export function SearchScore({
  average,
  reviewCount,
  counted,
}: {
  average: number;
  reviewCount: number;
  counted?: CountedReviews | undefined;
}) {
  return (
    <span className="sb-score">
      <RatingText rating={average} reviewCount={reviewCount} />
      {reviewCount > 0 ? (
        <span className="sb-score-count">· {reviewCountText(reviewCount, counted)}</span>
      ) : null}
    </span>
  );
}
