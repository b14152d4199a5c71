// How scores and dates read, on the rendered pages, share images, widgets and in the PWA alike (src/components/scores/score-format.ts
// and src/lib/long-date.ts re-export these): the HTML the server sends and the PWA's first render must say
// the same, or the page would change under the reader when the PWA takes over.

/** What a subject without reviews shows in place of a score. */
export const NO_RATING_TEXT = 'No rating yet';

/**
 * A score to one decimal: 3.66 -> "3.7", 4 -> "4.0", 2.95 -> "3.0". Rounds the shortest decimal form
 * of the number half up, as Intl does (2.45 -> "2.5", not the "2.4" its binary value would give),
 * without building an Intl formatter per call (a list of results formats hundreds).
 */
export function formatScore(value: number): string {
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) {
    // Negative, exponent or non-finite forms never come from the API; let Intl say what it says.
    return value.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  }
  const [whole = '0', fraction = ''] = text.split('.');
  let tenths = Number(whole) * 10 + Number(fraction[0] ?? '0');
  if ((fraction[1] ?? '0') >= '5') tenths += 1;
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/**
 * Which reviews a count is of, where one subject is reviewed in two ways: a company's headline figures
 * (search, its share card, widget, directory) are its managers' reviews, its own are company reviews.
 */
export type CountedReviews = 'manager' | 'company';

/** "1 review", "4 reviews"; with the kind counted, "15 manager reviews", "1 company review". */
export function reviewCountText(count: number, counted?: CountedReviews): string {
  return `${count} ${counted ? `${counted} ` : ''}review${count === 1 ? '' : 's'}`;
}

/** What a search hit's count counts: a company's is its managers' reviews, a person's their own. */
export function hitCountedReviews(kind: 'company' | 'interviewer' | 'manager'): CountedReviews | undefined {
  return kind === 'company' ? 'manager' : undefined;
}

/** "39 results for “a”", "1 result for “Ada”": the heading of every search results page, PWA and server alike. */
export function resultsTitle(count: number, term: string): string {
  return `${count} result${count === 1 ? '' : 's'} for “${term}”`;
}

/** "4.8 out of 5", for screen readers, page descriptions and widgets; "no rating yet" without reviews. */
export function scoreOutOfFive(average: number, reviewCount: number): string {
  return reviewCount > 0 ? `${formatScore(average)} out of 5` : NO_RATING_TEXT.toLowerCase();
}

/**
 * The manager area's badge colour: 4 or more blue ('top'), 2 or less red, else yellow; grey without reviews.
 * Judged on the average as the badge shows it (3.96 shows "4.0": blue), so that no page colours one number
 * two ways, whichever form of the average it passes.
 */
export function managerBadgeTone(average: number, reviewCount = 1): 'top' | 'fair' | 'poor' | 'none' {
  if (reviewCount === 0) return 'none';
  const shown = Number(formatScore(average));
  if (shown >= 4) return 'top';
  if (shown <= 2) return 'poor';
  return 'fair';
}

/** Rating text's colour: 4.5 or more green, 3 or more yellow, else red; grey without reviews. */
export function ratingTextTone(rating: number, reviewCount = 1): 'good' | 'fair' | 'poor' | 'none' {
  if (reviewCount === 0) return 'none';
  if (rating >= 4.5) return 'good';
  if (rating >= 3) return 'fair';
  return 'poor';
}

/** "Head Chef at Harbor & Vine Bistro"; the company alone without a position, "Unknown" without one. */
export function positionAtCompany(manager: { position: string; company: { name: string } }): string {
  const company = manager.company.name || 'Unknown';
  return manager.position ? `${manager.position} at ${company}` : company;
}

/** The interviewer list's cards (and saved ones): 4 or above green, 2 to under 4 yellow, else red. */
export function listBadgeTone(rating: number): 'good' | 'fair' | 'poor' {
  if (rating >= 4) return 'good';
  if (rating >= 2) return 'fair';
  return 'poor';
}

/** Interviewer search results and suggestions: 4 or above green, 2 or below red, else yellow. */
export function searchBadgeTone(rating: number): 'good' | 'fair' | 'poor' {
  if (rating >= 4) return 'good';
  if (rating <= 2) return 'poor';
  return 'fair';
}

/** 'Engineering Manager at Northwind Analytics', or just the company without a position. */
export function interviewerPositionAtCompany(interviewer: {
  position: string;
  company: { name: string } | string;
}): string {
  const company = typeof interviewer.company === 'string' ? interviewer.company : interviewer.company.name;
  return interviewer.position ? `${interviewer.position} at ${company}` : company;
}

/** English month names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "March 3, 2026" for the UTC day of `date` (public review dates are UTC days). */
export function utcLongDateEnUs(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
