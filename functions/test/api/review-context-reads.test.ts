// Issue 19: the review context (GET /api/user/review-context/{interviewers|managers|companies}/{id})
// read with fewer store reads: the subject's existence once per process (domain/shared/known-subjects.ts),
// the caller's reviews and votes with the caller-part reads of the signed-in lists, no read of voted
// reviews without votes. Every answer is compared byte for byte with the context as it was read before
// (contextAsBefore: subject, own review, votes, voted reviews, in turn) over the same store. The
// caller cache is off, as in production.
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { COMPANIES } from '../../src/domain/companies/company.ts';
import {
  COMPANY_REVIEW_KIND,
  type CompanyReviewData,
  toCompanyReviewResponse,
} from '../../src/domain/company-reviews/company-review.ts';
import { INTERVIEWERS } from '../../src/domain/interviewers/interviewer.ts';
import { MANAGERS } from '../../src/domain/managers/manager.ts';
import {
  MANAGER_REVIEW_KIND,
  type ManagerReviewData,
  toManagerReviewResponse,
} from '../../src/domain/managers/manager-review.ts';
import { managerReviewIdFor } from '../../src/domain/managers/manager-reviews.ts';
import { isShownTo } from '../../src/domain/moderation/review-state.ts';
import { claimantResponses } from '../../src/domain/responses/review-responses.ts';
import { type ReviewData, toReviewResponse, type Vote } from '../../src/domain/reviews/review.ts';
import { reviewIdFor } from '../../src/domain/reviews/reviews.ts';
import { INTERVIEWER_REVIEW_KIND, INTERVIEWER_REVIEW_VOTES } from '../../src/domain/reviews/votes.ts';
import {
  incarnationOf,
  type ReviewKind,
  type VotableReview,
  votesOnSubject,
  withVoteCounts,
} from '../../src/domain/reviews/voting.ts';
import { type Actor, actorFor } from '../../src/domain/shared/actor.ts';
import type { Doc, DocData, DocumentStore } from '../../src/store/document-store.ts';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { submitCompanyReview, vote as voteOnCompanyReview } from './companies/support.ts';
import { addInterviewer, addReview, type Review } from './interviewers/support.ts';
import { managerFixture, submitReview } from './managers/support.ts';
import { FAKE_PROFANITY } from './moderation/support.ts';

let t: TestApp;
let caller: TestAccount;
let others: TestAccount[];

const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ callerReadCache: false, profanity: FAKE_PROFANITY });
  [caller, ...others] = (await Promise.all(Array.from({ length: 6 }, () => createAccount()))) as [
    TestAccount,
    ...TestAccount[],
  ];
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

const other = (i: number) => others[i] as TestAccount;
const actorOf = (account: TestAccount) => actorFor(account.uid, t.deps.secrets.authorKey);

type KindName = 'interviewers' | 'managers' | 'companies';

/**
 * The review context as it was read before this change (the reference): the subject (404), then the
 * caller's own review(s) and their votes, then every review voted on, then the own reviews' counts.
 */
