import { Link } from 'react-router-dom';

/** Your Activity: how many reviews you have written, and where to find them and your saved list. */
export function ActivitySummary({ totalReviews }: { totalReviews: number }) {
  return (
    <>
      <p className="activity-count">
        <span className="activity-number">{totalReviews}</span>{' '}
        <span>{totalReviews === 1 ? 'review submitted' : 'reviews submitted'}</span>
      </p>
      <ul className="activity-links">
        <li>
          <Link to="/my-reviews">My reviews</Link>
        </li>
        <li>
          <Link to="/saved">Saved interviewers</Link>
        </li>
      </ul>
    </>
  );
}
