/** A magnifier over an empty card: the 'No results found' picture. Decorative. */
export function NoResultsIllustration() {
  return (
    <svg
      className="iv-no-results-art"
      viewBox="0 0 200 150"
      width="200"
      height="150"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="24" y="22" width="116" height="96" rx="12" fill="#eef2ff" stroke="#c7d2fe" strokeWidth="3" />
      <rect x="42" y="44" width="60" height="8" rx="4" fill="#c7d2fe" />
      <rect x="42" y="62" width="80" height="8" rx="4" fill="#e0e7ff" />
      <rect x="42" y="80" width="48" height="8" rx="4" fill="#e0e7ff" />
      <circle cx="128" cy="92" r="30" fill="#ffffff" stroke="#4338ca" strokeWidth="8" />
      <path d="M150 114l26 26" stroke="#4338ca" strokeWidth="12" strokeLinecap="round" />
      <path d="M116 80l24 24M140 80l-24 24" stroke="#fbbf24" strokeWidth="7" strokeLinecap="round" />
    </svg>
  );
}
