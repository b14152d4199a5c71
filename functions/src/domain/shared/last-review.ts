// When a profile's published reviews last changed, to the day: the sitemap's lastmod (issue 15).
// Written on the interviewer, manager or company document in the same transaction as the review
// whenever a published review is written or edited there, or a moderator publishes one. A held
// review never writes it, so it says nothing a reader of the profile could not see.
import { utcDayOf } from './public-dates.ts';

export const LAST_REVIEW_ON = 'lastReviewOn';

export type LastReviewFields = { lastReviewOn: Date };

/** The field for a published review written at `at`: its UTC day, at midnight. */
export function lastReviewOn(at: Date): LastReviewFields {
  return { lastReviewOn: new Date(`${utcDayOf(at)}T00:00:00.000Z`) };
}

/** The field when `published`, else nothing (spread it into the profile's update). */
export function lastReviewOnIf(published: boolean, at: Date): LastReviewFields | Record<string, never> {
  return published ? lastReviewOn(at) : {};
}
