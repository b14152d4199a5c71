import { Hono } from 'hono';
import { listMyCompanyReviews } from '../../domain/company-reviews/company-reviews.ts';
import { listMyManagerReviews } from '../../domain/managers/manager-reviews.ts';
import { listMyReviews } from '../../domain/reviews/reviews.ts';
import { signedIn } from '../auth.ts';
import { actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';

/**
 * GET /api/user/my-reviews: the caller's interviewer reviews, newest first (SPEC.md section 3 items,
 * plus _id); /user/my-reviews/managers and /user/my-reviews/companies: their manager and company
 * reviews in the same shape. Together they are what "Reviews Submitted" counts. Never cached.
 */
export function myReviewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/user/my-reviews', signedIn(deps), async (c) =>
      c.json(await listMyReviews(deps.store, actorOf(deps, c))),
    )
    .get('/user/my-reviews/managers', signedIn(deps), async (c) =>
      c.json(await listMyManagerReviews(deps.store, actorOf(deps, c))),
    )
    .get('/user/my-reviews/companies', signedIn(deps), async (c) =>
      c.json(await listMyCompanyReviews(deps.store, actorOf(deps, c))),
    );
}
