// The operations every kind of review has (interviewer, manager and company reviews): its author
// edits and deletes it, and others like or dislike it. One builder, so the kinds document the same
// behaviour the same way; each kind supplies its paths, schemas and words.
import type { z } from 'zod';
import { deletedReviewSchema, voteResultSchema } from '../../contract/reviews.ts';
import { DEFAULT_DAILY_LIMITS } from '../../rate-limit/daily-limits.ts';
import { type Operation, ok } from './operation.ts';

type Params = Operation['params'];

export type ReviewKindDoc = {
  /** 'interviewer', 'manager', 'company': "Edit your <what> review". */
  what: string;
  tag: string;
  /** OpenAPI path of one review: /manager-reviews/{id}. */
  reviewPath: string;
  reviewParam: Params;
  update: z.ZodType;
  schema: z.ZodType;
  editDescription?: string;
  /** OpenAPI path of a vote on one review. */
  votePath: (vote: 'like' | 'dislike') => string;
  voteParam: Params;
};

const EDITS_PER_DAY = `An account changes reviews and responses at most ${DEFAULT_DAILY_LIMITS.edits.limit} times a day (429 past it).`;

const EDITS_UNTIL_PUBLIC =
  'An edit never publishes a review that is not public yet (status "scheduled" or "pending review"). ' +
  'With a publication window (RMI_PUBLISH_DELAY_HOURS), the edit of a published review appears, with its ' +
  'share of every figure, at a random moment within the window, not at once: until then the review answers ' +
  'you as edited with status "edit scheduled" and everyone else as it was, since two reviews of different ' +
  'subjects changing in the same minute would tell that one person wrote both. A second edit replaces the ' +
  'waiting one; a delete drops it.';

/** PUT and DELETE of one's own review. */
export function ownReviewOperations(k: ReviewKindDoc): Operation[] {
  const own = { tag: k.tag, auth: 'required', idempotent: true, params: k.reviewParam } as const;
  return [
    {
      method: 'put',
      path: k.reviewPath,
      summary: `Edit your ${k.what} review`,
      description: [k.editDescription, EDITS_UNTIL_PUBLIC, EDITS_PER_DAY].filter(Boolean).join(' '),
      ...own,
      body: k.update,
      answers: { 200: ok('The review.', k.schema) },
      errors: [403, 404, 429],
    },
    {
      method: 'delete',
      path: k.reviewPath,
      summary: `Delete your ${k.what} review`,
      description:
        'A review deleted while it was not published (held, hidden by reports or removed by a moderator) ' +
        'leaves that decision behind: the review you write next in its place waits for a moderator ' +
        '(status "pending review") instead of being published at once. A new review deleted before it ' +
        'appeared publicly (status "scheduled") leaves nothing behind. With a publication window ' +
        '(RMI_PUBLISH_DELAY_HOURS), a published review is gone for you at once (your reviews, the review ' +
        'context, your view of its lists; a second DELETE or an edit is 404, a new review of the subject ' +
        '409 until it has gone) and leaves the site, with its votes, responses and share of every figure, ' +
        'at a moment of its own within the window (202, status "leaving"): deleted in the same minute, two ' +
        'reviews of different subjects would tell that one person wrote both. One moderators see (held, ' +
        'hidden or removed) is gone for you the same way and leaves their lists at its moment (202, status ' +
        '"leaving", whose message says it was not public and leaves the moderators’ lists).',
      ...own,
      answers: {
        200: ok('Deleted.', deletedReviewSchema),
        202: ok(
          'Gone for you; it leaves the site (or, not public, the moderators’ lists) at a moment of its own.',
          deletedReviewSchema,
        ),
      },
      errors: [403, 404],
    },
  ];
}

/** Like and dislike, each a POST with an empty body. */
export function voteOperations(k: ReviewKindDoc): Operation[] {
  return (['like', 'dislike'] as const).map((vote) => ({
    method: 'post',
    path: k.votePath(vote),
    summary: `${vote === 'like' ? 'Like' : 'Dislike'} ${/^[aeiou]/.test(k.what) ? 'an' : 'a'} ${k.what} review`,
    description:
      'Empty body. The same vote again removes it; the other one switches it. 403 for your own review, and for an account younger than a day (whatever the review): "most helpful" orders reviews by their likes, and accounts made for the purpose must not reorder them.',
    tag: k.tag,
    auth: 'required',
    idempotent: true,
    params: k.voteParam,
    answers: { 200: ok('The new counts and your vote.', voteResultSchema) },
    errors: [403, 404, 429],
  }));
}
