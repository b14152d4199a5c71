import { useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { PageMeta } from '@/components/page-meta/page-meta';
import { Pagination } from '@/components/pagination/pagination';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { PageBand } from '@/components/review-kit/page-band';
import { searchResultsJsonLd } from '@/components/review-kit/search-results-json-ld';
import { NoResults } from '@/components/site-search/no-results';
import {
  embeddedInterviewerSearch,
  SEARCH_PAGE_SIZE,
  searchInterviewers,
} from '@/features/interviewers/api/search-interviewers';
import { InterviewerCardContent } from '@/features/interviewers/components/interviewer-card-content';
import { pageFromParam } from '@/features/interviewers/page-param';
import { searchBadgeTone } from '@/features/interviewers/rating';
import { interviewerSearchMode, searchResultsHref } from '@/features/interviewers/search-href';
import type { SearchMode } from '@/features/interviewers/types';
import { useAsyncData } from '@/lib/use-async-data';
import { resultsTitle } from '../../../functions/src/domain/text/display-text.ts';
import './interviewers.css';

/** /search/:query?searchMode=name|company&page=N: the full, paginated results. */
export function SearchResultsPage() {
  const titleId = useId();
  const { query = '' } = useParams();
  const [params] = useSearchParams();
  const term = query.trim();
  const mode: SearchMode = interviewerSearchMode(params.get('searchMode'));
  const page = pageFromParam(params.get('page'));
  const { state } = useAsyncData(
    `${mode}|${page}|${term}`,
    (signal) => searchInterviewers(term, mode, page, signal),
    // Over the server-rendered page: its answer, so the first render draws the same results at once.
    () => embeddedInterviewerSearch(term, mode, page),
  );

  const total = state.status === 'ready' ? state.data.total : 0;
  const items = state.status === 'ready' ? state.data.items : [];
  const totalPages = Math.ceil(total / SEARCH_PAGE_SIZE);
  const canonicalPath = searchResultsHref(term, mode, page);

  // As long as the final heading (two lines on a phone), so the page does not shift when results arrive.
  let title = `Searching for interviewers ${mode === 'company' ? 'at' : 'named'} “${term}”`;
  if (state.status === 'ready') title = resultsTitle(total, term);
  else if (state.status === 'error') title = `Search results for "${term}"`;

  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title={`Search results for "${term}"`}
        description={`Interviewers matching "${term}" by ${mode}, with their anonymous ratings.`}
        canonicalPath={canonicalPath}
        // Search results are not pages to index (as the server renders them): profiles and companies are.
        noIndex
        jsonLd={searchResultsJsonLd({
          name: `Search results for "${term}"`,
          path: canonicalPath,
          total,
          first: (page - 1) * SEARCH_PAGE_SIZE + 1,
          items: items.map((interviewer) => ({
            path: `/interviewers/${encodeURIComponent(interviewer._id)}`,
            name: interviewer.name,
          })),
        })}
      />
      <PageBand
        titleId={titleId}
        eyebrow={mode === 'company' ? 'Search by company' : 'Search by name'}
        title={title}
      >
        <div className="rk-row">
          <Link to="/search-interviewers" className="btn btn-outline-inverse">
            New search
          </Link>
          <Link
            to={searchResultsHref(term, mode === 'name' ? 'company' : 'name')}
            className="btn-link-inverse"
          >
            Search “{term}” by {mode === 'name' ? 'company' : 'name'} instead
          </Link>
        </div>
      </PageBand>

      <div className="container rk-body">
        {state.status === 'ready' ? (
          <DataFreshness fetchedAt={state.data.fetchedAt} fromCache={state.data.fromCache} />
        ) : null}
        {state.status === 'loading' ? <LoadingStatus>Searching...</LoadingStatus> : null}
        {state.status === 'error' ? (
          <p className="rk-error" role="alert">
            Something went wrong. Please try again.
          </p>
        ) : null}
        {/* The site search's empty state (tips, add the person, "Did you mean…", top companies); the band
            above offers the search by the other field. */}
        {state.status === 'ready' && items.length === 0 ? <NoResults query={term} /> : null}
        {items.length > 0 ? (
          <ol className="iv-results" start={(page - 1) * SEARCH_PAGE_SIZE + 1}>
            {items.map((interviewer) => (
              <li key={interviewer._id}>
                <Link
                  to={`/interviewers/${encodeURIComponent(interviewer._id)}`}
                  className="iv-card iv-result"
                >
                  <InterviewerCardContent interviewer={interviewer} tone={searchBadgeTone} />
                </Link>
              </li>
            ))}
          </ol>
        ) : null}
        {state.status === 'ready' ? (
          <Pagination
            page={page}
            totalPages={totalPages}
            hrefFor={(n) => searchResultsHref(term, mode, n)}
            label="Search results pages"
          />
        ) : null}

        {/* After the results, not below a spinner: the list arriving above it would push it down (layout shift). */}
        {state.status === 'loading' ? null : (
          <aside className="iv-transparency" aria-label="About these results">
            <h2>How these results work</h2>
            <p>
              Results are ranked by how closely the {mode === 'company' ? 'company' : 'name'} matches your
              search. Each rating is the plain average of the interviewer’s reviews, beside how many there
              are: one review says less than twenty. Their profile also gives a blended score, which starts at
              a neutral 3 and moves to the average as reviews come in.
            </p>
            <p>
              Reviews are anonymous opinions of the people who wrote them; we do not verify or endorse them,
              and nobody can pay to change or remove one.
            </p>
          </aside>
        )}
      </div>
    </section>
  );
}
