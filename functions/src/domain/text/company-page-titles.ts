// The titles of a company's two pages: the rendered page's head (pages/pages-app.ts) and the PWA's
// (company-page.tsx, company-insights-page.tsx) take them from here, so a search result, a link preview
// and the tab never name the page one way and the page the PWA then draws another.

/** The company page's title (document title, og:title): "Harbor & Vine Bistro: managers and reviews". */
export function companyPageTitle(name: string): string {
  return `${name}: managers and reviews`;
}

/** The insights page's title: "Harbor & Vine Bistro: insights". */
export function companyInsightsTitle(name: string): string {
  return `${name}: insights`;
}

/** The insights page's description. */
export function companyInsightsDescription(name: string): string {
  return `Rating trends, comparisons and recurring themes of ${name}, from anonymous reviews.`;
}

/** The line above the company's name (its h1) on each page. */
export const COMPANY_EYEBROW = 'Company';
export const COMPANY_INSIGHTS_EYEBROW = 'Company insights';

/** The Leadership Team section's id on the company page: the Managers figure links to it, in both pages. */
export const LEADERSHIP_TEAM_ID = 'leadership-team';
