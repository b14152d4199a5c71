import type { Context } from 'hono';
import { holdBurst } from '../domain/moderation/actions.ts';
import {
  type Admission,
  isYoungAccount,
  NEGATIVE_RATING,
  newAdmission,
  type ReviewKindName,
} from '../domain/moderation/admission.ts';
import { drawPublishAt } from '../domain/moderation/scheduled-publication.ts';
import { type LabelledText, screenReview } from '../domain/screening/screen-review.ts';
import { accountCreatedAt } from './account-age.ts';
import type { AppDeps, AppEnv } from './context.ts';

/**
 * Trust and safety for a new review (issue 9), before its transaction:
 * contact details in any text are a 400 naming the problem; profanity holds
 * it; a negative rating from an account younger than a day counts towards
 * the burst rule (decided in the transaction); with a publication delay
 * configured, it waits for a moment drawn at random (scheduled-publication.ts).
 * Needs signedIn before.
 */
export async function admitNewReview(
  deps: AppDeps,
  c: Context<AppEnv>,
  review: { rating: number; texts: readonly LabelledText[] },
): Promise<Admission> {
  const holdFor = screenReview(review.texts, deps.profanity);
  const createdAt = review.rating <= NEGATIVE_RATING ? await accountCreatedAt(deps, c.get('user').uid) : null;
  const now = deps.clock();
  return newAdmission({
    holdFor,
    rating: review.rating,
    accountCreatedAt: createdAt,
    now,
    publishAt: drawPublishAt(now, deps.publishDelay),
  });
}

/**
 * An edit is screened like a new review. The burst rule counts it when it turns the review negative and
 * the account is younger than a day (decided in the edit's transaction, countEditBurst), or three new
 * accounts wrote kind reviews and edited them down to one star, published at once; settleAdmission then
 * holds the burst's earlier reviews. With a publication delay, the edit of a published review waits for a
 * moment drawn as a new review's (pending-edit.ts). Needs signedIn before.
 */
export async function admitEdit(
  deps: AppDeps,
  c: Context<AppEnv>,
  review: { rating: number; texts: readonly LabelledText[] },
): Promise<Admission> {
  const negative = review.rating <= NEGATIVE_RATING;
  const createdAt = negative ? await accountCreatedAt(deps, c.get('user').uid) : null;
  const now = deps.clock();
  const publishAt = drawPublishAt(now, deps.publishDelay);
  return {
    holdFor: screenReview(review.texts, deps.profanity),
    burstCandidate: negative && isYoungAccount(createdAt, now),
    burstEarlier: [],
    ...(publishAt ? { publishAt } : {}),
  };
}

/** After the review committed: the earlier reviews of a burst it completed are held too. */
export async function settleAdmission(
  deps: AppDeps,
  kind: ReviewKindName,
  admission: Admission,
): Promise<void> {
  if (admission.burstEarlier.length === 0) return;
  try {
    await holdBurst(deps.store, kind, admission.burstEarlier, deps.clock());
  } catch (error) {
    // The new review stands (held); the earlier ones stay published until reported or caught again.
    deps.log.error('burst hold not completed', { kind, error: String(error) });
  }
}
