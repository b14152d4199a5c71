import { RATING_WORDS } from '@/features/interviewers/rating';
import type { Distribution } from '@/features/interviewers/types';

/** 5 down to 1 star: label (Awesome..Awful), a bar proportional to the share of reviews, and the count. */
export function RatingBreakdown({
  distribution,
  labelledBy,
}: {
  distribution: Distribution;
  labelledBy: string;
}) {
  const counts = ([5, 4, 3, 2, 1] as const).map((stars) => ({
    stars,
    count: distribution[String(stars) as keyof Distribution] ?? 0,
  }));
  const total = counts.reduce((sum, { count }) => sum + count, 0);
  return (
    <ul className="iv-breakdown" aria-labelledby={labelledBy}>
      {counts.map(({ stars, count }) => {
        const share = total > 0 ? (count / total) * 100 : 0;
        return (
          <li key={stars} className="iv-breakdown-row">
            <span className="iv-breakdown-label">
              {RATING_WORDS[stars]}
              <span className="visually-hidden">
                {' '}
                ({stars} {stars === 1 ? 'star' : 'stars'}):{' '}
              </span>
            </span>
            <span className="iv-breakdown-bar" aria-hidden="true">
              <span style={{ width: `${share}%` }} />
            </span>
            <span className="iv-breakdown-count">
              {count}
              <span className="visually-hidden"> {count === 1 ? 'review' : 'reviews'}</span>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
