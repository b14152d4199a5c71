import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import type { Vote } from '../../domain/reviews/review.ts';
import { castVote } from '../../domain/reviews/votes.ts';
import { signedIn } from '../auth.ts';
import { actorOf } from '../caller.ts';
import type { AppDeps, AppEnv } from '../context.ts';
import { countedWrite } from '../daily-limits.ts';
import { idempotent } from '../idempotency.ts';
import { establishedVoter } from '../review-votes.ts';
import { validate } from '../validation.ts';

export const voteParam = z.object({ id: idField, reviewId: idField });

/**
 * POST /interviewers/{id}/reviews/{reviewId}/like and /dislike: empty body;
 * the same vote again removes it, the other one switches. Answers the new
 * counts and the caller's vote: { _id, likes, dislikes, myVote }. Accounts younger than a day get a
 * 403 (establishedVoter).
 */
export function interviewerReviewVoteRoutes(deps: AppDeps) {
  const vote = (pressed: Vote) => async (c: Context<AppEnv>) => {
    const result = await castVote(
      deps.store,
      actorOf(deps, c),
      { interviewerId: c.req.param('id') ?? '', reviewId: c.req.param('reviewId') ?? '' },
      pressed,
      deps.clock(),
      countedWrite(deps, c, 'votes'),
    );
    return c.json(result);
  };
  const guards = [
    signedIn(deps),
    validate('param', voteParam),
    establishedVoter(deps),
    idempotent(deps, { atomic: true }),
  ] as const;
  return new Hono<AppEnv>()
    .post('/interviewers/:id/reviews/:reviewId/like', ...guards, vote('like'))
    .post('/interviewers/:id/reviews/:reviewId/dislike', ...guards, vote('dislike'));
}
