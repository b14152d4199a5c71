// The write mix of the load benchmark: new interviewer and manager reviews on
// many different targets (one review per account per target, so none is a
// duplicate), and likes / dislikes that toggle (the same press twice removes
// the vote). Each account stays within the daily limits (issue 9: 10 reviews,
// 100 votes); when the pool runs out, further writes are sent anyway and
// their 429s are counted apart, as expected answers.
import type { BenchUser } from './users.ts';

export type WriteKind = 'interviewer review' | 'manager review' | 'interviewer vote' | 'manager vote';

export type WriteRequest = {
  kind: WriteKind;
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
  /** Sent beyond an account's daily limit: a 429 is the expected answer. */
  overLimit: boolean;
};

export type WriteTargets = {
  interviewerIds: string[];
  managerIds: string[];
  interviewerReviews: { interviewerId: string; reviewId: string }[];
  managerReviews: string[];
};

export const DAILY_REVIEWS = 10;
export const DAILY_VOTES = 100;

/** Ten writes in this proportion: 3 interviewer reviews, 2 manager reviews, 3 + 2 votes. */
const MIXED: WriteKind[] = [
  'interviewer review',
  'interviewer vote',
  'manager review',
  'manager vote',
  'interviewer review',
  'interviewer vote',
  'interviewer review',
  'interviewer vote',
  'manager review',
  'manager vote',
];

const WORDS = (
  'clear questions friendly panel structured fair practical thoughtful prompt feedback ' +
  'relaxed honest detailed helpful organised curious patient respectful focused realistic'
).split(' ');

/** Which writes a mix sends: all four kinds, or only reviews or only votes (what each costs apart). */
export type WriteSelection = 'all' | 'reviews' | 'votes';
export const WRITE_SELECTIONS: readonly WriteSelection[] = ['all', 'reviews', 'votes'];

const CYCLES: Record<WriteSelection, WriteKind[]> = {
  all: MIXED,
  reviews: MIXED.filter((kind) => kind.endsWith('review')),
  votes: MIXED.filter((kind) => kind.endsWith('vote')),
};

function text(n: number, words: number): string {
  return Array.from({ length: words }, (_, i) => WORDS[(n * 7 + i * 3) % WORDS.length]).join(' ');
}

type UserState = {
  user: BenchUser;
  index: number;
  reviews: number;
  votes: number;
  /** Votes per kind, so that each kind's presses come in pairs on one review. */
  pressed: Record<string, number>;
};

export class WriteMix {
  private readonly users: UserState[];
  private readonly targets: WriteTargets;
  private readonly reviewsPerUser: number;
  private sent = 0;
  private reviewCursor = 0;
  private voteCursor = 0;
  private readonly cycle: WriteKind[];
  /** Writes sent beyond the pool's daily limits. */
  overLimit = 0;

  constructor(users: BenchUser[], targets: WriteTargets, selection: WriteSelection = 'all') {
    this.cycle = CYCLES[selection];
    this.users = users.map((user, index) => ({ user, index, reviews: 0, votes: 0, pressed: {} }));
    this.targets = targets;
    // One review per account per target: never more reviews than targets of the smaller kind.
    this.reviewsPerUser = Math.min(
      DAILY_REVIEWS,
      targets.interviewerIds.length,
      Math.max(1, targets.managerIds.length),
    );
  }

  next(): WriteRequest {
    let kind = this.cycle[this.sent++ % this.cycle.length] as WriteKind;
    if (kind === 'manager review' && this.targets.managerIds.length === 0) kind = 'interviewer review';
    if (kind === 'manager vote' && this.targets.managerReviews.length === 0) kind = 'interviewer vote';
    if (kind === 'interviewer vote' && this.targets.interviewerReviews.length === 0)
      kind = 'interviewer review';
    return kind.endsWith('review') ? this.review(kind) : this.vote(kind);
  }

  /** The next account with budget left, round robin; or, when none has, any (over the limit). */
  private pick(field: 'reviews' | 'votes', budget: number, cursor: number): [UserState, number, boolean] {
    for (let i = 0; i < this.users.length; i++) {
      const at = (cursor + i) % this.users.length;
      const state = this.users[at] as UserState;
      if (state[field] < budget) return [state, at + 1, false];
    }
    return [this.users[cursor % this.users.length] as UserState, cursor + 1, true];
  }

  private review(kind: WriteKind): WriteRequest {
    const [state, cursor, over] = this.pick('reviews', this.reviewsPerUser, this.reviewCursor);
    this.reviewCursor = cursor;
    const n = state.reviews++;
    if (over) this.overLimit++;
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${state.user.token}` };
    // Each account walks the targets from its own offset: n < reviewsPerUser <= targets, so never twice.
    const rating = 3 + ((state.index + n) % 3);
    if (kind === 'interviewer review') {
      const ids = this.targets.interviewerIds;
      const interviewerId = ids[(state.index * 11 + n) % ids.length] as string;
      const body = {
        interviewerId,
        rating,
        reviewText: `Load bench review: ${text(state.index + n, 24)}.`,
        interviewStatus: 'cleared',
        anonymous: true,
      };
      return {
        kind,
        method: 'POST',
        path: '/api/reviews/rmi',
        headers,
        body: JSON.stringify(body),
        overLimit: over,
      };
    }
    const ids = this.targets.managerIds;
    const managerId = ids[(state.index * 11 + n) % ids.length] as string;
    const body = {
      managerId,
      rating,
      reviewText: `Load bench review: ${text(state.index + n, 24)}.`,
      reviewLeadership: text(n, 8),
      reviewCommunicationText: text(n + 1, 8),
      reviewSupport: text(n + 2, 8),
      anonymous: true,
      leadership: rating,
      communication: 4,
      teamwork: 4,
      empathy: 3,
      fairness: 5,
    };
    return {
      kind,
      method: 'POST',
      path: '/api/manager-reviews/submit',
      headers,
      body: JSON.stringify(body),
      overLimit: over,
    };
  }

  private vote(kind: WriteKind): WriteRequest {
    const [state, cursor, over] = this.pick('votes', DAILY_VOTES, this.voteCursor);
    this.voteCursor = cursor;
    state.votes++;
    const n = state.pressed[kind] ?? 0;
    state.pressed[kind] = n + 1;
    if (over) this.overLimit++;
    const headers = { Authorization: `Bearer ${state.user.token}` };
    // like, like (removes it), dislike, dislike (removes it), each pair on the next review.
    const press = n % 4 < 2 ? 'like' : 'dislike';
    const pick = state.index * 7 + Math.floor(n / 2);
    if (kind === 'interviewer vote') {
      const list = this.targets.interviewerReviews;
      const target = list[pick % list.length] as WriteTargets['interviewerReviews'][number];
      const path = `/api/interviewers/${target.interviewerId}/reviews/${target.reviewId}/${press}`;
      return { kind, method: 'POST', path, headers, body: '', overLimit: over };
    }
    const list = this.targets.managerReviews;
    const path = `/api/manager-reviews/${press}/${list[pick % list.length]}`;
    return { kind, method: 'POST', path, headers, body: '', overLimit: over };
  }
}
