import type { Context } from 'hono';
import type { DeletedReview } from '../contract/reviews.ts';
import type { DeleteOutcome, DepartureWindow } from '../domain/reviews/review-departure.ts';
import type { AppDeps, AppEnv } from './context.ts';

/** A published review its author deleted leaves the site at its own moment (review-departure.ts): say so, and why. */
export const REVIEW_LEAVING_MESSAGE =
  'Review deleted. It is gone from your reviews now, and leaves the site within a day, at a moment of its ' +
  'own, so that nobody can tell it came from the same person as your other reviews.';

/** The window deleted reviews leave in: the publication window, moments drawn under the author-key secret. */
export function departureWindow(deps: Pick<AppDeps, 'publishDelay' | 'secrets'>): DepartureWindow {
  return { delay: deps.publishDelay, secret: deps.secrets.authorKey };
}

/** DELETE of one's own review: 200 when it is gone, 202 with status "leaving" while others can still read it. */
export function deletedReviewAnswer(c: Context<AppEnv>, id: string, outcome: DeleteOutcome, deleted: string) {
  const answer: DeletedReview =
    outcome === 'leaving'
      ? { _id: id, status: 'leaving', message: REVIEW_LEAVING_MESSAGE }
      : { _id: id, message: deleted };
  return c.json(answer, outcome === 'leaving' ? 202 : 200);
}
