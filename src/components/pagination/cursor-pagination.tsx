import { useLocation } from 'react-router-dom';
import { StepLink } from './pagination';
import './pagination.css';

/** The pages walked through to reach this one (history state), so Prev needs no server round of its own. */
type Trail = { trail?: (string | null)[] };

type CursorPaginationProps = {
  /** The page's own cursor (`?after=`), null on the first page. */
  after: string | null;
  /** The cursor of the page after this one, null on the last page. */
  nextCursor: string | null;
  /** The link to the page after a cursor (null: the first page). */
  hrefFor: (after: string | null) => string;
  /** Names the navigation landmark. */
  label: string;
};

/**
 * Prev, "Page N" and Next for lists paged by cursor (no total and no numbers to jump to: counting a
 * large collection on every visit is what the cursor avoids). Next carries the trail of earlier cursors in history state;
 * a page opened from a shared link has no trail, so its Prev goes to the first page.
 */
export function CursorPagination({ after, nextCursor, hrefFor, label }: CursorPaginationProps) {
  const state = useLocation().state as Trail | null;
  const trail = Array.isArray(state?.trail) ? state.trail : null;
  if (after === null && nextCursor === null) return null;
  const previous = after === null ? undefined : trail && trail.length > 0 ? trail[trail.length - 1] : null;
  // Where the reader is, counted from the pages walked (the first page is 1): no total, and none on a
  // later page opened from a link, whose place in the list nobody counted.
  const current = after === null ? 1 : trail ? trail.length + 1 : null;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination-list">
        <li>
          {previous === undefined ? (
            <StepLink to={null} step="prev" />
          ) : (
            <StepLink to={hrefFor(previous)} step="prev" state={{ trail: trail ? trail.slice(0, -1) : [] }}>
              {trail ? 'Prev' : 'First page'}
            </StepLink>
          )}
        </li>
        {current === null ? null : (
          <li>
            <span className="pagination-current" aria-current="page">
              Page {current}
            </span>
          </li>
        )}
        <li>
          <StepLink
            to={nextCursor === null ? null : hrefFor(nextCursor)}
            step="next"
            state={{ trail: [...(trail ?? []), after] }}
          />
        </li>
      </ul>
    </nav>
  );
}
