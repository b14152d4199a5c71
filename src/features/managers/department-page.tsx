import { type ReactNode, useId } from 'react';
import { Link, useParams } from 'react-router-dom';
import { DataFreshness } from '@/components/data-freshness/data-freshness';
import { LoadError } from '@/components/load-error/load-error';
import { PageMeta } from '@/components/page-meta/page-meta';
import { LoadingStatus } from '@/components/review-kit/loading-status';
import { useSessionStatus } from '@/components/session/use-session';
import { LogoutButton } from '@/components/session-actions/logout-button';
import { embeddedDepartment, getDepartment } from '@/features/managers/api/departments';
import { ManagerCard } from '@/features/managers/components/manager-card';
import { ApiError } from '@/lib/api-client';
import { departmentHref } from '@/lib/manager-area-links';
import { useAsyncData } from '@/lib/use-async-data';
import './managers.css';

/** /management/departments/:name: the department's managers, with the account sidebar. */
export function DepartmentPage() {
  const { name = '' } = useParams();
  const titleId = useId();
  const { state, reload } = useAsyncData(
    name,
    (signal) => getDepartment(name, signal),
    // Over a server-rendered page, the answer it came with: no loading state over the server's markup.
    () => embeddedDepartment(name),
  );

  const answer = state.status === 'ready' ? state.data : null;
  const department = answer?.data.department ?? null;
  const managers = answer?.data.managers ?? [];
  const notFound = state.status === 'error' && state.error instanceof ApiError && state.error.status === 404;

  let heading = 'Department';
  if (department) heading = department.name;
  else if (notFound) heading = 'Department not found';

  return (
    <section aria-labelledby={titleId}>
      <PageMeta
        title={department ? `${department.name} managers` : heading}
        description={
          department
            ? `Managers in ${department.name} and what their teams say about them, anonymously.`
            : 'Managers of a department.'
        }
        canonicalPath={department ? departmentHref(department) : undefined}
        noIndex={!department}
      />
      <header className="rk-band">
        <div className="container">
          <p className="eyebrow rk-eyebrow">Department</p>
          <h1 id={titleId}>{heading}</h1>
          {department ? (
            <p className="rk-lead">
              {department.totalManagers} manager{department.totalManagers === 1 ? '' : 's'}
            </p>
          ) : null}
        </div>
      </header>
      <div className="container rk-body mg-with-sidebar">
        <DepartmentSidebar />
        <div>
          {state.status === 'loading' ? <LoadingStatus>Loading managers...</LoadingStatus> : null}
          {answer ? <DataFreshness fetchedAt={answer.fetchedAt} fromCache={answer.fromCache} /> : null}
          {notFound ? (
            <p className="rk-empty">
              There is no such department. <Link to="/Home">See all departments</Link>.
            </p>
          ) : null}
          {state.status === 'error' && !notFound ? (
            <LoadError error={state.error} what="this department" onRetry={reload} />
          ) : null}
          {state.status === 'ready' && managers.length === 0 ? (
            <p className="rk-empty">No managers in this department yet.</p>
          ) : null}
          {managers.length > 0 ? (
            <ul
              className="rk-grid mg-grid-narrow"
              aria-label={`Managers in ${department?.name ?? 'this department'}`}
            >
              {managers.map((manager) => (
                <li key={manager._id}>
                  <ManagerCard manager={manager} />
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mg-back">
            <Link to="/Home">← All departments</Link>
          </p>
        </div>
      </div>
    </section>
  );
}

/**
 * Profile, My Reviews and Logout (Login for visitors). SPEC.md's sidebar also had 'Forum': the product
 * has no forum, so the entry is left out rather than pointing somewhere it would not deliver. Until the
 * session is known the last entry is an empty slot, as the bar's is: the server-rendered page draws the
 * same (departments-markup.ts), so a signed-in reader never sees Login first.
 */
function DepartmentSidebar() {
  const session = useSessionStatus();
  let account: ReactNode;
  if (session === 'signed-in') account = <LogoutButton className="mg-sidebar-button" />;
  else if (session === 'signed-out') account = <Link to="/signin">Login</Link>;
  return (
    <nav className="card mg-sidebar" aria-label="Your account">
      <ul>
        <li>
          <Link to="/profile">Profile</Link>
        </li>
        <li>
          <Link to="/my-reviews">My Reviews</Link>
        </li>
        {account ? <li>{account}</li> : <li className="mg-sidebar-pending" aria-hidden="true" />}
      </ul>
    </nav>
  );
}
