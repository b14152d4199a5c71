import { formatScore, NO_RATING_TEXT, shownScore } from '@/components/scores/score-format';
import { ratingTextTone } from '@/components/scores/tones';
import './scores.css';

type RatingTextProps = {
  rating: number;
  reviewCount: number;
  size?: 'md' | 'lg';
};

/**
 * An average rating to one decimal, coloured by the manager rule (4.5+ green, 3+ yellow, else red,
 * in shades that keep 4.5:1 on white); 'No rating yet' without reviews.
 */
export function RatingText({ rating, reviewCount, size = 'md' }: RatingTextProps) {
  // Coloured by the figure shown, so a 4.46 that reads 4.5 is as green as a 4.5.
  const tone = ratingTextTone(shownScore(rating), reviewCount);
  if (tone === 'none') {
    return (
      <span className="rating-text" data-tone="none" data-size={size}>
        {NO_RATING_TEXT}
      </span>
    );
  }
  return (
    <span className="rating-text" data-tone={tone} data-size={size}>
      <span className="visually-hidden">Average rating </span>
      {formatScore(rating)}
      <span className="visually-hidden"> out of 5</span>
    </span>
  );
}
