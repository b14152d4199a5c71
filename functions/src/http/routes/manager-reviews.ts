import { Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import {
  type managerReviewBody,
  managerReviewSubmitBody,
  managerReviewUpdateBody,
} from '../../contract/review-requests.ts';
import type { ManagerAspect } from '../../domain/companies/review-scores.ts';
import type { Scores } from '../../domain/companies/score-stats.ts';
import {
  inputFields,
  type ManagerReviewInput,
  toManagerReviewResponse,
} from '../../domain/managers/manager-review.ts';
import {
  deleteManagerReview,
  editManagerReview,
  submitManagerReview,
  withManagerViewer,
} from '../../domain/managers/manager-reviews.ts';
import { labelledManagerTexts } from '../../domain/text/review-field-labels.ts';
import { signedIn } from '../auth.ts';
import { actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { idempotent } from '../idempotency.ts';
import { admitEdit, admitNewReview, settleAdmission } from '../review-admission.ts';
import { deleteOwnReview } from '../review-deletion.ts';
import { reviewWrite } from '../review-write.ts';
import { validate } from '../validation.ts';

export const MANAGER_REVIEW_DELETED_MESSAGE = 'Review deleted successfully!';

/** A parsed review body (the aspect fields come from a computed object, so they are typed here). */
export type ParsedManagerReview = z.infer<typeof managerReviewBody> & Scores<ManagerAspect>;
export const reviewParam = z.object({ id: idField });

/** Every free text of a manager review with its label, for screening (issue 9). */
export const managerReviewTexts = (r: ManagerReviewInput) => labelledManagerTexts(r);

/**
 * POST /manager-reviews/submit (201 the review; 409 if the caller already
 * reviewed this manager), PUT and DELETE /manager-reviews/{id} (author only:
 * 403 otherwise). Answers carry counts, isOwnReview and myVote; never the author.
 */
export function managerReviewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post(
      '/manager-reviews/submit',
      signedIn(deps),
      validate('json', managerReviewSubmitBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const { managerId, ...body } = c.req.valid('json');
        const actor = actorOf(deps, c);
        const input = inputFields(body as ParsedManagerReview);
        const admission = await admitNewReview(deps, c, {
          rating: input.rating,
          texts: managerReviewTexts(input),
        });
        const review = await submitManagerReview(
          deps.store,
          actor,
          managerId,
          input,
          deps.clock(),
          reviewWrite(deps, c, 'new'),
          admission,
        );
        await settleAdmission(deps, 'manager', admission);
        // A new review has no votes yet (a fresh voteSalt): no need to look the caller's up.
        return c.json(toManagerReviewResponse(review, { authorKey: actor.authorKey, myVote: null }), 201);
      },
    )
    .put(
      '/manager-reviews/:id',
      signedIn(deps),
      validate('param', reviewParam),
      validate('json', managerReviewUpdateBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const actor = actorOf(deps, c);
        const input = inputFields(c.req.valid('json') as ParsedManagerReview);
        const admission = await admitEdit(deps, c, {
          rating: input.rating,
          texts: managerReviewTexts(input),
        });
        const review = await editManagerReview(
          deps.store,
          actor,
          c.req.valid('param').id,
          input,
          deps.clock(),
          reviewWrite(deps, c, 'edit'),
          admission,
        );
        await settleAdmission(deps, 'manager', admission);
        const [answer] = await withManagerViewer(deps.store, actor, [review]);
        return c.json(answer);
      },
    )
    .delete(
      '/manager-reviews/:id',
      signedIn(deps),
      validate('param', reviewParam),
      idempotent(deps, { atomic: true }),
      (c) =>
        deleteOwnReview(
          deps,
          c,
          c.req.valid('param').id,
          deleteManagerReview,
          MANAGER_REVIEW_DELETED_MESSAGE,
        ),
    );
}
