// Likes and dislikes for any kind of review (interviewer, manager and company
// reviews alike): one vote per user per review incarnation at an unlinkable id, the
// vote document and the review's counts changed in one transaction so counts
// stay exact under concurrency (DESIGN.md section 6). votes.ts is the
// interviewer area's binding of it.
import type { Doc, DocData, DocumentStore, Transaction } from '../../store/document-store.ts';
import { AT_ONCE, type Departures, eraseDeparting } from '../accounts/review-departures.ts';
import { isPublished, type ModerationFields } from '../moderation/review-state.ts';
import type { Actor } from '../shared/actor.ts';
import { isDocId } from '../shared/doc-id.ts';
import { DomainError } from '../shared/domain-error.ts';
import type { TxParticipant } from '../shared/tx-participant.ts';
import type { Vote } from './review.ts';
import {
  addToShard,
  type CountedReview,
  foldVoteCountShards,
  pickShard,
  shardCountOf,
  shardSums,
} from './vote-count-shards.ts';

/** Where a kind of review and its votes live. */
export type ReviewKind = {
  reviews: string;
  votes: string;
  /** The field naming what a review is about ('interviewerId', 'managerId', 'companyId'); copied onto its votes. */
  subjectField: string;
  /** Purpose prefix of vote ids under Actor.idFor: part of the id, so it must never change. */
  votePurpose: string;
};

/** What voting needs of a review document. */
export type VotableReview = {
  authorKey: string;
  likes: number;
  dislikes: number;
  /**
   * Random per incarnation: a review deleted and written again must not inherit old votes. Absent
   * on company reviews, which are never written again under one id: their creation time names them.
   */
  voteSalt?: string;
  createdAt: Date;
  /** Absent: published (issue 9). Only published reviews can be voted on. */
  moderation?: ModerationFields;
};

/**
 * Which incarnation of a review id this is: its voteSalt, or the creation time where it has none.
 * Votes and reports attach to an incarnation, never to a later review under the same id.
 */
export function incarnationOf(review: Pick<VotableReview, 'voteSalt' | 'createdAt'>): string {
  return typeof review.voteSalt === 'string' ? review.voteSalt : new Date(review.createdAt).toISOString();
}

/** A review's own counts; company reviews written before they could be voted on have none yet. */
function countsOf(review: VotableReview): VoteCounts {
  return { likes: review.likes ?? 0, dislikes: review.dislikes ?? 0 };
}

const plus = (a: VoteCounts, b: VoteCounts | undefined): VoteCounts =>
  b ? { likes: a.likes + b.likes, dislikes: a.dislikes + b.dislikes } : a;

const counted = (kind: ReviewKind, review: Doc<VotableReview>): CountedReview => ({
  collection: kind.reviews,
  id: review.id,
  incarnation: incarnationOf(review.data),
});

/**
 * The sums of the review's count shards (vote-count-shards.ts), read outside the transaction so that
 * concurrent voters, who each write one shard, do not contend on them: a transaction that read every
 * shard would conflict with every other vote. Only the answer's counts come from it; what is stored
 * is exact whatever it says, and a fold (the one other writer of the shards and the base) writes the
 * review, which this transaction read, so the pair never mixes a fold with the base before it.
 */
async function shardSumOf(store: DocumentStore, kind: ReviewKind, review: Doc<VotableReview>) {
  if (shardCountOf(store) === 1) return undefined;
  return (await shardSums(store, kind.reviews, [counted(kind, review)])).get(review.id);
}

/**
 * A vote's change to a review's counts, in the vote's transaction: on the review itself when the
 * store keeps counters unsharded, else on a shard (a blind write: nothing to contend on).
 */
function writeCountChange(
  tx: Transaction,
  store: DocumentStore,
  kind: ReviewKind,
  review: Doc<VotableReview>,
  from: Vote | null,
  to: Vote | null,
): void {
  const shards = shardCountOf(store);
  if (shards === 1) {
    tx.update(kind.reviews, review.id, countsAfter(countsOf(review.data), from, to));
    return;
  }
  addToShard(tx, counted(kind, review), countsAfter({ likes: 0, dislikes: 0 }, from, to), pickShard(shards));
}

/**
 * These reviews with their counts as readers see them: their own counts plus their shards' (one
 * query per 30 reviews, whatever the shard count). A store that keeps counters unsharded reads no
 * shards at all, so the embedded default's reads cost what they did; shards left from a time with
 * more (RMI_COUNTER_SHARDS lowered to 1) are folded before it serves (embedded-deps.ts), and by the
 * insights job's next run in production.
 */
