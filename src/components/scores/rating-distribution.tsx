import { type Distribution, MANAGER_RATING_WORDS } from '@/components/scores/tones';
import './scores.css';

type RatingDistributionProps = {
  distribution: Distribution;
  /** Names the table for assistive technology, e.g. "Rating distribution of Ada". */
  caption: string;
  /** Words for 5..1 stars; the manager labels by default. */
  words?: Record<1 | 2 | 3 | 4 | 5, string>;
};

/** 5 down to 1 star: label, a bar for the share of reviews, and the count; a table for screen readers. */
export function RatingDistribution({
  distribution,
  caption,
  words = MANAGER_RATING_WORDS,
}: RatingDistributionProps) {
  const rows = ([5, 4, 3, 2, 1] as const).map((stars) => ({
    stars,
    count: distribution[String(stars) as keyof Distribution] ?? 0,
  }));
  const total = rows.reduce((sum, row) => sum + row.count, 0);
  return (
    <table className="score-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead className="visually-hidden">
        <tr>
          <th scope="col">Rating</th>
          <th scope="col">Share of reviews</th>
          <th scope="col">Reviews</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ stars, count }) => {
          const share = total > 0 ? Math.round((count / total) * 100) : 0;
          return (
            <tr key={stars}>
              <th scope="row" className="score-label">
                {words[stars]}
                <span className="visually-hidden">
                  {' '}
                  ({stars} {stars === 1 ? 'star' : 'stars'})
                </span>
              </th>
              <td className="score-bar-cell">
                <span className="score-bar" aria-hidden="true">
                  <span style={{ width: `${share}%` }} />
                </span>
                <span className="visually-hidden">{share}%</span>
              </td>
              <td className="score-value">{count}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
