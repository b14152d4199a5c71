import { z } from 'zod';
import { idField } from '../../contract/ids.ts';
import { castVote } from '../../domain/reviews/votes.ts';
import { actorOf } from '../caller.ts';
import type { AppDeps } from '../context.ts';
import { countedWrite } from '../daily-limits.ts';
import { likeAndDislikeRoutes } from '../review-votes.ts';

export const voteParam = z.object({ id: idField, reviewId: idField });

/**
 * POST /interviewers/{id}/reviews/{reviewId}/like and /dislike: empty body;
 * the same vote again removes it, the other one switches. Answers the new
 * counts and the caller's vote: { _id, likes, dislikes, myVote }. Accounts younger than a day get a
 * 403 (establishedVoter).
 */
export function interviewerReviewVoteRoutes(deps: AppDeps) {
  return likeAndDislikeRoutes(
    deps,
    {
      like: '/interviewers/:id/reviews/:reviewId/like',
      dislike: '/interviewers/:id/reviews/:reviewId/dislike',
    },
    voteParam,
    (c, pressed, standing) =>
      castVote(
        deps.store,
        actorOf(deps, c),
        { interviewerId: c.req.param('id') ?? '', reviewId: c.req.param('reviewId') ?? '' },
        pressed,
        deps.clock(),
        countedWrite(deps, c, 'votes'),
        standing,
      ),
  );
}
