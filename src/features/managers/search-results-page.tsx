import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { PageMeta } from '@/components/page-meta/page-meta';
import { Pagination } from '@/components/pagination/pagination';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { searchResultsJsonLd } from '@/components/review-kit/search-results-json-ld';
import { NoResults } from '@/components/site-search/no-results';
import { embeddedManagerSearch, searchManagers } from '@/features/managers/api/managers';
import { ManagerCard } from '@/features/managers/components/manager-card';
import { pageFromParam, searchResultsHref } from '@/features/managers/search-href';
import { managerHref } from '@/lib/manager-area-links';
import { useAsyncData } from '@/lib/use-async-data';
import { resultsTitle } from '../../../functions/src/domain/text/display-text.ts';
import {
  NO_MANAGERS_ACTIONS,
  NO_MANAGERS_TIPS,
  NO_MANAGERS_TITLE,
} from '../../../functions/src/pages/no-results.ts';
import { MANAGER_RESULTS_PAGE_SIZE } from '../../../functions/src/pages/search-paths.ts';
import './managers.css';

/** SPEC.md section 9: manager results, 9 a page. */
export const RESULTS_PAGE_SIZE = MANAGER_RESULTS_PAGE_SIZE;

/** /searchresults?q=&page=: managers whose name or company matches, 9 a page. */
export function SearchResultsPage() {
  const titleId = useId();
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const requestedPage = pageFromParam(params.get('page'));
  const { state } = useAsyncData(
    term ? term : null,
    (signal) => searchManagers(term, signal),
    // Over the server-rendered page: its answer, so the first render draws the same results at once.
    () => embeddedManagerSearch(term),
  );

  const all = state.status === 'ready' ? state.data.data : [];
  const totalPages = Math.max(1, Math.ceil(all.length / RESULTS_PAGE_SIZE));
  const page = Math.min(requestedPage, totalPages);
  const items = all.slice((page - 1) * RESULTS_PAGE_SIZE, page * RESULTS_PAGE_SIZE);
  const canonicalPath = searchResultsHref(term, page);

  let title = 'Search managers';
  if (term && state.status === 'ready') title = resultsTitle(all.length, term);
  else if (term) title = `Results for “${term}”`;

  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title={term ? `Managers matching "${term}"` : 'Search results'}
        description={
          term
            ? `Managers whose name or workplace matches "${term}", with their anonymous ratings.`
            : 'Search managers by name or workplace.'
        }
        canonicalPath={canonicalPath}
        // Search results are not pages to index (as the server renders them): profiles and companies are.
        noIndex
        jsonLd={
          term
            ? searchResultsJsonLd({
                name: `Managers matching "${term}"`,
                path: canonicalPath,
                total: all.length,
                first: (page - 1) * RESULTS_PAGE_SIZE + 1,
                items: items.map((manager) => ({ path: managerHref(manager), name: manager.name })),
              })
            : undefined
        }
      />
      <header className="rk-band">
        <div className="container">
          <p className="eyebrow rk-eyebrow">Search results</p>
          <h1 id={titleId}>{title}</h1>
          <div className="rk-row">
            <Link to="/search-managers" className="btn btn-outline-inverse">
              New search
            </Link>
            <Link to="/rate-manager" className="btn btn-accent">
              Rate a Manager
            </Link>
          </div>
        </div>
      </header>

      <div className="container rk-body">
        {!term ? (
          <p className="rk-empty">
            Type a name or a workplace in the <Link to="/search-managers">manager search</Link>.
          </p>
        ) : null}
        {term && state.status === 'ready' ? (
          <DataFreshness fetchedAt={state.data.fetchedAt} fromCache={state.data.fromCache} />
        ) : null}
        {term && state.status === 'loading' ? <LoadingStatus>Searching...</LoadingStatus> : null}
        {term && state.status === 'error' ? (
          <p className="rk-error" role="alert">
            Something went wrong. Please try again.
          </p>
        ) : null}
        {term && state.status === 'ready' && all.length === 0 ? (
          <NoResults
            query={term}
            title={NO_MANAGERS_TITLE}
            tips={NO_MANAGERS_TIPS}
            actions={NO_MANAGERS_ACTIONS}
          />
        ) : null}
        {items.length > 0 ? (
          <ul className="rk-grid" aria-label={`Managers, page ${page} of ${totalPages}`}>
            {items.map((manager) => (
              <li key={manager._id}>
                <ManagerCard manager={manager} />
              </li>
            ))}
          </ul>
        ) : null}
        {state.status === 'ready' ? (
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={(n) => searchResultsHref(term, n)}
            label="Search results pages"
          />
        ) : null}
      </div>
    </section>
  );
}
