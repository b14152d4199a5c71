import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { COMPANY_REVIEW_KIND } from '../../domain/company-reviews/company-review.ts';
import type { Vote } from '../../domain/reviews/review.ts';
import { castVoteOn } from '../../domain/reviews/voting.ts';
import { signedIn } from '../auth.ts';
import { actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { countedWrite } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import { idField } from '../interviewer-fields.ts';
import { validate } from '../validation.ts';

const voteParam = z.object({ reviewId: idField });

/**
 * POST /company-reviews/like/{reviewId} and /dislike/{reviewId}: as for manager reviews, an empty
 * body; the same vote again removes it, the other one switches (reviews/voting.ts). A review readers
 * cannot see (held, hidden, removed) answers 404. Answers { _id, likes, dislikes, myVote }.
 */
export function companyReviewVoteRoutes(deps: AppDeps) {
  const vote = (pressed: Vote) => async (c: Context<AppEnv>) => {
    const result = await castVoteOn(
      deps.store,
      COMPANY_REVIEW_KIND,
      actorOf(deps, c),
      { reviewId: c.req.param('reviewId') ?? '' },
      pressed,
      deps.clock(),
      countedWrite(deps, c, 'votes'),
    );
    return c.json(result);
  };
  const guards = [signedIn(deps), validate('param', voteParam), idempotent(deps, { atomic: true })] as const;
  return new Hono<AppEnv>()
    .post('/company-reviews/like/:reviewId', ...guards, vote('like'))
    .post('/company-reviews/dislike/:reviewId', ...guards, vote('dislike'));
}
