/** 'Loading your profile...' (SPEC.md) and the failed-load state with a retry, shared by both account screens. */
export function ProfileLoading() {
  return (
    <p className="account-loading" role="status">
      <span className="account-spinner" aria-hidden="true" />
      Loading your profile...
    </p>
  );
}

export function ProfileLoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="card account-error" role="alert">
      <h2>We could not load your profile</h2>
      <p>{message === 'Failed to fetch' ? 'Check your connection and try again.' : message}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
