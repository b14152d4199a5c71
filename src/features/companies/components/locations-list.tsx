import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { CompanyLocation } from '@/features/companies/types';
import { companyHref } from '@/lib/manager-area-links';
import { CITIES_SHOWN, COMPANIES_SHOWN } from '../../../../functions/src/domain/text/company-listings.ts';

// How much shows before "Show all": shared with the rendered page (functions/src/pages/companies-markup.ts).
export { CITIES_SHOWN, COMPANIES_SHOWN };

/** Company locations by city, with links to the companies there (the map's accessible counterpart). */
export function LocationsList({ locations }: { locations: CompanyLocation[] }) {
  const listId = useId();
  const [allCities, setAllCities] = useState(false);
  const shown = allCities ? locations : locations.slice(0, CITIES_SHOWN);
  return (
    <>
      <ul className="co-locations" id={listId}>
        {shown.map((location) => (
          <Location key={location.city} location={location} />
        ))}
      </ul>
      {locations.length > CITIES_SHOWN ? (
        <button
          type="button"
          className="btn btn-secondary co-show-all"
          aria-expanded={allCities}
          aria-controls={listId}
          onClick={() => setAllCities((all) => !all)}
        >
          {allCities ? `Show the first ${CITIES_SHOWN} cities` : `Show all ${locations.length} cities`}
        </button>
      ) : null}
    </>
  );
}

function Location({ location }: { location: CompanyLocation }) {
  const listId = useId();
  const [all, setAll] = useState(false);
  const companies = all ? location.companies : location.companies.slice(0, COMPANIES_SHOWN);
  const hidden = location.companies.length - COMPANIES_SHOWN;
  return (
    <li className="card co-location">
      <h3 className="co-location-city">{location.city}</h3>
      <p className="rk-muted">
        {location.branchCount} branch{location.branchCount === 1 ? '' : 'es'}
      </p>
      <ul className="co-location-companies" id={listId} aria-label={`Companies in ${location.city}`}>
        {companies.map((company) => (
          <li key={company._id}>
            <Link to={companyHref(company)}>{company.name}</Link>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          className="co-show-more"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll((a) => !a)}
        >
          {all ? 'Show fewer' : `Show all ${location.companies.length} companies`}{' '}
          <span className="visually-hidden">in {location.city}</span>
        </button>
      ) : null}
    </li>
  );
}
