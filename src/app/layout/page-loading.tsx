/** Suspense fallback while a lazy page's code loads on first visit. */
export function PageLoading() {
  return (
    <div className="page-loading" role="status">
      <span className="page-loading-spinner" aria-hidden="true" />
      <span>Loading…</span>
    </div>
  );
}
