import { Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import { interviewerReviewBody, interviewerReviewUpdateBody } from '../../contract/review-requests.ts';
import type { ListedReview } from '../../domain/reviews/caller-part.ts';
import { toReviewResponse } from '../../domain/reviews/review.ts';
import {
  createReview,
  deleteReview,
  interviewerCallerPart,
  interviewerReviewOrder,
  listReviewPage,
  listReviews,
  updateReview,
  withViewer,
} from '../../domain/reviews/reviews.ts';
import { INTERVIEWER_REVIEW_KIND } from '../../domain/reviews/votes.ts';
import { REVIEW_TEXT_LABEL } from '../../domain/text/review-field-labels.ts';
import { signedIn } from '../auth.ts';
import { actorIfSignedIn, actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { countedWrite } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import {
  NEXT_CURSOR_HEADER,
  outcomeFilterField,
  reviewOrderFields,
  reviewPageFields,
  reviewPageOf,
} from '../interviewer-fields.ts';
import {
  fromPublicAnswer,
  type PersonalisedList,
  personalisedListRead,
  subjectInQuery,
} from '../personalised-reads.ts';
import type { ReadCacheEntry } from '../public-read-cache.ts';
import { admitEdit, admitNewReview, settleAdmission } from '../review-admission.ts';
import { reviewCursors } from '../review-cursor.ts';
import { deleteOwnReview } from '../review-deletion.ts';
import { reviewWrite } from '../review-write.ts';
import { validate } from '../validation.ts';

export const REVIEW_DELETED_MESSAGE = 'Review deleted.';

export const listQuery = z.object({
  interviewerId: idField,
  ...reviewPageFields,
  ...reviewOrderFields,
  outcome: outcomeFilterField,
});
export const reviewParam = z.object({ id: idField });

/** An interviewer's reviews as a bearer reads them (personalised-reads.ts). */
const INTERVIEWER_LIST: PersonalisedList = {
  kind: INTERVIEWER_REVIEW_KIND,
  callerPart: interviewerCallerPart,
  itemsOf: (answer) => answer as ListedReview[],
};

/** GET /reviews/rmi?interviewerId= for a bearer, made before routing (personalised-reads.ts). */
export const interviewerListRead = (deps: AppDeps, publicEntry: (key: string) => ReadCacheEntry | null) =>
  personalisedListRead(
    deps,
    publicEntry,
    INTERVIEWER_LIST,
    subjectInQuery(/^(?:\/api)?\/reviews\/rmi$/, 'interviewerId'),
  );

/**
 * GET /reviews/rmi?interviewerId= (newest day first, or &sort=helpful|highest|lowest;
 * &outcome= keeps one interview outcome; personalised when a bearer comes; with
 * &limit= and/or &cursor=, a page and the next page's cursor in X-Next-Cursor), POST /reviews/rmi, PUT and DELETE /interviewer-reviews/{id}.
 * No answer carries anything that identifies an author (DESIGN.md section 6).
 */
export function interviewerReviewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/reviews/rmi', validate('query', listQuery), async (c) => {
      const actor = await actorIfSignedIn(deps, c);
      const query = c.req.valid('query');
      if (actor) {
        const merged = await fromPublicAnswer(deps, c, INTERVIEWER_LIST, actor, query.interviewerId);
        if (merged) return merged;
      }
      const cursors = reviewCursors(deps.secrets, {
        kind: 'interviewer-reviews',
        subjectId: query.interviewerId,
        sort: query.sort,
        filter: query.outcome,
      });
      const order = interviewerReviewOrder(query.sort, query.outcome);
      const page = reviewPageOf(query, cursors, order);
      if (!page) return c.json(await listReviews(deps.store, query.interviewerId, actor, order));
      const { items, next } = await listReviewPage(deps.store, query.interviewerId, actor, page);
      if (next) c.header(NEXT_CURSOR_HEADER, cursors.seal(next));
      return c.json(items);
    })
    .post(
      '/reviews/rmi',
      signedIn(deps),
      validate('json', interviewerReviewBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const { interviewerId, ...input } = c.req.valid('json');
        const actor = actorOf(deps, c);
        const admission = await admitNewReview(deps, c, {
          rating: input.rating,
          texts: [{ label: REVIEW_TEXT_LABEL, text: input.reviewText }],
        });
        const review = await createReview(
          deps.store,
          actor,
          interviewerId,
          input,
          deps.clock(),
          reviewWrite(deps, c, 'new'),
          admission,
        );
        await settleAdmission(deps, 'interviewer', admission);
        return c.json(toReviewResponse(review, { authorKey: actor.authorKey, myVote: null }), 201);
      },
    )
    .put(
      '/interviewer-reviews/:id',
      signedIn(deps),
      validate('param', reviewParam),
      validate('json', interviewerReviewUpdateBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const actor = actorOf(deps, c);
        const input = c.req.valid('json');
        const admission = await admitEdit(deps, c, {
          rating: input.rating,
          texts: [{ label: REVIEW_TEXT_LABEL, text: input.reviewText }],
        });
        const review = await updateReview(
          deps.store,
          actor,
          c.req.valid('param').id,
          input,
          deps.clock(),
          countedWrite(deps, c, 'edits'),
          admission,
        );
        await settleAdmission(deps, 'interviewer', admission);
        const [answer] = await withViewer(deps.store, actor, [review]);
        return c.json(answer);
      },
    )
    .delete(
      '/interviewer-reviews/:id',
      signedIn(deps),
      validate('param', reviewParam),
      idempotent(deps, { atomic: true }),
      (c) => deleteOwnReview(deps, c, c.req.valid('param').id, deleteReview, REVIEW_DELETED_MESSAGE),
    );
}
