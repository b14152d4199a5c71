// The one ownership rule of every kind of review (interviewer, manager, company): only the author
// may edit or delete it. The author is recognised by the pseudonymous authorKey, never by a uid.
import type { Doc, DocData, Transaction } from '../../store/document-store.ts';
import { isDeparting } from '../moderation/review-state.ts';
import type { Actor } from '../shared/actor.ts';
import { DomainError } from '../shared/domain-error.ts';

export const reviewNotFound = () => new DomainError('not_found', 'Review not found.');

/**
 * The caller's own review in `collection`, read inside the write's transaction; else 404 / 403. One they
 * deleted that waits for its moment to leave the site (review-departure.ts) is gone for them: 404.
 */
export async function readOwnReview<D extends DocData & { authorKey: string; departsAt?: Date }>(
  tx: Transaction,
  collection: string,
  actor: Actor,
  reviewId: string,
  action: 'edit' | 'delete',
): Promise<Doc<D>> {
  const review = await tx.get<D>(collection, reviewId);
  if (!review || (isDeparting(review.data) && review.data.authorKey === actor.authorKey)) {
    throw reviewNotFound();
  }
  if (review.data.authorKey !== actor.authorKey) {
    throw new DomainError('forbidden', `You can only ${action} your own review.`);
  }
  return review;
}
