/** A centred spinner with its text, announced politely. */
export function LoadingStatus({ children }: { children: string }) {
  return (
    <p className="iv-loading" role="status">
      <span className="iv-spinner" aria-hidden="true" />
      {children}
    </p>
  );
}
