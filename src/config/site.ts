/**
 * Site-wide constants. THEME_COLOR is the single source of truth for the brand colour: the
 * `--color-brand-900` token in `src/styles/global.css`, the `theme-color` meta in `app-shell.html`
 * and the web manifest must all use this value (a test in `site.test.ts` checks the first two).
 */
export const SITE_NAME = 'Rate My Interviewer';
export const SITE_SHORT_NAME = 'RateMyInterviewer';
export const SITE_DESCRIPTION =
  'Anonymous, honest reviews of interviewers and hiring managers. Search by name or company, read what candidates and employees experienced, and rate your own.';
export const THEME_COLOR = '#1e1b4b';
export const BACKGROUND_COLOR = '#f8fafc';

/** Origin used for canonical links. Set VITE_SITE_URL in production builds; falls back to the current origin. */
export function siteOrigin(): string {
  const configured = import.meta.env.VITE_SITE_URL as string | undefined;
  if (configured) return configured.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

export function absoluteUrl(path: string): string {
  return `${siteOrigin()}${path.startsWith('/') ? path : `/${path}`}`;
}
