import { useId } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { searchResultsJsonLd } from '@/components/review-kit/search-results-json-ld';
import { NoResults } from '@/components/site-search/no-results';
import { SearchHitCard } from '@/components/site-search/search-hit-card';
import { SiteSearchBox } from '@/components/site-search/site-search-box';
import {
  embeddedSiteSearch,
  RESULTS_PER_KIND,
  SEARCH_GROUPS,
  type SearchKind,
  type SiteSearchGroup,
  type SiteSearchResult,
  searchEverything,
  siteSearchHref,
} from '@/lib/site-search';
import { useAsyncData } from '@/lib/use-async-data';
import { resultsTitle } from '../../../functions/src/domain/text/display-text.ts';
import { noneOfKindsText, siteSearchMoreLinks } from '../../../functions/src/pages/search-paths.ts';
import './search.css';

const moreLinks = siteSearchMoreLinks;

/** /search?q=: the site's search page, with companies, interviewers and managers that match. */
export function SearchPage() {
  const titleId = useId();
  const [params] = useSearchParams();
  const term = (params.get('q') ?? '').trim();
  const { state, reload } = useAsyncData(
    term || null,
    (signal) => searchEverything(term, RESULTS_PER_KIND, signal),
    // Over the server-rendered page: its answer, so the first render draws the same results at once.
    () => embeddedSiteSearch(term, RESULTS_PER_KIND),
  );
  const result = term && state.status === 'ready' ? state.data.data : null;
  const total = result ? SEARCH_GROUPS.reduce((sum, g) => sum + result[g.kind].total, 0) : 0;

  let title = 'Search';
  if (result) title = resultsTitle(total, term);
  else if (term) title = `Results for “${term}”`;

  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title={term ? `Search results for "${term}"` : 'Search'}
        description={
          term
            ? `Companies, interviewers and managers matching "${term}", with their anonymous ratings.`
            : 'Search companies, interviewers and managers by name or company.'
        }
        canonicalPath={term ? siteSearchHref(term) : '/search'}
        // Search results are not pages to index (as the server renders them): profiles and companies are.
        noIndex
        {...(result ? { jsonLd: jsonLdOf(term, result) } : {})}
      />
      <header className="rk-band sr-band">
        <div className="container sr-band-inner">
          <p className="eyebrow rk-eyebrow">Search</p>
          <h1 id={titleId}>{title}</h1>
          {/* A new key per search, so the box shows the term searched after Back and Forward. */}
          <SiteSearchBox key={term} id="site-search" initialQuery={term} />
        </div>
      </header>
      <div className="container rk-body">
        {!term ? (
          <p className="rk-empty">Type a company, an interviewer or a manager, then press Enter.</p>
        ) : null}
        {term && state.status === 'loading' ? <LoadingStatus>Searching...</LoadingStatus> : null}
        {term && state.status === 'error' ? (
          <LoadError error={state.error} what="search results" onRetry={reload} />
        ) : null}
        {term && state.status === 'ready' ? (
          <DataFreshness fetchedAt={state.data.fetchedAt} fromCache={state.data.fromCache} />
        ) : null}
        {result && total === 0 ? <NoResults query={term} /> : null}
        {result && total > 0 ? (
          // Kinds that matched nothing are one line after the others, not a heading between them: below them
          // on a phone, in the next free column from 64rem.
          <div className="sr-groups">
            {SEARCH_GROUPS.filter(({ kind }) => result[kind].total > 0).map(({ kind, label }) => (
              <ResultGroup key={kind} kind={kind} label={label} term={term} group={result[kind]} />
            ))}
            <NoneOfKinds
              labels={SEARCH_GROUPS.filter(({ kind }) => result[kind].total === 0).map((g) => g.label)}
            />
          </div>
        ) : null}
      </div>
    </section>
  );
}

function ResultGroup({
  kind,
  label,
  term,
  group,
}: {
  kind: SearchKind;
  label: string;
  term: string;
  group: SiteSearchGroup;
}) {
  const headingId = useId();
  return (
    <section className="sr-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {label} <span className="sr-count">{group.total}</span>
      </h2>
      <ul className="sr-list">
        {group.items.map((hit) => (
          <li key={hit.id}>
            <SearchHitCard hit={hit} />
          </li>
        ))}
      </ul>
      {group.total > group.items.length ? (
        <p className="sr-more">
          {moreLinks(kind, term).map((link) => (
            <Link key={link.to} to={link.to}>
              {link.text}
            </Link>
          ))}
        </p>
      ) : null}
    </section>
  );
}

/** "No interviewers match." or "No interviewers or managers match.", or nothing. */
function NoneOfKinds({ labels }: { labels: string[] }) {
  if (labels.length === 0) return null;
  return <p className="rk-muted sr-none-of">{noneOfKindsText(labels)}</p>;
}

function jsonLdOf(term: string, result: SiteSearchResult) {
  const items = SEARCH_GROUPS.flatMap(({ kind }) => result[kind].items);
  return searchResultsJsonLd({
    name: `Search results for "${term}"`,
    path: siteSearchHref(term),
    total: items.length,
    first: 1,
    items: items.map((hit) => ({ path: hit.href, name: hit.name })),
  });
}
