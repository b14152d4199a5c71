import './rating.css';

/** good: green, fair: yellow (dark text), poor: red, top: blue (the manager area's best), none: grey (no reviews yet). */
export type RatingTone = 'good' | 'fair' | 'poor' | 'top' | 'none';

/**
 * A rating as shown in badges: up to 2 decimals, at least 1 (3.5, 3.97, 4.0). What toLocaleString('en-US',
 * { minimumFractionDigits: 1, maximumFractionDigits: 2 }) gives, without Intl: toLocaleString with options
 * builds a number formatter on every call, which cost more than rendering a whole list of results.
 */
export function formatRating(rating: number): string {
  // Like Intl: round the shortest decimal form of the number (0.015, not 0.01499...), half up.
  const text = String(rating);
  if (!/^\d+(\.\d+)?$/.test(text)) {
    return rating.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 2 });
  }
  const [whole = '0', fraction = ''] = text.split('.');
  let hundredths = Number(whole) * 100 + Number(fraction.slice(0, 2).padEnd(2, '0'));
  if ((fraction[2] ?? '0') >= '5') hundredths += 1;
  const cents = hundredths % 100;
  const decimals = cents % 10 === 0 ? String(cents / 10) : String(cents).padStart(2, '0');
  return `${Math.floor(hundredths / 100)}.${decimals}`;
}

type RatingBadgeProps = {
  /** null when there is no rating yet: shows 'No rating'. */
  rating: number | null;
  tone: RatingTone;
};

/** A coloured pill with the rating out of 5. The colour rule is the caller's (list and search differ). */
export function RatingBadge({ rating, tone }: RatingBadgeProps) {
  if (rating === null) {
    return (
      <span className="rating-badge" data-tone="none">
        No rating
      </span>
    );
  }
  return (
    <span className="rating-badge" data-tone={tone}>
      <svg viewBox="0 0 20 20" width="14" height="14" aria-hidden="true" focusable="false">
        <path d={STAR_PATH_20} fill="currentColor" />
      </svg>
      <span className="visually-hidden">Rating </span>
      {formatRating(rating)}
      <span className="visually-hidden"> out of 5</span>
    </span>
  );
}

export const STAR_PATH_20 = 'M10 1.5l2.6 5.3 5.9.9-4.25 4.1 1 5.8L10 14.85 4.75 17.6l1-5.8L1.5 7.7l5.9-.9z';
