/** The brand mark: a speech bubble holding a star. Decorative; pair it with visible text. */
export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path
        d="M6 3h20a4 4 0 0 1 4 4v13a4 4 0 0 1-4 4H14.5l-6.3 5.2A1 1 0 0 1 6.6 28.4V24H6a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Z"
        fill="#fbbf24"
      />
      <path
        d="m16 7.5 2.2 4.5 4.9.7-3.6 3.5.9 4.9-4.4-2.3-4.4 2.3.9-4.9-3.6-3.5 4.9-.7L16 7.5Z"
        fill="#1e1b4b"
      />
    </svg>
  );
}
