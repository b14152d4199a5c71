import { oneDecimal, ratingTextTone } from '@/components/scores/tones';
import './scores.css';

type RatingTextProps = {
  rating: number;
  reviewCount: number;
  size?: 'md' | 'lg';
};

/**
 * An average rating to one decimal, coloured by the manager rule (4.5+ green, 3+ yellow, else red,
 * in shades that keep 4.5:1 on white); 'No rating' without reviews.
 */
export function RatingText({ rating, reviewCount, size = 'md' }: RatingTextProps) {
  const tone = ratingTextTone(rating, reviewCount);
  if (tone === 'none') {
    return (
      <span className="rating-text" data-tone="none" data-size={size}>
        No rating
      </span>
    );
  }
  return (
    <span className="rating-text" data-tone={tone} data-size={size}>
      <span className="visually-hidden">Average rating </span>
      {oneDecimal(rating)}
      <span className="visually-hidden"> out of 5</span>
    </span>
  );
}
