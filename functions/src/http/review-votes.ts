// The vote routes of the kinds of review addressed by review id alone (manager and company
// reviews): POST {prefix}/like/{reviewId} and {prefix}/dislike/{reviewId}, an empty body, through
// the shared voting machinery (domain/reviews/voting.ts).

import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { idField } from '../contract/ids.ts';
import type { Vote } from '../domain/reviews/review.ts';
import { castVoteOn, type ReviewKind } from '../domain/reviews/voting.ts';
import { signedIn } from './auth.ts';
import { actorOf } from './caller.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { countedWrite } from './daily-limits.ts';
import { idempotent } from './idempotency.ts';
import { validate } from './validation.ts';

export const voteParam = z.object({ reviewId: idField });

/**
 * Signed in, idempotent and counted against the daily vote allowance; the same vote again removes
 * it, the other one switches. A review readers cannot see answers 404. Answers { _id, likes,
 * dislikes, myVote }: counts, never voters.
 */
export function reviewVoteRoutes(deps: AppDeps, kind: ReviewKind, prefix: string) {
  const vote = (pressed: Vote) => async (c: Context<AppEnv>) => {
    const result = await castVoteOn(
      deps.store,
      kind,
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
    .post(`${prefix}/like/:reviewId`, ...guards, vote('like'))
    .post(`${prefix}/dislike/:reviewId`, ...guards, vote('dislike'));
}
