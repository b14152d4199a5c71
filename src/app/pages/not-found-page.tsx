import { Link, useLocation } from 'react-router-dom';
import { PageMeta } from '@/components/page-meta/page-meta';

/** Rendered by the catch-all route (and by RouteError for 404 responses). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <section className="container status-page" aria-labelledby="not-found-title">
      <PageMeta
        title="Page not found"
        description="The page you were looking for does not exist or has moved."
        noIndex
      />
      <p className="status-page-code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">Page not found</h1>
      <p>
        There is nothing at <code className="status-page-path">{pathname}</code>. The link may be mistyped, or
        the page may have moved.
      </p>
      {/* Where a stranger can find what the link promised: everything is searchable (not only managers),
          and the server's 404 (pages-app.ts) offers the same. */}
      <div className="status-page-actions">
        <Link to="/search" className="btn btn-primary">
          Search companies and people
        </Link>
        <Link to="/All-Companies" className="btn btn-secondary">
          All companies
        </Link>
        <Link to="/" className="btn btn-secondary">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}
