// A table of figures (insights, the claimant's dashboard): a caption, column headings, and rows
// whose first cell names the row. It scrolls sideways inside itself on a narrow screen, so a wide
// table never makes the page scroll.
import type { ReactNode } from 'react';
import './figure-table.css';

export type FigureRow = {
  key: string;
  /** Names the row (a row header for screen readers). */
  head: ReactNode;
  cells: ReactNode[];
  /** Class of each figure cell, by position (e.g. up or down). */
  cellClass?: (index: number) => string | undefined;
};

type Props = {
  caption: ReactNode;
  /** Read by screen readers only, when a heading above already says it. */
  captionHidden?: boolean;
  columns: string[];
  rows: FigureRow[];
};

export function FigureTable({ caption, captionHidden = false, columns, rows }: Props) {
  return (
    <div className="figure-table-scroll">
      <table className="figure-table">
        <caption className={captionHidden ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.head}</th>
              {r.cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells are positional, under their column
                <td key={i} className={r.cellClass?.(i)}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
