import { Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import { companyReviewSubmitBody, companyReviewUpdateBody } from '../../contract/review-requests.ts';
import type { CompanyCategory } from '../../domain/companies/review-scores.ts';
import type { Scores } from '../../domain/companies/score-stats.ts';
import {
  COMPANY_REVIEW_KIND,
  type CompanyReviewInput,
  type CompanyReviewText,
  derivedOverallRating,
  toCompanyReviewResponse,
} from '../../domain/company-reviews/company-review.ts';
import {
  companyCallerPart,
  companyReviewStanding,
  deleteCompanyReview,
  editCompanyReview,
  listCompanyReviewPage,
  listCompanyReviews,
  submitCompanyReview,
  withCompanyViewer,
} from '../../domain/company-reviews/company-reviews.ts';
import type { ListedReview } from '../../domain/reviews/caller-part.ts';
import { labelledCompanyTexts } from '../../domain/text/review-field-labels.ts';
import { signedIn } from '../auth.ts';
import { actorIfSignedIn, actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { countedWrite } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import {
  NEXT_CURSOR_HEADER,
  reviewOrderFields,
  reviewPageFields,
  reviewPageOf,
} from '../interviewer-fields.ts';
import {
  fromPublicAnswer,
  type PersonalisedList,
  personalisedListRead,
  subjectInPath,
} from '../personalised-reads.ts';
import type { ReadCacheEntry } from '../public-read-cache.ts';
import { admitEdit, admitNewReview, settleAdmission } from '../review-admission.ts';
import { reviewCursors } from '../review-cursor.ts';
import { deleteOwnReview } from '../review-deletion.ts';
import { reviewWrite } from '../review-write.ts';
import { validate } from '../validation.ts';

/**
 * The contract's submit body; without an overall rating (as SPEC.md documents the payload) the overall
 * is derived from the categories rated, and the answer says so (ratingDerived).
 */
const submitBody = companyReviewSubmitBody.transform((body, ctx) => {
  const derived = derivedOverallRating(body.ratings as Scores<CompanyCategory>);
  const rating = body.rating ?? derived;
  if (rating === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['rating'],
      message: 'is required (or rate at least one of ratings)',
    });
    return z.NEVER;
  }
  return { ...body, rating, ratingDerived: body.rating === undefined };
});

export const companyParam = z.object({ companyId: idField });
export const reviewParam = z.object({ id: idField });
/** A company's reviews: one page (or all) in the order asked for. */
export const listQuery = z.object({ ...reviewPageFields, ...reviewOrderFields });

export const COMPANY_REVIEW_DELETED_MESSAGE = 'Review deleted.';

/** A company's reviews as a bearer reads them (personalised-reads.ts). */
const COMPANY_LIST: PersonalisedList = {
  kind: COMPANY_REVIEW_KIND,
  callerPart: companyCallerPart,
  itemsOf: (answer) => answer as ListedReview[],
};

/** GET /company-reviews/company/{companyId} for a bearer, made before routing (personalised-reads.ts). */
export const companyListRead = (deps: AppDeps, publicEntry: (key: string) => ReadCacheEntry | null) =>
  personalisedListRead(
    deps,
    publicEntry,
    COMPANY_LIST,
    subjectInPath(/^(?:\/api)?\/company-reviews\/company\/([^/]+)$/),
  );

type ParsedCompanyReview = z.infer<typeof companyReviewUpdateBody>;

/** The domain's input from a parsed body (zod's defaults filled in). */
function inputOf(body: ParsedCompanyReview): CompanyReviewInput {
  return {
    rating: body.rating,
    isAnonymous: body.isAnonymous,
    ratings: { ...(body.ratings as Scores<CompanyCategory>) },
    reviews: { ...(body.reviews as Record<CompanyReviewText, string>) },
  };
}

