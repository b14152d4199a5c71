/** A centred spinner with its text, announced politely. */
export function LoadingStatus({ children }: { children: string }) {
  return (
    <p className="mg-loading" role="status">
      <span className="mg-spinner" aria-hidden="true" />
      {children}
    </p>
  );
}