export async function withVoteCounts<D extends VotableReview & DocData>(
  store: DocumentStore,
  kind: ReviewKind,
  reviews: Doc<D>[],
): Promise<Doc<D>[]> {
  if (reviews.length === 0 || shardCountOf(store) === 1) return reviews;
  const sums = await shardSums(
    store,
    kind.reviews,
    reviews.map((r) => ({ id: r.id, incarnation: incarnationOf(r.data) })),
  );
  if (sums.size === 0) return reviews;
  return reviews.map((review) => {
    const sum = sums.get(review.id);
    return sum ? { id: review.id, data: { ...review.data, ...plus(countsOf(review.data), sum) } } : review;
  });
}

/** Folds count shards into their reviews (the insights job); returns how many shards went. */
export function foldVoteCounts(store: DocumentStore): Promise<number> {
  return foldVoteCountShards(store, (data) => incarnationOf(data as unknown as VotableReview));
}

export type KindVote = {
  reviewId: string;
  voteSalt: string;
  /** HMAC(uid) of the voter, for erasure; never leaves the server. */
  authorKey: string;
  value: Vote;
  castAt: Date;
};

export type VoteCounts = { likes: number; dislikes: number };
export type VoteResult = VoteCounts & { _id: string; myVote: Vote | null };
export type Check<T> = { consistent: boolean; stored: T; actual: T };

/** Votes deleted inside a review's delete transaction (Firestore allows 500 writes per commit). */
export const VOTES_PER_TRANSACTION = 400;

const reviewNotFound = () => new DomainError('not_found', 'Review not found.');

export const OWN_REVIEW_VOTE_MESSAGE = 'You cannot like or dislike your own review.';

/** One vote per user per review incarnation, at an id that does not reveal the voter. */
export function voteIdOn(kind: ReviewKind, actor: Actor, review: Doc<VotableReview>): string {
  return actor.idFor(`${kind.votePurpose}:${review.id}:${incarnationOf(review.data)}`);
}

/** Pressing the vote you have removes it; pressing the other one switches to it. */
export function nextVote(current: Vote | null, pressed: Vote): Vote | null {
  return current === pressed ? null : pressed;
}

export function countsAfter(counts: VoteCounts, from: Vote | null, to: Vote | null): VoteCounts {
  const next = { likes: counts.likes, dislikes: counts.dislikes };
  if (from === 'like') next.likes -= 1;
  if (from === 'dislike') next.dislikes -= 1;
  if (to === 'like') next.likes += 1;
  if (to === 'dislike') next.dislikes += 1;
  return next;
}

/**
 * Likes or dislikes a review. With `subjectId`, the review must be about that
 * subject (the interviewer routes name both); without, any review of the kind.
 * `standing`: whether the voter may vote at all (rejects when not), started by the caller and awaited
 * with the review's read, before anything about the review is decided: its refusal is the same for
 * any review, and the question costs no round trip of its own.
 */
export async function castVoteOn(
  store: DocumentStore,
  kind: ReviewKind,
  actor: Actor,
  target: { reviewId: string; subjectId?: string },
  pressed: Vote,
  now: Date,
  also?: TxParticipant,
  standing?: Promise<void>,
): Promise<VoteResult> {
  if (!isDocId(target.reviewId)) {
    await standing;
    throw reviewNotFound();
  }
  return store.runTransaction(async (tx) => {
    const [review] = await Promise.all([
      tx.get<VotableReview & DocData>(kind.reviews, target.reviewId),
      standing,
    ]);
    // A review readers cannot see (held, hidden, removed: issue 9) cannot be voted on either.
    if (!review || !isPublished(review.data)) throw reviewNotFound();
    if (target.subjectId !== undefined && review.data[kind.subjectField] !== target.subjectId) {
      throw reviewNotFound();
    }
    // Likes say what other readers found useful. Only the author is ever refused here, and
    // isOwnReview already tells them the review is theirs: nobody else learns who wrote it.
    if (review.data.authorKey === actor.authorKey)
      throw new DomainError('forbidden', OWN_REVIEW_VOTE_MESSAGE);
    const voteId = voteIdOn(kind, actor, review);
    // Independent reads travel together: one round trip instead of two (issue 20).
    const [existing, , shardSum] = await Promise.all([
      tx.get<KindVote>(kind.votes, voteId),
      also?.read(tx),
      shardSumOf(store, kind, review),
    ]);

    const current = existing?.data.value ?? null;
    const next = nextVote(current, pressed);
    const counts = countsAfter(plus(countsOf(review.data), shardSum), current, next);
    if (next === null) {
      tx.delete(kind.votes, voteId);
    } else if (current === null) {
      const vote: KindVote & DocData = {
        reviewId: review.id,
        [kind.subjectField]: review.data[kind.subjectField] ?? null,
        voteSalt: incarnationOf(review.data),
        authorKey: actor.authorKey,
        value: next,
        castAt: now,
      };
      tx.create(kind.votes, voteId, vote);
    } else {
      tx.update(kind.votes, voteId, { value: next, castAt: now });
    }
    writeCountChange(tx, store, kind, review, current, next);
    also?.write(tx);
    return { _id: review.id, ...counts, myVote: next };
  });
}

