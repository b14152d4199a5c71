// How every score on the site reads (issue 14, item 5): one decimal everywhere, the plain average
// first with its review count, "No rating yet" instead of a 0.0. Every place that shows a score
// (badges, profile headers, cards, the search dropdown, aspect bars, page descriptions) goes through
// this module, so no page can show 3.66 beside another's 3.7.
import {
  type CountedReviews,
  formatScore,
  hitCountedReviews,
  NO_RATING_TEXT,
  reviewCountText,
  scoreOutOfFive,
} from '../../../functions/src/domain/text/display-text.ts';

export type { CountedReviews };
// These live with the server's pages, share images and widgets, which write scores the same way.
export { formatScore, hitCountedReviews, NO_RATING_TEXT, reviewCountText, scoreOutOfFive };

/** The number a score rounds to on screen (4.67 -> 4.7): for colour rules, so colour matches the text. */
export function shownScore(value: number): number {
  return Number(formatScore(value));
}

/** "4.8 · 4 reviews"; "No rating yet" without reviews. */
export function scoreSummary(average: number, reviewCount: number): string {
  if (!(reviewCount > 0)) return NO_RATING_TEXT;
  return `${formatScore(average)} · ${reviewCountText(reviewCount)}`;
}
