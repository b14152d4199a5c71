// The vote routes of the kinds of review addressed by review id alone (manager and company
// reviews): POST {prefix}/like/{reviewId} and {prefix}/dislike/{reviewId}, an empty body, through
// the shared voting machinery (domain/reviews/voting.ts).

import { type Context, Hono } from 'hono';
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
 * once. Asked when the vote starts and awaited with the review's first read (castVoteOn's `standing`):
 * refused before anything about the review is decided (the same answer for any id) and before the
 * daily allowance is counted, as reports from such accounts only queue a review (routes/reports.ts).
 * Awaited before the vote's transaction, the profile's read (account-age.ts) was a round trip of its
 * own on each account's first vote on an instance (round-trips.test.ts).
 */
export function establishedVoter(deps: AppDeps, c: Context<AppEnv>): Promise<void> {
  const standing = isYoungCaller(deps, c.get('user').uid, deps.clock()).then((young) => {
    if (young) throw forbidden(YOUNG_ACCOUNT_VOTE_MESSAGE);
  });
  // Handled even when the vote never reaches its read (its key replayed), so no rejection goes unheard.
  standing.catch(() => {});
  return standing;
}

/**
 * The like and dislike routes of one kind of review: signed in, idempotent, established
 * (establishedVoter, handed to `cast` as `standing`) and counted against the daily vote allowance
 * (`cast` counts it); the same vote again removes it, the other one switches. A review readers cannot
 * see answers 404. Answers what `cast` gives: { _id, likes, dislikes, myVote }, counts, never voters.
 */
export function likeAndDislikeRoutes(
  deps: AppDeps,
  paths: Record<Vote, string>,
  param: z.ZodType,
  cast: (c: Context<AppEnv>, pressed: Vote, standing: Promise<void>) => Promise<object>,
) {
  const guards = [signedIn(deps), validate('param', param), idempotent(deps, { atomic: true })] as const;
  const vote = (pressed: Vote) => async (c: Context<AppEnv>) =>
    c.json(await cast(c, pressed, establishedVoter(deps, c)));
  return new Hono<AppEnv>()
    .post(paths.like, ...guards, vote('like'))
    .post(paths.dislike, ...guards, vote('dislike'));
}

/** Manager and company reviews' votes: POST {prefix}/like/{reviewId} and {prefix}/dislike/{reviewId}. */
export function reviewVoteRoutes(deps: AppDeps, kind: ReviewKind, prefix: string) {
  return likeAndDislikeRoutes(
    deps,
    { like: `${prefix}/like/:reviewId`, dislike: `${prefix}/dislike/:reviewId` },
    voteParam,
    (c, pressed, standing) =>
      castVoteOn(
        deps.store,
        kind,
        actorOf(deps, c),
        { reviewId: c.req.param('reviewId') ?? '' },
        pressed,
        deps.clock(),
        countedWrite(deps, c, 'votes'),
        standing,
      ),
  );
}
