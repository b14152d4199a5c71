import { Hono } from 'hono';
import { z } from 'zod';
import { COMPANY_CATEGORIES, type CompanyCategory } from '../../domain/companies/review-scores.ts';
import type { Scores } from '../../domain/companies/score-stats.ts';
import {
  COMPANY_REVIEW_TEXTS,
  type CompanyReviewText,
  derivedOverallRating,
  MAX_COMPANY_REVIEW_TEXT,
  toCompanyReviewResponse,
} from '../../domain/company-reviews/company-review.ts';
import {
  listCompanyReviewPage,
  listCompanyReviews,
  submitCompanyReview,
} from '../../domain/company-reviews/company-reviews.ts';
import { isEligible } from '../../domain/company-reviews/eligibility.ts';
import { signedIn } from '../auth.ts';
import { actorIfSignedIn, actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { countedWrite } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import { idField, NEXT_CURSOR_HEADER, reviewPageFields, reviewPageOf } from '../interviewer-fields.ts';
import { optionalText, ratingField, subScoreField } from '../manager-fields.ts';
import { admitNewReview, settleAdmission } from '../review-admission.ts';
import { reviewCursors } from '../review-cursor.ts';
import { validate } from '../validation.ts';

const ratingsField = z
  .object(
    Object.fromEntries(COMPANY_CATEGORIES.map((k) => [k, subScoreField])) as Record<
      CompanyCategory,
      typeof subScoreField
    >,
  )
  .default(Object.fromEntries(COMPANY_CATEGORIES.map((k) => [k, 0])) as Record<CompanyCategory, number>);

const reviewsField = z
  .object(
    Object.fromEntries(COMPANY_REVIEW_TEXTS.map((k) => [k, optionalText(MAX_COMPANY_REVIEW_TEXT)])) as Record<
      CompanyReviewText,
      ReturnType<typeof optionalText>
    >,
  )
  .default(Object.fromEntries(COMPANY_REVIEW_TEXTS.map((k) => [k, ''])) as Record<CompanyReviewText, string>);

/**
 * The documented payload, plus the overall rating the PWA sends (DESIGN.md section 9). Without it
 * (as SPEC.md documents the payload) the overall is derived from the categories rated.
 */
export const submitBody = z
  .object({
    companyId: idField,
    rating: ratingField.optional(),
    isAnonymous: z.boolean().default(true),
    ratings: ratingsField,
    reviews: reviewsField,
  })
  .transform((body, ctx) => {
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

/**
 * GET /company-reviews/check-eligibility/{companyId} (bearer) -> {eligible},
 * POST /company-reviews/submit (bearer; 403 not eligible, 409 already this month) -> 201 the review,
 * GET /company-reviews/company/{companyId} -> the company's reviews, newest first, as the public
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
        const eligible = await isEligible(deps.store, actorOf(deps, c), c.req.valid('param').companyId);
        return c.json({ eligible });
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
        const reviews = { ...(body.reviews as Record<CompanyReviewText, string>) };
        const admission = await admitNewReview(deps, c, {
          rating: body.rating,
          texts: Object.values(reviews),
        });
        const review = await submitCompanyReview(
          deps.store,
          actor,
          companyId,
          {
            rating: body.rating,
            isAnonymous: body.isAnonymous,
            ratings: { ...(body.ratings as Scores<CompanyCategory>) },
            reviews,
          },
          deps.clock(),
          countedWrite(deps, c, 'reviews'),
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
    .get(
      '/company-reviews/company/:companyId',
      validate('param', companyParam),
      validate('query', z.object(reviewPageFields)),
      async (c) => {
        const actor = await actorIfSignedIn(deps, c);
        const { companyId } = c.req.valid('param');
        const cursors = reviewCursors(deps.secrets, { kind: 'company-reviews', subjectId: companyId });
        const page = reviewPageOf(c.req.valid('query'), cursors);
        if (!page) return c.json(await listCompanyReviews(deps.store, companyId, actor));
        const { items, next } = await listCompanyReviewPage(deps.store, companyId, actor, page);
        if (next) c.header(NEXT_CURSOR_HEADER, cursors.seal(next));
        return c.json(items);
      },
    );
}
