import { Hono } from 'hono';
import { listMyReviews } from '../../domain/reviews/reviews.ts';
import { signedIn } from '../auth.ts';
import { actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';

/** GET /api/user/my-reviews: the caller's interviewer reviews, newest first (SPEC.md section 3 items, plus _id). */
export function myReviewRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/user/my-reviews', signedIn(deps), async (c) =>
    c.json(await listMyReviews(deps.store, actorOf(deps, c))),
  );
}
