/** 'Loading your profile...' (SPEC.md), shared by both account screens (a failed load is LoadError's). */
export function ProfileLoading() {
  return (
    <p className="account-loading" role="status">
      <span className="account-spinner" aria-hidden="true" />
      Loading your profile...
    </p>
  );
}
