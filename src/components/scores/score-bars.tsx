import { oneDecimal } from '@/components/scores/tones';
import './scores.css';

export type ScoreRow = { key: string; label: string; value: number };

type ScoreBarsProps = {
  rows: readonly ScoreRow[];
  caption: string;
};

/** Averages out of 5 (0 means nobody rated it): a labelled bar each, as a table. */
export function ScoreBars({ rows, caption }: ScoreBarsProps) {
  return (
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
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="score-label">
              {row.label}
            </th>
            <td className="score-bar-cell">
              <span className="score-bar score-bar-aspect" aria-hidden="true">
                <span style={{ width: `${Math.max(0, Math.min(5, row.value)) * 20}%` }} />
              </span>
            </td>
            <td className="score-value">{row.value > 0 ? oneDecimal(row.value) : 'Not rated'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