async function contextAsBefore(kindName: KindName, subjectId: string, account: TestAccount) {
  const store = t.deps.store;
  const actor = actorOf(account);
  const collection = { interviewers: INTERVIEWERS, managers: MANAGERS, companies: COMPANIES }[kindName];
  if (!(await store.get(collection, subjectId))) return null;
  const kind = {
    interviewers: INTERVIEWER_REVIEW_KIND,
    managers: MANAGER_REVIEW_KIND,
    companies: COMPANY_REVIEW_KIND,
  }[kindName];
  const own: Doc<VotableReview & DocData>[] =
    kindName === 'companies'
      ? await store.query({
          collection: kind.reviews,
          where: [
            { field: 'authorKey', op: '==', value: actor.authorKey },
            { field: 'companyId', op: '==', value: subjectId },
          ],
          orderBy: [{ field: 'createdAt', direction: 'desc' }],
          limit: 200,
        })
      : [
          await store.get<VotableReview & DocData>(
            kind.reviews,
            kindName === 'interviewers'
              ? reviewIdFor(actor, subjectId)
              : managerReviewIdFor(actor, subjectId),
          ),
        ].filter((r): r is Doc<VotableReview & DocData> => r?.data.authorKey === actor.authorKey);
  const myVotes = await votesAsBefore(store, kind, actor, subjectId);
  const counted = await withVoteCounts(store, kind, own);
  const viewer = (myVote: Vote | null) => ({ authorKey: actor.authorKey, myVote });
  const render = (r: Doc<VotableReview & DocData>, myVote: Vote | null) =>
    kindName === 'interviewers'
      ? toReviewResponse(r as unknown as Doc<ReviewData>, viewer(myVote))
      : kindName === 'managers'
        ? toManagerReviewResponse(r as unknown as Doc<ManagerReviewData>, viewer(myVote))
        : toCompanyReviewResponse(r as unknown as Doc<CompanyReviewData>, viewer(myVote));
  const [first] = counted;
  const context: Record<string, unknown> = {
    ownReview: first ? render(first, myVotes[first.id] ?? null) : null,
    myVotes,
  };
  if (kindName === 'companies') {
    context.ownReviewIds = counted.map((r) => r.id);
    context.ownReviews = counted.map((r) => render(r, null));
  }
  if (kindName === 'interviewers') return context;
  const responder = await claimantResponses(
    store,
    subjectId,
    account.uid,
    kindName === 'companies' ? 'company' : 'manager',
  );
  return responder ? { ...context, responder } : context;
}

async function votesAsBefore(store: DocumentStore, kind: ReviewKind, actor: Actor, subjectId: string) {
  const votes = await votesOnSubject(store, kind, actor, subjectId);
  const voted = await store.getAll<VotableReview & DocData>(kind.reviews, [
    ...new Set(votes.map((v) => v.data.reviewId)),
  ]);
  const reviews = new Map(voted.filter((r) => r !== null).map((r) => [r.id, r]));
  const myVotes: Record<string, Vote> = {};
  for (const vote of votes) {
    const review = reviews.get(vote.data.reviewId);
    if (
      review &&
      incarnationOf(review.data) === vote.data.voteSalt &&
      isShownTo(review.data, actor.authorKey)
    ) {
      myVotes[review.id] = vote.data.value;
    }
  }
  return myVotes;
}

const contextPath = (kindName: KindName, id: string) => `/api/user/review-context/${kindName}/${id}`;

/** The context answered now, and the bytes the reference makes of the same store. */
async function expectSameAsBefore(kindName: KindName, id: string, account: TestAccount) {
  const res = await t.request('GET', contextPath(kindName, id), { token: account.idToken });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  expect(text).toBe(JSON.stringify(await contextAsBefore(kindName, id, account)));
  return JSON.parse(text) as { ownReview: { _id: string; status?: string } | null; myVotes: object };
}

/** Store reads made from now on, as method(collection). */
function countReads(): () => string[] {
  vi.restoreAllMocks();
  const store = t.deps.store;
  const spies = (['get', 'getAll', 'query', 'count'] as const).map(
    (method) => [method, vi.spyOn(store, method)] as const,
  );
  return () =>
    spies.flatMap(([method, spy]) =>
      spy.mock.calls.map(([first]) => `${method}(${typeof first === 'string' ? first : first.collection})`),
    );
}

/**
 * An interviewer with the caller's own published review, one another account holds (pending review),
 * reviews the caller liked and disliked, one others voted on, and one deleted and written again after
 * the caller liked it (the old incarnation's vote left behind, as when a delete leaves more than 400).
 */
