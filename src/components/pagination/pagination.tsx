import { Link, type To } from 'react-router-dom';
import { pageItems } from '../../../functions/src/pages/page-numbers.ts';
import './pagination.css';

type PaginationProps = {
  /** 1-based. */
  page: number;
  totalPages: number;
  /** The link for a page (pages live in the URL, so Back and shared links work). */
  hrefFor: (page: number) => string;
  /** Names the navigation landmark, e.g. "Search results pages". */
  label?: string;
};

/**
 * Prev, page numbers and Next as links; the current page is marked with aria-current. The numbers are a
 * list of their own between the two steps, so on a phone they wrap between Prev and Next (which keep
 * the ends of the first row) instead of pushing Next onto a row by itself.
 */
export function Pagination({ page, totalPages, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrev = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav className="pagination pagination-numbered" aria-label={label}>
      <ul className="pagination-list">
        <li>
          <StepLink to={hasPrev ? hrefFor(page - 1) : null} step="prev" />
        </li>
        <li>
          <ul className="pagination-list pagination-pages">
            {pageItems(page, totalPages).map((item, index) =>
              item === 'gap' ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own
                <li key={`gap-${index}`} className="pagination-gap" aria-hidden="true">
                  …
                </li>
              ) : (
                <li key={item}>
                  <Link
                    className="pagination-link"
                    to={hrefFor(item)}
                    aria-current={item === page ? 'page' : undefined}
                    aria-label={item === page ? `Page ${item}, current page` : `Page ${item}`}
                  >
                    {item}
                  </Link>
                </li>
              ),
            )}
          </ul>
        </li>
        <li>
          <StepLink to={hasNext ? hrefFor(page + 1) : null} step="next" />
        </li>
      </ul>
    </nav>
  );
}

/** ‹ Prev or Next ›: a link, or the disabled-link pattern when there is no such page. */
export function StepLink({
  to,
  step,
  state,
  children,
}: {
  to: To | null;
  step: 'prev' | 'next';
  /** History state the page reads (a cursor trail). */
  state?: unknown;
  /** Replaces the default words ("Prev", "Next"). */
  children?: string;
}) {
  const words = children ?? (step === 'prev' ? 'Prev' : 'Next');
  // The words in a span of their own: a phone shows the arrow alone beside the page numbers.
  const content =
    step === 'prev' ? (
      <>
        <span aria-hidden="true">‹ </span>
        <span className="pagination-step-words">{words}</span>
      </>
    ) : (
      <>
        <span className="pagination-step-words">{words}</span>
        <span aria-hidden="true"> ›</span>
      </>
    );
  if (to === null) {
    return (
      // biome-ignore lint/a11y/useValidAnchor: the disabled-link pattern (no href, role link, aria-disabled)
      <a className="pagination-link pagination-step" role="link" aria-disabled="true">
        {content}
      </a>
    );
  }
  return (
    <Link className="pagination-link pagination-step" to={to} state={state} rel={step}>
      {content}
    </Link>
  );
}
