// What a search (/search?q=, /searchresults?q=) offers when nothing matched, for the PWA's pages
// (src/components/site-search/no-results.tsx) and the rendered ones (results-markup.ts) alike: what to
// try, a way to add the person, and the top rated companies to browse, instead of a heading over an empty
// screen.

import { companyHref } from '../http/profile-paths.ts';

export const NO_RESULTS_TITLE = 'No results found';

/**
 * SPEC.md's 'No results found' illustration (a magnifier over an empty card), decorative: its shapes once,
 * drawn by the PWA (no-results.tsx) and the rendered pages (results-markup.ts) alike.
 */
export const NO_RESULTS_ART = {
  viewBox: '0 0 200 150',
  shapes: [
    [
      'rect',
      { x: 24, y: 22, width: 116, height: 96, rx: 12, fill: '#eef2ff', stroke: '#c7d2fe', 'stroke-width': 3 },
    ],
    ['rect', { x: 42, y: 44, width: 60, height: 8, rx: 4, fill: '#c7d2fe' }],
    ['rect', { x: 42, y: 62, width: 80, height: 8, rx: 4, fill: '#e0e7ff' }],
    ['rect', { x: 42, y: 80, width: 48, height: 8, rx: 4, fill: '#e0e7ff' }],
    ['circle', { cx: 128, cy: 92, r: 30, fill: '#ffffff', stroke: '#4338ca', 'stroke-width': 8 }],
    ['path', { d: 'M150 114l26 26', stroke: '#4338ca', 'stroke-width': 12, 'stroke-linecap': 'round' }],
    [
      'path',
      { d: 'M116 80l24 24M140 80l-24 24', stroke: '#fbbf24', 'stroke-width': 7, 'stroke-linecap': 'round' },
    ],
  ] as const satisfies readonly (readonly ['rect' | 'circle' | 'path', Record<string, string | number>])[],
};

/** What to try, shortest first. */
export const NO_RESULTS_TIPS = [
  'Check the spelling, or type only the first letters of a name.',
  'Search the company if you don’t know the person’s name.',
] as const;

/** Who you met is not listed: add them (both forms create the person with the review). */
export const NO_RESULTS_ACTIONS = [
  { to: '/add-interviewer', text: 'Add an interviewer', className: 'btn btn-primary' },
  { to: '/rate-manager', text: 'Rate a manager', className: 'btn btn-secondary' },
] as const;

/**
 * Someone searching managers (/searchresults) met a manager: Rate a manager leads there, Add an
 * interviewer second (it led, as on the other searches, and a stranger looking for a manager was
 * offered the wrong form first).
 */
export const NO_MANAGERS_ACTIONS = [
  { to: '/rate-manager', text: 'Rate a manager', className: 'btn btn-primary' },
  { to: '/add-interviewer', text: 'Add an interviewer', className: 'btn btn-secondary' },
] as const;

export type NoResultsAction = { readonly to: string; readonly text: string; readonly className: string };

/** The manager results' (/searchresults) heading and first tip are SPEC.md's words. */
export const NO_MANAGERS_TITLE = 'No managers found';
export const NO_MANAGERS_TIPS = ['Try a different name or company.', NO_RESULTS_TIPS[0]] as const;

export const NO_RESULTS_ASK = 'Can’t find who you met?';

/** The All-Companies "Top Rated" listing (GET /api/companies?sort=top: rated 4.2 or more, 4 of them). */
export const TOP_COMPANIES_ANSWER_PATH = '/companies?sort=top';
export const TOP_COMPANIES_HEADING = 'Top rated companies';

type ListedCompany = {
  _id: string;
  name: string;
  slug?: string;
  tagline: string;
  avgRating: number;
  totalReviews: number;
};

/** A listed company as a search hit (a company's figures are its managers' reviews, as its hits say). */
export function topCompanyHit(c: ListedCompany) {
  return {
    kind: 'company' as const,
    id: c._id,
    name: c.name,
    line: c.tagline,
    average: c.avgRating,
    reviewCount: c.totalReviews,
    href: companyHref(c),
  };
}
