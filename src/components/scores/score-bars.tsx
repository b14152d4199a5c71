import { formatScore, reviewCountText } from '@/components/scores/score-format';
import { NotRatedLine } from '@/components/scores/score-input';
import './scores.css';

/** `count`: how many reviews rated it (the number its average rests on), where the answer says. */
export type ScoreRow = { key: string; label: string; value: number; count?: number | undefined };

type ScoreBarsProps = {
  rows: readonly ScoreRow[];
  caption: string;
};

/**
 * Averages out of 5 (0 means nobody rated it): a labelled bar each, as a table; the aspects nobody
 * rated are named on one "Not rated: A, B" line under it rather than as a row each.
 */
export function ScoreBars({ rows, caption }: ScoreBarsProps) {
  const rated = rows.filter((row) => row.value > 0);
  const unrated = rows.filter((row) => !(row.value > 0));
  return (
    <>
      {rated.length > 0 ? (
        <table className="score-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead className="visually-hidden">
            <tr>
              <th scope="col">Aspect</th>
              <th scope="col">Bar</th>
              <th scope="col">Average out of 5</th>
            </tr>
          </thead>
          <tbody>
            {rated.map((row) => (
              <tr key={row.key}>
                <th scope="row" className="score-label">
                  {row.label}
                  {/* A space, so the row's name reads "Empathy 1 review". */}
                  {row.count !== undefined ? ' ' : null}
                  {row.count !== undefined ? (
                    <span className="score-count">{reviewCountText(row.count)}</span>
                  ) : null}
                </th>
                <td className="score-bar-cell">
                  <span className="score-bar score-bar-aspect" aria-hidden="true">
                    <span style={{ width: `${Math.min(5, row.value) * 20}%` }} />
                  </span>
                </td>
                <td className="score-value">{formatScore(row.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <NotRatedLine labels={unrated.map((row) => row.label)} />
    </>
  );
}
