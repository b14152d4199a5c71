import { STAR_PATH_20 } from '@/components/rating/rating-badge';
import './rating.css';

type StarDisplayProps = {
  /** Stars to fill, 0 to 5: a rating, or an average drawn to the nearest half star. */
  filled: number;
  /** What a screen reader hears instead of five pictures, e.g. "4 out of 5 stars". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
};

/** Five stars, `filled` of them coloured (a half star for .5); one image for assistive technology. */
export function StarDisplay({ filled, label, size = 'md' }: StarDisplayProps) {
  // Halves, not whole stars: rounding drew an average of 2.5 as 3 stars and 4.5 as 5.
  const halves = Math.max(0, Math.min(10, Math.round(filled * 2)));
  const count = halves / 2;
  return (
    <span
      className="star-display"
      data-size={size}
      role="img"
      aria-label={label ?? `${count} out of 5 stars`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <svg
          key={n}
          className="star-display-icon"
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
          data-filled={n <= count ? 'true' : n - 0.5 === count ? 'half' : 'false'}
        >
          <path d={STAR_PATH_20} />
          {n - 0.5 === count ? <path className="star-display-half" d={STAR_PATH_20} /> : null}
        </svg>
      ))}
    </span>
  );
}
