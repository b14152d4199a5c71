import { Link } from 'react-router-dom';
import { RatingText } from '@/components/scores/rating-text';
import { reviewCountText } from '@/components/scores/score-format';
import type { Company } from '@/features/companies/types';
import { companyHref } from '@/lib/manager-area-links';

/** A company in the All-Companies grids: its name links to /companies/{slug}/{id}. */
export function CompanyCard({ company }: { company: Company }) {
  return (
    <article className="card co-card">
      <h3 className="co-card-name">
        <Link to={companyHref(company)} className="co-card-link">
          {company.name}
        </Link>
      </h3>
      {company.tagline ? <p className="co-card-tagline">{company.tagline}</p> : null}
      <p className="co-card-score">
        <RatingText rating={company.avgRating} reviewCount={company.totalReviews} />
        {company.totalReviews > 0 ? (
          <span className="rk-muted">{reviewCountText(company.totalReviews, 'manager')}</span>
        ) : null}
      </p>
      <p className="co-card-meta">
        {company.totalManagers} manager{company.totalManagers === 1 ? '' : 's'}
      </p>
    </article>
  );
}
