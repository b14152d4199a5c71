import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Link } from 'react-router-dom';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import {
  embeddedCompanies,
  embeddedLocations,
  listCompanies,
  listLocations,
  mapsApiKey,
} from '@/features/companies/api/companies';
import { CompanyCard } from '@/features/companies/components/company-card';
import { CompanyDirectory } from '@/features/companies/components/company-directory';
import { LocationsList } from '@/features/companies/components/locations-list';
import type { Company } from '@/features/companies/types';
import { type AsyncState, useAsyncData } from '@/lib/use-async-data';
import {
  LISTING_SIZE,
  recentlyAdded,
  topRated,
} from '../../../functions/src/domain/text/company-listings.ts';
import './companies.css';

// Picked alike by the rendered page (functions/src/pages/companies-markup.ts).
export {
  LISTING_SIZE,
  recentlyAdded,
  TOP_RATED_MIN,
  topRated,
} from '../../../functions/src/domain/text/company-listings.ts';

/** The map and its library: a chunk of their own, fetched only when the server has a Maps key. */
const LocationsMap = lazy(async () => ({
  default: (await import('@/features/companies/components/locations-map')).LocationsMap,
}));

/**
 * /All-Companies: the A-Z directory (filter, letter jumps), Top Rated Companies, Recently Added, Company
 * Locations (a map with a Maps key, else a list).
 */
export function AllCompaniesPage() {
  const titleId = useId();
  const topId = useId();
  const recentId = useId();
  const locationsId = useId();
  // Over a server-rendered page, the answers it came with: the first render draws what the server sent.
  const top = useAsyncData(
    'top',
    (signal) => listCompanies('top', signal),
    () => embeddedCompanies('top'),
  );
  const recent = useAsyncData(
    'recent',
    (signal) => listCompanies('recent', signal),
    () => embeddedCompanies('recent'),
  );
  const locations = useAsyncData('locations', (signal) => listLocations(signal), embeddedLocations);
  const mapKey = useAsyncData('maps-key', (signal) => mapsApiKey(signal));

  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title="All Companies"
        description="Every company A to Z with its branch cities, managers and interviewers, plus the top rated and recently added, with anonymous reviews."
        canonicalPath="/All-Companies"
      />
      <header className="rk-band">
        <div className="container">
          <p className="eyebrow rk-eyebrow">Companies</p>
          <h1 id={titleId}>All Companies</h1>
          <p className="rk-lead">
            Every company A to Z, where it has branches, and which workplaces their people rate best.
          </p>
          <div className="rk-row">
            <Link to="/rate-manager" className="btn btn-accent">
              Rate a Manager
            </Link>
          </div>
        </div>
      </header>
      <div className="container rk-body co-sections">
        <CompanyDirectory />
        <section aria-labelledby={topId}>
          <h2 id={topId}>Top Rated Companies</h2>
          <CompanyGrid
            state={top.state}
            onRetry={top.reload}
            pick={topRated}
            empty="No company is rated 4.2 or higher yet."
          />
        </section>
        <section aria-labelledby={recentId}>
          <h2 id={recentId}>Recently Added</h2>
          <CompanyGrid
            state={recent.state}
            onRetry={recent.reload}
            pick={recentlyAdded}
            empty="No companies yet."
          />
        </section>
        <section aria-labelledby={locationsId}>
          <h2 id={locationsId}>Company Locations</h2>
          {locations.state.status === 'loading' ? <LoadingStatus>Loading locations...</LoadingStatus> : null}
          {locations.state.status === 'error' ? (
            <LoadError error={locations.state.error} what="company locations" onRetry={locations.reload} />
          ) : null}
          {locations.state.status === 'ready' ? (
            <>
              {mapKey.state.status === 'ready' && mapKey.state.data ? (
                <Suspense fallback={<LoadingStatus>Loading map...</LoadingStatus>}>
                  <LocationsMap apiKey={mapKey.state.data} locations={locations.state.data} />
                </Suspense>
              ) : null}
              {locations.state.data.length === 0 ? (
                <p className="rk-muted">No locations yet.</p>
              ) : (
                <LocationsList locations={locations.state.data} />
              )}
            </>
          ) : null}
        </section>
      </div>
    </section>
  );
}

function CompanyGrid({
  state,
  onRetry,
  pick,
  empty,
}: {
  state: AsyncState<Company[]>;
  onRetry: () => void;
  pick: (companies: Company[]) => Company[];
  empty: ReactNode;
}) {
  if (state.status === 'loading') return <CompanyGridLoading />;
  if (state.status === 'error') return <LoadError error={state.error} what="companies" onRetry={onRetry} />;
  const companies = pick(state.data);
  if (companies.length === 0) return <p className="rk-muted">{empty}</p>;
  return (
    <ul className="rk-grid co-listing">
      {companies.map((company) => (
        <li key={company._id}>
          <CompanyCard company={company} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Placeholder cards the size of the real ones while a grid loads: the sections below do not jump down
 * when the companies arrive (layout shift), and a phone shows the first grid's space from the start.
 */
function CompanyGridLoading() {
  return (
    <div role="status">
      <span className="visually-hidden">Loading companies...</span>
      <ul className="rk-grid co-listing" aria-hidden="true">
        {Array.from({ length: LISTING_SIZE }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own
          <li key={i}>
            <div className="card co-card co-card-placeholder" />
          </li>
        ))}
      </ul>
    </div>
  );
}
