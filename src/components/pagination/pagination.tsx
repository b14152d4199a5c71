import { Link } from 'react-router-dom';
import { pageItems } from '@/components/pagination/page-numbers';
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

/** Prev, page numbers and Next as links; the current page is marked with aria-current. */
export function Pagination({ page, totalPages, hrefFor, label = 'Pagination' }: PaginationProps) {
  if (totalPages <= 1) return null;
  const hasPrev = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav className="pagination" aria-label={label}>
      <ul className="pagination-list">
        <li>
          {hasPrev ? (
            <Link className="pagination-link pagination-step" to={hrefFor(page - 1)} rel="prev">
              <span aria-hidden="true">‹ </span>Prev
            </Link>
          ) : (
            // biome-ignore lint/a11y/useValidAnchor: the disabled-link pattern (no href, role link, aria-disabled)
            <a className="pagination-link pagination-step" role="link" aria-disabled="true">
              <span aria-hidden="true">‹ </span>Prev
            </a>
          )}
        </li>
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
        <li>
          {hasNext ? (
            <Link className="pagination-link pagination-step" to={hrefFor(page + 1)} rel="next">
              Next<span aria-hidden="true"> ›</span>
            </Link>
          ) : (
            // biome-ignore lint/a11y/useValidAnchor: the disabled-link pattern (no href, role link, aria-disabled)
            <a className="pagination-link pagination-step" role="link" aria-disabled="true">
              Next<span aria-hidden="true"> ›</span>
            </a>
          )}
        </li>
      </ul>
    </nav>
  );
}
