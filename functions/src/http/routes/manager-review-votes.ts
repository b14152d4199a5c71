import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { MANAGER_REVIEW_KIND } from '../../domain/managers/manager-review.ts';
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
 * POST /manager-reviews/like/{reviewId} and /dislike/{reviewId}: empty body;
 * the same vote again removes it, the other one switches (the shared voting
 * machinery, reviews/voting.ts). Answers { _id, likes, dislikes, myVote }.
 */
export function managerReviewVoteRoutes(deps: AppDeps) {
  const vote = (pressed: Vote) => async (c: Context<AppEnv>) => {
    const result = await castVoteOn(
      deps.store,
      MANAGER_REVIEW_KIND,
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
    .post('/manager-reviews/like/:reviewId', ...guards, vote('like'))
    .post('/manager-reviews/dislike/:reviewId', ...guards, vote('dislike'));
}
