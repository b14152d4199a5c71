import { STAR_PATH_20 } from '@/components/rating/rating-badge';
import './rating.css';

type StarDisplayProps = {
  /** Whole stars to fill, 0 to 5. */
  filled: number;
  /** What a screen reader hears instead of five pictures, e.g. "4 out of 5 stars". */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
};

/** Five stars, `filled` of them coloured; one image for assistive technology. */
export function StarDisplay({ filled, label, size = 'md' }: StarDisplayProps) {
  const count = Math.max(0, Math.min(5, Math.round(filled)));
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
          data-filled={n <= count}
        >
          <path d={STAR_PATH_20} />
        </svg>
      ))}
    </span>
  );
}
