// How every score on the site reads (issue 14, item 5): one decimal everywhere, the plain average
// first with its review count, "No rating yet" instead of a 0.0. Every place that shows a score
// (badges, profile headers, cards, the search dropdown, aspect bars, page descriptions, and what the
// server renders: the embed widget and oEmbed) goes through this module, so no page can show 3.66
// beside another's 3.7. The PWA imports it through src/components/scores/score-format.ts.

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

/** The number a score rounds to on screen (4.67 -> 4.7): for colour rules, so colour matches the text. */
export function shownScore(value: number): number {
  return Number(formatScore(value));
}

/** "1 review", "4 reviews". */
export function reviewCountText(count: number): string {
  return `${count} review${count === 1 ? '' : 's'}`;
}

/** "4.8 · 4 reviews"; "No rating yet" without reviews. */
export function scoreSummary(average: number, reviewCount: number): string {
  if (!(reviewCount > 0)) return NO_RATING_TEXT;
  return `${formatScore(average)} · ${reviewCountText(reviewCount)}`;
}

/** "4.8 out of 5", for screen readers and page descriptions; "no rating yet" without reviews. */
export function scoreOutOfFive(average: number, reviewCount: number): string {
  return reviewCount > 0 ? `${formatScore(average)} out of 5` : NO_RATING_TEXT.toLowerCase();
}
