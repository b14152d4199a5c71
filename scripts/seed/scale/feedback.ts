// What readers do with reviews: like or dislike them, and now and then
// report one (three reports hide it until a moderator decides). Also the
// screening of the few reviews written with swearing. All through the
// domain functions the API uses.

import { MANAGER_REVIEW_KIND } from '../../../functions/src/domain/managers/manager-review.ts';
import type { ReviewKindName } from '../../../functions/src/domain/moderation/admission.ts';
import { type Admission, newAdmission } from '../../../functions/src/domain/moderation/admission.ts';
import { REPORT_REASONS, reportReview } from '../../../functions/src/domain/moderation/reports.ts';
import { INTERVIEWER_REVIEW_KIND } from '../../../functions/src/domain/reviews/votes.ts';
import { castVoteOn } from '../../../functions/src/domain/reviews/voting.ts';
import type { ProfanityFilter } from '../../../functions/src/domain/screening/profanity.ts';
import { screenReview } from '../../../functions/src/domain/screening/screen-review.ts';
import { obscenityFilter } from '../../../functions/src/screening/obscenity-filter.ts';
import type { DocumentStore } from '../../../functions/src/store/document-store.ts';
import type { AuthorPool } from './authors.ts';
import { recentBetween } from './distributions.ts';
import { chance, pick, type Random } from './random.ts';

/** A review as written, for the readers who come after. */
export type WrittenReview = {
  id: string;
  /** The interviewer or manager. */
  subjectId: string;
  rating: number;
  at: Date;
  /** Index in the author pool. */
  author: number;
  published: boolean;
};

type VotedKind = Extract<ReviewKindName, 'interviewer' | 'manager'>;

const KINDS = { interviewer: INTERVIEWER_REVIEW_KIND, manager: MANAGER_REVIEW_KIND } as const;

/** Share of published reviews anyone votes on, and the share of votes that are likes. */
const VOTED_SHARE = 0.2;
const LIKE_SHARE = 0.72;

let profanity: ProfanityFilter | undefined;

/** The admission a review with these texts gets from screening (built once: the word list is large). */
export function screenedAdmission(texts: string[], rating: number, at: Date): Admission {
  profanity ??= obscenityFilter();
  return newAdmission({
    holdFor: screenReview(
      texts.map((text) => ({ label: 'Seeded text', text })),
      profanity,
    ),
    rating,
    accountCreatedAt: null,
    now: at,
  });
}

/** `count` readers other than the author, all different. */
function readers(rnd: Random, pool: AuthorPool, author: number, count: number): number[] {
  const walk = pool.walk(rnd);
  const out: number[] = [];
  for (let k = 0; out.length < count; k++) {
    const reader = walk(k);
    if (reader !== author) out.push(reader);
  }
  return out;
}

export async function castVotes(
  store: DocumentStore,
  rnd: Random,
  pool: AuthorPool,
  kind: VotedKind,
  written: WrittenReview[],
  now: number,
): Promise<void> {
  for (const review of written) {
    if (!review.published || !chance(rnd, VOTED_SHARE)) continue;
    const count = 1 + Math.floor(-Math.log(1 - rnd()) * 1.2);
    for (const voter of readers(rnd, pool, review.author, count)) {
      await castVoteOn(
        store,
        KINDS[kind],
        pool.actor(voter),
        { reviewId: review.id, subjectId: review.subjectId },
        chance(rnd, LIKE_SHARE) ? 'like' : 'dislike',
        recentBetween(rnd, review.at.getTime(), now),
      );
    }
  }
}

const OTHER_DETAILS = [
  'Reads like it was written by a competitor.',
  'This is about a different person.',
  'Mentions a private matter.',
];

/** A few reviews, mostly negative ones, get reported; some by three people, which hides them. */
export async function reportSome(
  store: DocumentStore,
  rnd: Random,
  pool: AuthorPool,
  kind: VotedKind,
  written: WrittenReview[],
  now: number,
): Promise<void> {
  for (const review of written) {
    if (!review.published || !chance(rnd, review.rating <= 2 ? 0.012 : 0.002)) continue;
    const x = rnd();
    const count = x < 0.6 ? 1 : x < 0.85 ? 2 : 3;
    let at = review.at.getTime();
    for (const reporter of readers(rnd, pool, review.author, count)) {
      at = recentBetween(rnd, at, now).getTime();
      const reason = pick(rnd, REPORT_REASONS);
      await reportReview(
        store,
        pool.actor(reporter),
        {
          kind,
          reviewId: review.id,
          reason,
          details: reason === 'other' ? pick(rnd, OTHER_DETAILS) : '',
          // The pool's uid for this author (authors.ts); reviews are compared by authorKey anyway.
          reporterUid: `scale-author-${reporter % pool.size}`,
        },
        new Date(at),
      );
    }
  }
}
