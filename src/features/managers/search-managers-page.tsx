import { useId } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta/page-meta';
import { ManagerRatingBadge } from '@/components/rating/manager-rating-badge';
import { SearchHero } from '@/components/review-kit/search-hero';
import { SUGGEST_DEBOUNCE_MS } from '@/components/review-kit/use-suggestions';
import { absoluteUrl, SITE_NAME } from '@/config/site';
import { suggestManagers } from '@/features/managers/api/managers';
import { MANAGER_SEARCH_FORM, searchResultsHref } from '@/features/managers/search-href';
import type { ManagerSummary } from '@/features/managers/types';
import { managerHref } from '@/lib/manager-area-links';
import { searchHomeJsonLd } from '../../../functions/src/domain/text/structured-data.ts';
import './managers.css';

/** Live search waits this long after the last keystroke (SPEC.md section 9). */
export const LIVE_SEARCH_DEBOUNCE_MS = SUGGEST_DEBOUNCE_MS;

/** /search-managers: a live search box over managers, by name or by workplace. */
export function SearchManagersPage() {
  const navigate = useNavigate();
  const browseId = useId();

  return (
    <>
      <PageMeta
        title="Search Managers"
        description="Search hiring managers and team leads by name or workplace, and read anonymous reviews from the people who worked for them."
        canonicalPath="/search-managers"
        jsonLd={searchHomeJsonLd(SITE_NAME, '/search-managers', absoluteUrl)}
      />
      <SearchHero<ManagerSummary>
        id="manager-search"
        eyebrow="Managers"
        title="Find out what your next manager is really like."
        lead="Anonymous reviews of managers from the people who worked for them, in restaurants, offices and every industry in between."
        area="Managers"
        modes={{
          name: { label: 'Search managers by name', placeholder: 'Manager name…', word: 'name' },
          company: {
            label: 'Search managers by workplace',
            placeholder: 'Workplace name…',
            word: 'workplace',
          },
        }}
        toggleText={(mode) => (mode === 'name' ? 'Search by workplace' : 'Search by name')}
        suggest={suggestManagers}
        option={(manager) => (
          <>
            <span className="combobox-option-primary">{manager.name}</span>
            <span className="combobox-option-secondary rk-suggestion-meta">
              {manager.position ? `${manager.position}, ` : ''}
              {manager.company.name}
              <ManagerRatingBadge manager={manager} />
            </span>
          </>
        )}
        listLabel="Matching managers"
        onPick={(manager) => navigate(managerHref(manager))}
        onSearch={(term) => navigate(searchResultsHref(term))}
        plainForm={() => MANAGER_SEARCH_FORM}
      />

      <section className="section" aria-labelledby={browseId}>
        <div className="container">
          <div className="section-heading">
            <p className="eyebrow">Browse</p>
            <h2 id={browseId}>Not sure who to look for?</h2>
            <p>Browse managers by department, or see which companies people rate best.</p>
          </div>
          <div className="rk-row">
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
