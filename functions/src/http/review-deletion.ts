import type { Context } from 'hono';
import type { DeletedReview } from '../contract/reviews.ts';
import type { DeleteOutcome, DepartureWindow } from '../domain/reviews/review-departure.ts';
import type { Actor } from '../domain/shared/actor.ts';
import type { TxParticipant } from '../domain/shared/tx-participant.ts';
import type { DocumentStore } from '../store/document-store.ts';
import { actorOf } from './caller.ts';
import type { AppDeps, AppEnv } from './context.ts';

/** A published review its author deleted leaves the site at its own moment (review-departure.ts): say so, and why. */
export const REVIEW_LEAVING_MESSAGE =
  'Review deleted. It is gone from your reviews now, and leaves the site within a day, at a moment of its ' +
  'own, so that nobody can tell it came from the same person as your other reviews.';

/** The window deleted reviews leave in: the publication window, moments drawn under the author-key secret. */
function departureWindow(deps: Pick<AppDeps, 'publishDelay' | 'secrets'>): DepartureWindow {
  return { delay: deps.publishDelay, secret: deps.secrets.authorKey };
}

/**
 * One not public (held or hidden, which its author saw as "pending review", or removed) leaves the moderators'
 * lists at its own moment: nobody else reads it, so it does not "leave the site".
 */
export const UNPUBLISHED_REVIEW_LEAVING_MESSAGE =
  'Review deleted. It is gone from your reviews now. It was not public; moderators still see it until it ' +
  'leaves their lists within a day, at a moment of its own, so that they cannot tell it came from the ' +
  'same person as your other reviews.';

/**
 * DELETE of one's own review: 200 when it is gone, 202 with status "leaving" while others (readers, or
 * moderators alone) can still read it.
 */
function deletedReviewAnswer(c: Context<AppEnv>, id: string, outcome: DeleteOutcome, deleted: string) {
  if (outcome === 'deleted') return c.json({ _id: id, message: deleted } satisfies DeletedReview, 200);
  const message = outcome === 'leaving' ? REVIEW_LEAVING_MESSAGE : UNPUBLISHED_REVIEW_LEAVING_MESSAGE;
  return c.json({ _id: id, status: 'leaving', message } satisfies DeletedReview, 202);
}

/** A kind's own-review deletion, as each kind's domain module offers it. */
export type OwnReviewDeletion = (
  store: DocumentStore,
  actor: Actor,
  reviewId: string,
  now: Date,
  also: TxParticipant | undefined,
  window: DepartureWindow,
) => Promise<DeleteOutcome>;

/**
 * The body every kind's DELETE of one's own review shares: the kind's deletion for the caller, inside the
 * request's exactly-once record, in the departure window, answered as deletedReviewAnswer says.
 */
export async function deleteOwnReview(
  deps: AppDeps,
  c: Context<AppEnv>,
  id: string,
  deletion: OwnReviewDeletion,
  deletedMessage: string,
) {
  const outcome = await deletion(
    deps.store,
    actorOf(deps, c),
    id,
    deps.clock(),
    c.get('idempotency'),
    departureWindow(deps),
  );
  return deletedReviewAnswer(c, id, outcome, deletedMessage);
}
