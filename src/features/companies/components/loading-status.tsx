/** A centred spinner with its text, announced politely. */
export function LoadingStatus({ children }: { children: string }) {
  return (
    <p className="co-loading" role="status">
      <span className="co-spinner" aria-hidden="true" />
      {children}
    </p>
  );
}
