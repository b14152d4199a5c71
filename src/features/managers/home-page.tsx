import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { embeddedDepartments, listDepartments } from '@/features/managers/api/departments';
import { departmentHref } from '@/lib/manager-area-links';
import { useAsyncData } from '@/lib/use-async-data';
import { countOf } from '../../../functions/src/domain/text/company-listings.ts';
import {
  listedDepartments,
  NO_DEPARTMENTS_TEXT,
} from '../../../functions/src/domain/text/department-listing.ts';
import './managers.css';

/** /Home: the departments that have managers, with how many each has, and a way into each. */
export function HomePage() {
  const titleId = useId();
  const { state: answer, reload } = useAsyncData(
    'departments',
    (signal) => listDepartments('', signal),
    // Over a server-rendered /Home, the answer it came with: no loading state over the server's markup.
    embeddedDepartments,
  );
  const state = answer.status === 'ready' ? { ...answer, data: listedDepartments(answer.data.data) } : answer;

  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title="Departments"
        description="Browse managers by department: kitchen, front of house, engineering, marketing and more, with anonymous reviews from their teams."
        canonicalPath="/Home"
      />
      <header className="rk-band">
        <div className="container">
          <p className="eyebrow rk-eyebrow">Management</p>
          <h1 id={titleId}>Departments</h1>
          <p className="rk-lead">Pick a department to see its managers and how their teams rate them.</p>
        </div>
      </header>
      <div className="container rk-body">
        {state.status === 'loading' ? <LoadingStatus>Loading departments...</LoadingStatus> : null}
        {state.status === 'error' ? (
          <LoadError error={state.error} what="departments" onRetry={reload} />
        ) : null}
        {answer.status === 'ready' ? (
          <DataFreshness fetchedAt={answer.data.fetchedAt} fromCache={answer.data.fromCache} />
        ) : null}
        {state.status === 'ready' && state.data.length === 0 ? (
          <p className="rk-empty">
            {NO_DEPARTMENTS_TEXT} <Link to="/rate-manager">Rate a manager</Link> to add the first.
          </p>
        ) : null}
        {state.status === 'ready' && state.data.length > 0 ? (
          // A list of links, the name being the way in (a card each, with a View Managers button, was
          // forty identical buttons); the count beside it says how many managers it holds.
          <ul className="card mg-departments" aria-labelledby={titleId}>
            {state.data.map((department) => (
              <li key={department._id}>
                <Link to={departmentHref(department)} className="mg-department">
                  <span className="mg-department-name">{department.name}</span>{' '}
                  <span className="mg-department-count">{countOf(department.totalManagers, 'manager')}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
