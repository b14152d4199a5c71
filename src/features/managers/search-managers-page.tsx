import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Combobox, type ComboboxOption } from '@/components/combobox/combobox';
import { PageMeta } from '@/components/page-meta/page-meta';
import { RatingBadge } from '@/components/rating/rating-badge';
import { managerBadgeTone, roundedRating } from '@/components/scores/tones';
import { absoluteUrl, SITE_NAME } from '@/config/site';
import { suggestManagers } from '@/features/managers/api/managers';
import { useSuggestions } from '@/features/managers/hooks/use-suggestions';
import { searchResultsHref } from '@/features/managers/search-href';
import type { ManagerSummary, SearchMode } from '@/features/managers/types';
import { managerHref } from '@/lib/manager-area-links';
import './managers.css';

/** Live search waits this long after the last keystroke (SPEC.md section 9). */
export const LIVE_SEARCH_DEBOUNCE_MS = 500;
const SEE_ALL = '__see-full-results';

/** /search-managers: a live search box over managers, by name or by workplace. */
export function SearchManagersPage() {
  const navigate = useNavigate();
  const heroTitleId = useId();
  const browseId = useId();
  const [query, setQuery] = useState('');
  const [mode, setMode] = useState<SearchMode>('name');
  const { active, loading, items } = useSuggestions<ManagerSummary>(
    query,
    LIVE_SEARCH_DEBOUNCE_MS,
    (text, signal) => suggestManagers(text, mode, signal),
    mode,
  );

  const options: ComboboxOption[] = items.map((manager) => ({
    key: manager._id,
    content: (
      <>
        <span className="combobox-option-primary">{manager.name}</span>
        <span className="combobox-option-secondary mg-suggestion-meta">
          {manager.position ? `${manager.position}, ` : ''}
          {manager.company.name}
          <RatingBadge
            rating={manager.reviewCount > 0 ? roundedRating(manager.averageRating) : null}
            tone={managerBadgeTone(manager.averageRating, manager.reviewCount)}
          />
        </span>
      </>
    ),
  }));
  if (options.length > 0)
    options.push({ key: SEE_ALL, action: true, content: <span>See full results</span> });

  const goToResults = () => {
    const term = query.trim();
    if (term) navigate(searchResultsHref(term));
  };

  return (
    <>
      <PageMeta
        title="Search Managers"
        description="Search hiring managers and team leads by name or workplace, and read anonymous reviews from the people who worked for them."
        canonicalPath="/search-managers"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'WebSite',
          name: SITE_NAME,
          url: absoluteUrl('/search-managers'),
          potentialAction: {
            '@type': 'SearchAction',
            target: `${absoluteUrl('/searchresults')}?q={search_term_string}`,
            'query-input': 'required name=search_term_string',
          },
        }}
      />
      <section className="mg-hero" aria-labelledby={heroTitleId}>
        <div className="container mg-hero-inner">
          <p className="eyebrow mg-eyebrow">Managers</p>
          <h1 id={heroTitleId}>Find out what your next manager is really like.</h1>
          <p className="mg-lead">
            Anonymous reviews of managers from the people who worked for them, in restaurants, offices and
            every industry in between.
          </p>
          <search className="mg-search" aria-label="Managers">
            <form
              onSubmit={(event) => {
                event.preventDefault();
                goToResults();
              }}
            >
              <div className="mg-search-row">
                <Combobox
                  id="manager-search"
                  className="mg-search-box"
                  label={mode === 'name' ? 'Search managers by name' : 'Search managers by workplace'}
                  hideLabel
                  type="search"
                  enterKeyHint="search"
                  placeholder={mode === 'name' ? 'Manager name…' : 'Workplace name…'}
                  inputClassName="mg-search-input"
                  value={query}
                  onValueChange={setQuery}
                  options={options}
                  active={active}
                  loading={loading}
                  loadingText="Searching..."
                  emptyText="No matches found"
                  listLabel="Matching managers"
                  maxHeight="16rem"
                  onSelect={(key) => {
                    if (key === SEE_ALL) {
                      goToResults();
                      return;
                    }
                    const manager = items.find((m) => m._id === key);
                    if (manager) navigate(managerHref(manager));
                  }}
                />
                <button type="submit" className="btn btn-accent mg-search-submit">
                  Search
                </button>
              </div>
            </form>
          </search>
          <div className="mg-search-mode">
            <span>
              Searching by <strong>{mode === 'name' ? 'name' : 'workplace'}</strong>
            </span>
            <button
              type="button"
              className="btn btn-outline-inverse"
              onClick={() => setMode((m) => (m === 'name' ? 'company' : 'name'))}
            >
              {mode === 'name' ? 'Search by workplace' : 'Search by name'}
            </button>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby={browseId}>
        <div className="container">
          <div className="section-heading">
            <p className="eyebrow">Browse</p>
            <h2 id={browseId}>Not sure who to look for?</h2>
            <p>Browse managers by department, or see which companies people rate best.</p>
          </div>
          <div className="mg-cta-row">
            <Link to="/Home" className="btn btn-primary">
              Browse departments
            </Link>
            <Link to="/All-Companies" className="btn btn-secondary">
              All companies
            </Link>
            <Link to="/rate-manager" className="btn btn-secondary">
              Rate a Manager
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