async function interviewerFixture() {
  const interviewer = await addInterviewer(t, caller.idToken);
  const id = interviewer._id;
  const reviews: Record<string, Review> = {};
  const write = async (name: string, account: TestAccount, overrides: Record<string, unknown> = {}) => {
    t.clock.advance(DAY / 3);
    reviews[name] = await addReview(t, account.idToken, id, overrides);
  };
  await write('liked', other(0));
  await write('own', caller);
  await write('disliked', other(1));
  await write('othersVoted', other(2));
  await write('rewritten', other(3));
  await write('held', other(4), { reviewText: 'Smeg, what a frack.' });
  const voteOn = async (account: TestAccount, name: string, value: Vote) => {
    const res = await t.request('POST', `/interviewers/${id}/reviews/${reviews[name]?._id}/${value}`, {
      token: account.idToken,
    });
    expect(res.status).toBe(200);
  };
  await voteOn(caller, 'liked', 'like');
  await voteOn(caller, 'disliked', 'dislike');
  await voteOn(caller, 'rewritten', 'like');
  await voteOn(other(0), 'othersVoted', 'like');
  await voteOn(other(1), 'own', 'dislike');
  const rewrittenId = reviews.rewritten?._id as string;
  const [oldVote] = await t.deps.store.query({
    collection: INTERVIEWER_REVIEW_VOTES,
    where: [{ field: 'reviewId', op: '==', value: rewrittenId }],
  });
  if (!oldVote) throw new Error('no vote');
  const deleted = await t.request('DELETE', `/interviewer-reviews/${rewrittenId}`, {
    token: other(3).idToken,
  });
  expect(deleted.status).toBe(200);
  await write('rewritten', other(3));
  expect(reviews.rewritten?._id).toBe(rewrittenId);
  await t.deps.store.batch().set(INTERVIEWER_REVIEW_VOTES, oldVote.id, oldVote.data).commit();
  return { id, reviews };
}

