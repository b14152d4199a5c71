import { Link } from 'react-router-dom';
import { ManagerRatingBadge } from '@/components/rating/manager-rating-badge';
import { reviewCountText } from '@/components/scores/score-format';
import { positionAtCompany } from '@/features/managers/format';
import type { ManagerSummary } from '@/features/managers/types';
import { managerHref } from '@/lib/manager-area-links';

/** A manager in a grid: name (the profile link), position at company, city, and one score: the badge, with the count. */
export function ManagerCard({
  manager,
  headingLevel = 2,
}: {
  manager: ManagerSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rated = manager.reviewCount > 0;
  return (
    <article className="card mg-card">
      <div className="mg-card-top">
        <Heading className="mg-card-name">
          <Link to={managerHref(manager)} className="mg-card-link">
            {manager.name}
          </Link>
        </Heading>
        <ManagerRatingBadge manager={manager} />
      </div>
      <p className="mg-card-role">{positionAtCompany(manager)}</p>
      <p className="mg-card-meta">
        {manager.branch?.city ? <span>{manager.branch.city}</span> : null}
        {manager.department ? <span>{manager.department.name}</span> : null}
      </p>
      {rated ? <p className="mg-card-count">{reviewCountText(manager.reviewCount)}</p> : null}
    </article>
  );
}
