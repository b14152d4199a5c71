import { useId } from 'react';
import { Link } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { embeddedDepartments, listDepartments } from '@/features/managers/api/departments';
import { departmentHref } from '@/lib/manager-area-links';
import { useAsyncData } from '@/lib/use-async-data';
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
          <ul className="rk-grid mg-departments">
            {state.data.map((department) => (
              <li key={department._id}>
                <article className="card mg-department">
                  <h2 className="mg-department-name">{department.name}</h2>
                  <p className="mg-department-count">
                    {department.totalManagers} manager{department.totalManagers === 1 ? '' : 's'}
                  </p>
                  <Link
                    to={departmentHref(department)}
                    className="btn btn-secondary"
                    aria-label={`View Managers in ${department.name}`}
                  >
                    View Managers
                  </Link>
                </article>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