/**
 * GET /company-reviews/check-eligibility/{companyId} (bearer) -> {eligible, reviewedThisMonth}
 * (the caller's review this month and the day they may write the next, or null),
 * POST /company-reviews/submit (bearer; 403 not eligible, 409 already this month) -> 201 the review,
 * PUT and DELETE /company-reviews/{id} (the author only: 403 otherwise, 404 when gone), as
 * interviewer and manager reviews have them,
 * GET /company-reviews/company/{companyId} -> the company's reviews, newest first (or ?sort=helpful|
 * highest|lowest), as the public
 * sees them (personalised when a bearer comes; with ?limit= and/or ?cursor=, one page and the next
 * page's cursor in X-Next-Cursor, as for interviewer and manager reviews). Held reviews are their
 * author's alone; no answer carries the author.
 */
export function companyReviewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get(
      '/company-reviews/check-eligibility/:companyId',
      signedIn(deps),
      validate('param', companyParam),
      async (c) => {
        const { companyId } = c.req.valid('param');
        return c.json(await companyReviewStanding(deps.store, actorOf(deps, c), companyId, deps.clock()));
      },
    )
    .post(
      '/company-reviews/submit',
      signedIn(deps),
      validate('json', submitBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const { companyId, ...body } = c.req.valid('json');
        const actor = actorOf(deps, c);
        const input = inputOf(body);
        const admission = await admitNewReview(deps, c, {
          rating: input.rating,
          texts: labelledCompanyTexts(input.reviews),
        });
        const review = await submitCompanyReview(
          deps.store,
          actor,
          companyId,
          input,
          deps.clock(),
          reviewWrite(deps, c, 'new'),
          admission,
        );
        await settleAdmission(deps, 'company', admission);
        // ratingDerived says whether the overall was derived from the categories (sent without one).
        return c.json(
          {
            ...toCompanyReviewResponse(review, { authorKey: actor.authorKey, myVote: null }),
            ratingDerived: body.ratingDerived,
          },
          201,
        );
      },
    )
    .put(
      '/company-reviews/:id',
      signedIn(deps),
      validate('param', reviewParam),
      validate('json', companyReviewUpdateBody),
      idempotent(deps, { atomic: true }),
      async (c) => {
        const actor = actorOf(deps, c);
        const input = inputOf(c.req.valid('json'));
        const admission = await admitEdit(deps, c, {
          rating: input.rating,
          texts: labelledCompanyTexts(input.reviews),
        });
        const review = await editCompanyReview(
          deps.store,
          actor,
          c.req.valid('param').id,
          input,
          deps.clock(),
          countedWrite(deps, c, 'edits'),
          admission,
        );
        await settleAdmission(deps, 'company', admission);
        const [answer] = await withCompanyViewer(deps.store, actor, [review]);
        return c.json(answer);
      },
    )
    .delete(
      '/company-reviews/:id',
      signedIn(deps),
      validate('param', reviewParam),
      idempotent(deps, { atomic: true }),
      (c) =>
        deleteOwnReview(
          deps,
          c,
          c.req.valid('param').id,
          deleteCompanyReview,
          COMPANY_REVIEW_DELETED_MESSAGE,
        ),
    )
    .get(
      '/company-reviews/company/:companyId',
      validate('param', companyParam),
      validate('query', listQuery),
      async (c) => {
        const actor = await actorIfSignedIn(deps, c);
        const { companyId } = c.req.valid('param');
        const query = c.req.valid('query');
        if (actor) {
          const merged = await fromPublicAnswer(deps, c, COMPANY_LIST, actor, companyId);
          if (merged) return merged;
        }
        const order = { sort: query.sort };
        const cursors = reviewCursors(deps.secrets, {
          kind: 'company-reviews',
          subjectId: companyId,
          ...order,
        });
        const page = reviewPageOf(query, cursors, order);
        if (!page) return c.json(await listCompanyReviews(deps.store, companyId, actor, order));
        const { items, next } = await listCompanyReviewPage(deps.store, companyId, actor, page);
        if (next) c.header(NEXT_CURSOR_HEADER, cursors.seal(next));
        return c.json(items);
      },
    );
}
