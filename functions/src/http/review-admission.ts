import type { Context } from 'hono';
import { holdBurst } from '../domain/moderation/actions.ts';
import {
  type Admission,
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
 * An edit is screened like a new review; the burst rule applies to new reviews only. With a publication
 * delay, the edit of a published review waits for a moment drawn as a new review's (pending-edit.ts).
 */
export function admitEdit(deps: AppDeps, texts: readonly LabelledText[]): Admission {
  const publishAt = drawPublishAt(deps.clock(), deps.publishDelay);
  return {
    holdFor: screenReview(texts, deps.profanity),
    burstCandidate: false,
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
