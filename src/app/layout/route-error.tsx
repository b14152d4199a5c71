import { PageMeta } from '@/components/page-meta/page-meta';

function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically imported module/i.test(
      error.message,
    )
  );
}

/** Shown in place of a page that failed to render or whose code could not be loaded. */
export function RouteError({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  return (
    <section className="container status-page" aria-labelledby="route-error-title">
      <PageMeta title="Something went wrong" description="This page could not be displayed." noIndex />
      <h1 id="route-error-title">{chunk ? 'This page could not be loaded' : 'Something went wrong'}</h1>
      <p>
        {chunk
          ? 'Check your connection and try again. If you are offline, pages you have not opened before are not available yet.'
          : 'An unexpected error stopped this page from displaying. Reloading usually fixes it.'}
      </p>
      <div className="status-page-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          Reload the page
        </button>
        {/* A full page load, in case the app itself is in a bad state. */}
        <a href="/" className="btn btn-secondary">
          Go to the home page
        </a>
      </div>
    </section>
  );
}
