import './review-kit.css';

/** A centred spinner with its text, announced politely. */
export function LoadingStatus({ children }: { children: string }) {
  return (
    <p className="rk-loading" role="status">
      <span className="rk-spinner" aria-hidden="true" />
      {children}
    </p>
  );
}
