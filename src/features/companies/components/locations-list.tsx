import { Link } from 'react-router-dom';
import type { CompanyLocation } from '@/features/companies/types';
import { companyHref } from '@/lib/manager-area-links';

/** Company locations by city, with links to the companies there (the map's accessible counterpart). */
export function LocationsList({ locations }: { locations: CompanyLocation[] }) {
  return (
    <ul className="co-locations">
      {locations.map((location) => (
        <li key={location.city} className="card co-location">
          <h3 className="co-location-city">{location.city}</h3>
          <p className="co-muted">
            {location.branchCount} branch{location.branchCount === 1 ? '' : 'es'}
          </p>
          <ul className="co-location-companies" aria-label={`Companies in ${location.city}`}>
            {location.companies.map((company) => (
              <li key={company._id}>
                <Link to={companyHref(company)}>{company.name}</Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