/**
 * Every vote the caller cast on reviews of one subject (an interviewer, a manager), old
 * incarnations included: one query on the (authorKey, subject) index (issue 8).
 */
export function votesOnSubject(
  store: DocumentStore,
  kind: ReviewKind,
  actor: Actor,
  subjectId: string,
): Promise<Doc<KindVote>[]> {
  return store.query<KindVote>({
    collection: kind.votes,
    where: [
      { field: 'authorKey', op: '==', value: actor.authorKey },
      { field: kind.subjectField, op: '==', value: subjectId },
    ],
  });
}

/** The caller's votes on these reviews, in their order (null where none). */
export async function myVotesOn(
  store: DocumentStore,
  kind: ReviewKind,
  actor: Actor | null,
  reviews: Doc<VotableReview>[],
): Promise<(Vote | null)[]> {
  if (!actor || reviews.length === 0) return reviews.map(() => null);
  const subjects = new Set(reviews.map((r) => (r.data as DocData)[kind.subjectField]));
  const [subject] = subjects;
  if (reviews.length > 1 && subjects.size === 1 && typeof subject === 'string') {
    // A review list (issue 8): one query for the caller's votes on this subject, rather than a
    // keyed id and a read per review. A vote counts only on the incarnation it was cast on.
    const mine = await votesOnSubject(store, kind, actor, subject);
    const values = new Map(mine.map((v) => [`${v.data.reviewId}:${v.data.voteSalt}`, v.data.value]));
    return reviews.map((r) => values.get(`${r.id}:${incarnationOf(r.data)}`) ?? null);
  }
  const votes = await store.getAll<KindVote>(
    kind.votes,
    reviews.map((r) => voteIdOn(kind, actor, r)),
  );
  return votes.map((v) => v?.data.value ?? null);
}

/** Inside a review's delete transaction: the first votes to delete with it. */
export async function votesOfReview(tx: Transaction, kind: ReviewKind, reviewId: string): Promise<Doc[]> {
  return tx.query({
    collection: kind.votes,
    where: [{ field: 'reviewId', op: '==', value: reviewId }],
    limit: VOTES_PER_TRANSACTION,
  });
}

/** Votes left over after a review went (already inert: their voteSalt is gone). */
export async function deleteVotesOf(store: DocumentStore, kind: ReviewKind, reviewId: string): Promise<void> {
  for (;;) {
    const votes = await store.query({
      collection: kind.votes,
      where: [{ field: 'reviewId', op: '==', value: reviewId }],
      limit: VOTES_PER_TRANSACTION,
    });
    if (votes.length === 0) return;
    const batch = store.batch();
    for (const vote of votes) batch.delete(kind.votes, vote.id);
    await batch.commit();
  }
}

/**
 * Account erasure: the user's votes go, and the counts of the reviews they voted on follow, each at
 * its moment (`departures`, review-departures.ts: a count falling on several reviews in one minute
 * said an account was deleted then). Idempotent.
 */
export function eraseVotesOn(
  store: DocumentStore,
  kind: ReviewKind,
  authorKey: string,
  limit = Number.POSITIVE_INFINITY,
  departures: Departures = AT_ONCE,
): Promise<number> {
  const owner = { field: 'authorKey', value: authorKey };
  return eraseDeparting(store, kind.votes, owner, { departures, limit }, (id) =>
    store.runTransaction(async (tx) => {
      const vote = await tx.get<KindVote>(kind.votes, id);
      if (!vote || vote.data.authorKey !== authorKey) return false;
      const review = await tx.get<VotableReview>(kind.reviews, vote.data.reviewId);
      tx.delete(kind.votes, id);
      if (review && incarnationOf(review.data) === vote.data.voteSalt) {
        writeCountChange(tx, store, kind, review, vote.data.value, null);
      }
      return true;
    }),
  );
}

/** A review's stored like and dislike counts against the votes of its current incarnation. */
export async function checkVotesOn(
  store: DocumentStore,
  kind: ReviewKind,
  reviewId: string,
): Promise<Check<VoteCounts>> {
  const [found, votes] = await Promise.all([
    store.get<VotableReview & DocData>(kind.reviews, reviewId),
    store.query<KindVote>({
      collection: kind.votes,
      where: [{ field: 'reviewId', op: '==', value: reviewId }],
    }),
  ]);
  if (!found) throw new Error(`No review ${reviewId}.`);
  // What readers are shown: the review's own counts plus its shards'.
  const [review] = (await withVoteCounts(store, kind, [found])) as [Doc<VotableReview & DocData>];
  const live = votes.filter((v) => v.data.voteSalt === incarnationOf(review.data));
  const stored = countsOf(review.data);
  const actual = {
    likes: live.filter((v) => v.data.value === 'like').length,
    dislikes: live.filter((v) => v.data.value === 'dislike').length,
  };
  return { consistent: stored.likes === actual.likes && stored.dislikes === actual.dislikes, stored, actual };
}
