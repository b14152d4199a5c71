// The vote routes of the kinds of review addressed by review id alone (manager and company
// reviews): POST {prefix}/like/{reviewId} and {prefix}/dislike/{reviewId}, an empty body, through
// the shared voting machinery (domain/reviews/voting.ts).

import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { idField } from '../contract/ids.ts';
import type { Vote } from '../domain/reviews/review.ts';
import { castVoteOn, type ReviewKind } from '../domain/reviews/voting.ts';
import { isYoungCaller } from './account-age.ts';
import { signedIn } from './auth.ts';
import { actorOf } from './caller.ts';
import type { AppDeps, AppEnv } from './context.ts';
import { countedWrite } from './daily-limits.ts';
import { forbidden } from './errors.ts';
import { idempotent } from './idempotency.ts';
import { validate } from './validation.ts';

export const voteParam = z.object({ reviewId: idField });

export const YOUNG_ACCOUNT_VOTE_MESSAGE =
  'Accounts can like or dislike reviews from their second day, so that accounts made for the purpose cannot reorder reviews.';

/**
 * After signedIn: accounts younger than a day may not vote (403). "Most helpful" orders by likes, and
 * registration allows ten accounts an hour from one address: fresh accounts put any review on top at
 * once. Refused before the review is looked up (the same answer for any id) and before the daily
 * allowance is counted, as reports from such accounts only queue a review (routes/reports.ts).
 */
export function establishedVoter(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (await isYoungCaller(deps, c.get('user').uid, deps.clock()))
      throw forbidden(YOUNG_ACCOUNT_VOTE_MESSAGE);
    await next();
  };
}

/**
 * Signed in, idempotent and counted against the daily vote allowance; the same vote again removes
 * it, the other one switches. A review readers cannot see answers 404; an account younger than a
 * day, 403 (establishedVoter). Answers { _id, likes, dislikes, myVote }: counts, never voters.
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
  const guards = [
    signedIn(deps),
    validate('param', voteParam),
    establishedVoter(deps),
    idempotent(deps, { atomic: true }),
  ] as const;
  return new Hono<AppEnv>()
    .post(`${prefix}/like/:reviewId`, ...guards, vote('like'))
    .post(`${prefix}/dislike/:reviewId`, ...guards, vote('dislike'));
}