describe('the review context read with fewer reads', () => {
  test('interviewers: own published and held reviews, votes of each kind, another account’s votes, a rewritten review’s old vote: the same bytes as before', async () => {
    const f = await interviewerFixture();
    const mine = await expectSameAsBefore('interviewers', f.id, caller);
    expect(mine.ownReview?._id).toBe(f.reviews.own?._id);
    expect(mine.myVotes).toEqual({
      [f.reviews.liked?._id as string]: 'like',
      [f.reviews.disliked?._id as string]: 'dislike',
    });
    const held = await expectSameAsBefore('interviewers', f.id, other(4));
    expect(held.ownReview).toMatchObject({ _id: f.reviews.held?._id, status: 'pending review' });
    expect((await expectSameAsBefore('interviewers', f.id, other(1))).myVotes).toEqual({
      [f.reviews.own?._id as string]: 'dislike',
    });
    expect(await expectSameAsBefore('interviewers', f.id, await createAccount())).toEqual({
      ownReview: null,
      myVotes: {},
    });
  });

  test('once its subject was read, a context reads only the caller’s review and votes, and the reviews voted on', async () => {
    const f = await interviewerFixture();
    await expectSameAsBefore('interviewers', f.id, caller);
    const stranger = await createAccount();
    for (const [account, reads] of [
      [stranger, ['get(interviewerReviews)', 'query(interviewerReviewVotes)']],
      [caller, ['get(interviewerReviews)', 'query(interviewerReviewVotes)', 'getAll(interviewerReviews)']],
    ] as const) {
      const made = countReads();
      const res = await t.request('GET', contextPath('interviewers', f.id), { token: account.idToken });
      expect(res.status).toBe(200);
      expect(made().sort()).toEqual([...reads].sort());
    }
  });

  test('managers and companies: own published, held and several monthly reviews, votes: the same bytes as before, with fewer reads', async () => {
    const { company, manager } = await managerFixture(t, caller);
    for (const account of [caller, other(0), other(1)]) {
      t.clock.advance(DAY / 2);
      expect((await submitReview(t, account, manager._id)).status).toBe(201);
    }
    t.clock.advance(DAY / 2);
    expect((await submitReview(t, other(2), manager._id, { reviewText: 'Smeg all round.' })).status).toBe(
      201,
    );
    const [a, b] = [other(0), other(1)].map((account) =>
      managerReviewIdFor(actorOf(account), manager._id),
    ) as [string, string];
    for (const [id, value] of [
      [a, 'like'],
      [b, 'dislike'],
    ] as const) {
      const res = await t.request('POST', `/api/manager-reviews/${value}/${id}`, { token: caller.idToken });
      expect(res.status).toBe(200);
    }
    expect((await expectSameAsBefore('managers', manager._id, caller)).myVotes).toEqual({
      [a]: 'like',
      [b]: 'dislike',
    });
    const heldManagerReview = await expectSameAsBefore('managers', manager._id, other(2));
    expect(heldManagerReview.ownReview).toMatchObject({ status: 'pending review' });

    const written: string[] = [];
    for (const [account, pros] of [
      [caller, 'Pro one'],
      [other(0), 'Pro two'],
      [other(1), 'Smeg, held'],
    ] as const) {
      const res = await submitCompanyReview(t, account, company._id, pros);
      expect(res.status).toBe(201);
      written.push(((await res.json()) as { _id: string })._id);
    }
    // The caller's second month: two reviews of theirs, newest first.
    t.clock.advance(40 * DAY);
    expect((await submitCompanyReview(t, caller, company._id, 'Pro three')).status).toBe(201);
    expect((await voteOnCompanyReview(t, caller, written[1] as string, 'dislike')).status).toBe(200);
    const companyContext = await expectSameAsBefore('companies', company._id, caller);
    expect(companyContext.myVotes).toEqual({ [written[1] as string]: 'dislike' });
    expect((companyContext as unknown as { ownReviewIds: string[] }).ownReviewIds).toHaveLength(2);
    expect((await expectSameAsBefore('companies', company._id, other(1))).ownReview).toMatchObject({
      status: 'pending review',
    });

    const stranger = await createAccount();
    for (const [kindName, id, reads] of [
      ['managers', manager._id, ['get(managerReviews)', 'query(managerReviewVotes)']],
      ['companies', company._id, ['query(companyReviews)', 'query(companyReviewVotes)']],
    ] as const) {
      const made = countReads();
      const res = await t.request('GET', contextPath(kindName, id), { token: stranger.idToken });
      expect(res.status).toBe(200);
      // The claimant check of the route makes reads of its own, which this change leaves as they were.
      const ofReviews = made().filter((read) =>
        /\((managers|companies|managerReview\w*|companyReview\w*)\)$/.test(read),
      );
      expect(ofReviews.sort()).toEqual([...reads].sort());
    }
  });

  test('forged and malformed ids, a subject created after its 404, a revoked session: as before', async () => {
    const f = await interviewerFixture();
    const { company, manager } = await managerFixture(t, caller);
    for (const [path, status] of [
      [contextPath('interviewers', 'abcdefabcdefabcdefab'), 404],
      [contextPath('managers', 'abcdefabcdefabcdefab'), 404],
      [contextPath('companies', 'abcdefabcdefabcdefab'), 404],
      // One kind's id is no subject of another.
      [contextPath('managers', f.id), 404],
      [contextPath('interviewers', manager._id), 404],
      [contextPath('companies', manager._id), 404],
      [contextPath('interviewers', 'not%20an%20id'), 400],
      [contextPath('managers', '..%2Fx'), 400],
      [contextPath('companies', 'a'.repeat(400)), 400],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await t.request('GET', path, { token: caller.idToken });
        expect(res.status, path).toBe(status);
        expect(await res.json()).toMatchObject({ code: status === 404 ? 'not_found' : 'invalid_request' });
      }
    }
    await expectSameAsBefore('companies', company._id, caller);
    // A missing subject is not remembered as missing: created later, its context answers.
    const later = await addInterviewer(t, caller.idToken);
    expect(
      (await t.request('GET', contextPath('interviewers', later._id), { token: caller.idToken })).status,
    ).toBe(200);

    const account = await t.registerVerified();
    const path = contextPath('interviewers', f.id);
    expect((await t.request('GET', path, { token: account.token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    await t.deps.users.revokeSessions(account.uid);
    const refused = await t.request('GET', path, { token: account.token });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ code: 'unauthenticated' });
    expect((await t.request('GET', path, { token: 'not-a-token' })).status).toBe(401);
    expect((await t.request('GET', path)).status).toBe(401);
  });
});
