// The daily allowances (issue 13 item 2): a review or vote counts against the
// account's daily limit only when it is written, in the write's own
// transaction. Refused attempts (400, 403, 404, 409) use up nothing, a replay
// with the same Idempotency-Key counts once, and under concurrency exactly
// the allowance is written. Every written vote change counts: a like, its
// removal (the same press again) and a switch each count as one vote.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authorKey } from '../../../src/domain/accounts/author-key.ts';
import { RATE_LIMITS } from '../../../src/rate-limit/store-rate-limiter.ts';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type RequestOptions, type TestApp } from '../../support/test-app.ts';
import {
  accounts,
  addInterviewer,
  addReview,
  interviewer,
  type Review,
  reviewBody,
  reviewsOf,
} from '../interviewers/support.ts';
import {
  companyReviewBody,
  type ManagerReview,
  managerFixture,
  reviewBody as managerReviewBody,
  profile,
  submitReview,
  uniqueName,
} from '../managers/support.ts';
import { expectStatus } from './support.ts';

const LIMIT = 3;
/** Each refused attempt is repeated more often than the whole allowance. */
const TIMES = LIMIT + 2;
const DAY = 86_400;
/** Well-formed ids of nothing. */
const NOWHERE = 'noSuchDocument0000001';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    dailyLimits: {
      reviews: { limit: LIMIT, windowSeconds: DAY },
      votes: { limit: LIMIT, windowSeconds: DAY },
    },
  });
});
afterAll(() => t.close());

const MESSAGES = {
  reviews: `You can post at most ${LIMIT} reviews a day. Please try again later.`,
  votes: `You can vote at most ${LIMIT} times a day. Please try again later.`,
};

async function expectUsedUp(res: Response, action: 'reviews' | 'votes'): Promise<void> {
  expect(await expectStatus(res, 429)).toEqual({ message: MESSAGES[action], code: 'rate_limited' });
  expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
}

/** Sends the same request `times` times, one after the other, and expects `status` every time. */
async function refusedEveryTime(send: () => Promise<Response>, status: number, times = TIMES) {
  for (let i = 0; i < times; i += 1) await expectStatus(await send(), status);
}

const postReview = (account: TestAccount, body: unknown, options: RequestOptions = {}) =>
  t.request('POST', '/api/reviews/rmi', { token: account.idToken, body, ...options });

const rateManager = (account: TestAccount, body: unknown) =>
  t.request('POST', '/api/rate-manager', { token: account.idToken, body });

const rateBody = (overrides: Record<string, unknown> = {}) => ({
  companyName: uniqueName('Allowance Bistro'),
  branch: { city: 'Bengaluru', location: ['Jayanagar'] },
  manager: { name: uniqueName('Manager'), position: 'Manager' },
  review: managerReviewBody(),
  ...overrides,
});

const CONTACT_TEXT = 'Write to me at someone@example.com';

describe('refused review attempts do not use up the allowance', () => {
  test('interviewer reviews: 409 duplicate, 404 unknown interviewer, 400 contact details', async () => {
    const [writer, other] = (await accounts(2)) as [TestAccount, TestAccount];
    const targets = await Promise.all(Array.from({ length: 4 }, () => addInterviewer(t, other.idToken)));
    const [first, second, third, fourth] = targets.map((target) => target._id) as [
      string,
      string,
      string,
      string,
    ];

    await addReview(t, writer.idToken, first);
    await refusedEveryTime(() => postReview(writer, reviewBody(first)), 409);
    await refusedEveryTime(() => postReview(writer, reviewBody(NOWHERE)), 404);
    await refusedEveryTime(() => postReview(writer, reviewBody(second, { reviewText: CONTACT_TEXT })), 400);

    await addReview(t, writer.idToken, second);
    await addReview(t, writer.idToken, third);
    await expectUsedUp(await postReview(writer, reviewBody(fourth)), 'reviews');
    expect((await interviewer(t, fourth)).reviewCount).toBe(0);

    // The counters are filed under an HMAC: neither the uid nor the authorKey is stored.
    const dump = JSON.stringify(await t.deps.store.query({ collection: RATE_LIMITS }));
    expect(dump).not.toContain(writer.uid);
    expect(dump).not.toContain(authorKey(writer.uid, 'test-author-key-secret'));
  });

  test('manager reviews: 409 duplicate, 404 unknown manager, 400 contact details', async () => {
    const [writer, other] = (await accounts(2)) as [TestAccount, TestAccount];
    const fixtures = await Promise.all(Array.from({ length: 4 }, () => managerFixture(t, other)));
    const [first, second, third, fourth] = fixtures.map((f) => f.manager._id) as [
      string,
      string,
      string,
      string,
    ];

    await expectStatus(await submitReview(t, writer, first), 201);
    await refusedEveryTime(() => submitReview(t, writer, first), 409);
    await refusedEveryTime(() => submitReview(t, writer, NOWHERE), 404);
    await refusedEveryTime(() => submitReview(t, writer, second, { reviewSupport: CONTACT_TEXT }), 400);

    await expectStatus(await submitReview(t, writer, second), 201);
    await expectStatus(await submitReview(t, writer, third), 201);
    await expectUsedUp(await submitReview(t, writer, fourth), 'reviews');
    expect((await profile(t, fourth)).reviews).toEqual([]);
  });

  test('company reviews: 403 not eligible, 409 already this month, 404 unknown company, 400 contact details', async () => {
    const [writer, other] = (await accounts(2)) as [TestAccount, TestAccount];
    const [here, there] = await Promise.all([managerFixture(t, other), managerFixture(t, other)]);
    const submitCompany = (companyId: string, overrides: Record<string, unknown> = {}) =>
      t.request('POST', '/api/company-reviews/submit', {
        token: writer.idToken,
        body: companyReviewBody(companyId, overrides),
      });

    await refusedEveryTime(() => submitCompany(here.company._id), 403);
    await refusedEveryTime(() => submitCompany(NOWHERE), 404);
    await expectStatus(await submitReview(t, writer, here.manager._id), 201); // 1: eligible here now
    await refusedEveryTime(
      () =>
        submitCompany(here.company._id, {
          reviews: { ...companyReviewBody('x').reviews, pros: CONTACT_TEXT },
        }),
      400,
    );
    await expectStatus(await submitCompany(here.company._id), 201); // 2
    await refusedEveryTime(() => submitCompany(here.company._id), 409);

    await expectStatus(await submitReview(t, writer, there.manager._id), 201); // 3: eligible there too
    await expectUsedUp(await submitCompany(there.company._id), 'reviews');
  });

  test('rate-manager: 404 unknown company or department, 400 contact details, 409 duplicate', async () => {
    const [writer, other] = (await accounts(2)) as [TestAccount, TestAccount];
    const { company } = await managerFixture(t, other);

    await refusedEveryTime(
      () => rateManager(writer, rateBody({ companyName: undefined, companyId: NOWHERE })),
      404,
    );
    await refusedEveryTime(
      () =>
        rateManager(
          writer,
          rateBody({ companyName: undefined, companyId: company._id, departmentId: NOWHERE }),
        ),
      404,
    );
    await refusedEveryTime(
      () => rateManager(writer, rateBody({ review: managerReviewBody({ reviewText: CONTACT_TEXT }) })),
      400,
    );
    const once = rateBody();
    await expectStatus(await rateManager(writer, once), 201); // 1
    await refusedEveryTime(() => rateManager(writer, once), 409);

    await expectStatus(await rateManager(writer, rateBody()), 201); // 2
    await expectStatus(await rateManager(writer, rateBody()), 201); // 3
    const companies = await t.deps.store.count({ collection: 'companies' });
    await expectUsedUp(await rateManager(writer, rateBody()), 'reviews');
    // All or nothing: the refused call created no company either.
    expect(await t.deps.store.count({ collection: 'companies' })).toBe(companies);
  });
});

describe('votes count when a vote change is written', () => {
  test('interviewer reviews: 404s use up nothing; like, like again (removal) and dislike count one each', async () => {
    const [author, voter] = (await accounts(2)) as [TestAccount, TestAccount];
    const [target, elsewhere] = await Promise.all([
      addInterviewer(t, author.idToken),
      addInterviewer(t, author.idToken),
    ]);
    const review = await addReview(t, author.idToken, target._id);
    const press = (interviewerId: string, reviewId: string, vote: 'like' | 'dislike') =>
      t.request('POST', `/api/interviewers/${interviewerId}/reviews/${reviewId}/${vote}`, {
        token: voter.idToken,
      });

    await refusedEveryTime(() => press(target._id, NOWHERE, 'like'), 404);
    // A real review, named under another interviewer.
    await refusedEveryTime(() => press(elsewhere._id, review._id, 'like'), 404);

    expect(await expectStatus(await press(target._id, review._id, 'like'), 200)).toMatchObject({
      myVote: 'like',
    });
    expect(await expectStatus(await press(target._id, review._id, 'like'), 200)).toMatchObject({
      myVote: null,
    });
    expect(await expectStatus(await press(target._id, review._id, 'dislike'), 200)).toMatchObject({
      likes: 0,
      dislikes: 1,
      myVote: 'dislike',
    });
    await expectUsedUp(await press(target._id, review._id, 'dislike'), 'votes');
    const [shown] = await reviewsOf(t, target._id, voter.idToken);
    expect(shown).toMatchObject({ likes: 0, dislikes: 1, myVote: 'dislike' });
  });

  test('manager reviews: 404s use up nothing; every written vote change counts', async () => {
    const [author, voter] = (await accounts(2)) as [TestAccount, TestAccount];
    const { manager } = await managerFixture(t, author);
    const review = await expectStatus<ManagerReview>(await submitReview(t, author, manager._id), 201);
    const press = (reviewId: string, vote: 'like' | 'dislike') =>
      t.request('POST', `/api/manager-reviews/${vote}/${reviewId}`, { token: voter.idToken });

    await refusedEveryTime(() => press(NOWHERE, 'dislike'), 404);
    await expectStatus(await press(review._id, 'dislike'), 200);
    await expectStatus(await press(review._id, 'like'), 200);
    await expectStatus(await press(review._id, 'like'), 200);
    await expectUsedUp(await press(review._id, 'like'), 'votes');
    expect((await profile(t, manager._id, voter.idToken)).reviews[0]).toMatchObject({
      likes: 0,
      dislikes: 0,
      myVote: null,
    });
  });
});

describe('concurrency: exactly the allowance is written', () => {
  test('reviews sent at once, among duplicates and unknown targets: min(N, allowance) written, the rest 429', async () => {
    const [writer, other] = (await accounts(2)) as [TestAccount, TestAccount];
    const N = 6;
    const reviewed = await addInterviewer(t, other.idToken);
    await addReview(t, writer.idToken, reviewed._id); // 1 of LIMIT
    const targets = await Promise.all(Array.from({ length: N }, () => addInterviewer(t, other.idToken)));

    // Interleaved, so that refused attempts race the valid ones for the counter.
    const sent = targets.flatMap((target) => [
      { kind: 'duplicate', res: postReview(writer, reviewBody(reviewed._id)) },
      { kind: 'unknown', res: postReview(writer, reviewBody(NOWHERE)) },
      { kind: 'valid', res: postReview(writer, reviewBody(target._id)) },
    ]);
    const answers = await Promise.all(
      sent.map(async (s) => ({ kind: s.kind, status: (await s.res).status })),
    );
    const statuses = (kind: string) => answers.filter((a) => a.kind === kind).map((a) => a.status);

    expect(statuses('duplicate')).toEqual(Array(N).fill(409));
    expect(statuses('unknown')).toEqual(Array(N).fill(404));
    const valid = statuses('valid');
    const allowed = Math.min(N, LIMIT - 1);
    expect(valid.filter((s) => s === 201)).toHaveLength(allowed);
    expect(valid.filter((s) => s === 429)).toHaveLength(N - allowed);
    // What was answered 201 is exactly what was written.
    const counts = await Promise.all(
      targets.map(async (target) => (await interviewer(t, target._id)).reviewCount),
    );
    expect(counts.reduce((a, b) => a + b, 0)).toBe(allowed);
  });

  test('votes sent at once, among votes on unknown reviews: min(N, allowance) written, the rest 429', async () => {
    const [authorA, authorB, voter] = (await accounts(3)) as [TestAccount, TestAccount, TestAccount];
    const targets = await Promise.all(Array.from({ length: 3 }, () => addInterviewer(t, authorA.idToken)));
    const reviews: { interviewerId: string; review: Review }[] = [];
    for (const author of [authorA, authorB]) {
      for (const target of targets) {
        reviews.push({ interviewerId: target._id, review: await addReview(t, author.idToken, target._id) });
      }
    }
    const N = reviews.length;
    const like = (interviewerId: string, reviewId: string) =>
      t.request('POST', `/api/interviewers/${interviewerId}/reviews/${reviewId}/like`, {
        token: voter.idToken,
      });

    const sent = reviews.flatMap(({ interviewerId, review }) => [
      { kind: 'unknown', res: like(interviewerId, NOWHERE) },
      { kind: 'valid', res: like(interviewerId, review._id) },
    ]);
    const answers = await Promise.all(
      sent.map(async (s) => ({ kind: s.kind, status: (await s.res).status })),
    );
    const statuses = (kind: string) => answers.filter((a) => a.kind === kind).map((a) => a.status);

    expect(statuses('unknown')).toEqual(Array(N).fill(404));
    const allowed = Math.min(N, LIMIT);
    expect(statuses('valid').filter((s) => s === 200)).toHaveLength(allowed);
    expect(statuses('valid').filter((s) => s === 429)).toHaveLength(N - allowed);
    let likes = 0;
    for (const target of targets) {
      for (const shown of await reviewsOf(t, target._id)) likes += shown.likes;
    }
    expect(likes).toBe(allowed);
  });
});

describe('Idempotency-Key and the allowance', () => {
  test('a replay counts once; a double-click sent with fresh keys (409) counts nothing; a 429 frees its key', async () => {
    const [writer, other] = (await accounts(2)) as [TestAccount, TestAccount];
    const targets = await Promise.all(Array.from({ length: 4 }, () => addInterviewer(t, other.idToken)));
    const [first, second, third, fourth] = targets.map((target) => target._id) as [
      string,
      string,
      string,
      string,
    ];
    const withKey = (key: string) => ({ headers: { 'Idempotency-Key': key } });

    const original = await postReview(writer, reviewBody(first), withKey('allowance-1'));
    expect(original.status).toBe(201);
    const originalBody = await original.text();
    for (let i = 0; i < TIMES; i += 1) {
      const replay = await postReview(writer, reviewBody(first), withKey('allowance-1'));
      expect(replay.status).toBe(201);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await replay.text()).toBe(originalBody);
    }
    // The same review sent again as a new request (a client that lost its key, a second tab).
    for (let i = 0; i < TIMES; i += 1) {
      await expectStatus(await postReview(writer, reviewBody(first), withKey(`allowance-again-${i}`)), 409);
    }

    await addReview(t, writer.idToken, second);
    await addReview(t, writer.idToken, third);
    await expectUsedUp(await postReview(writer, reviewBody(fourth), withKey('allowance-over')), 'reviews');
    // A replay of a written request still answers as before.
    const late = await postReview(writer, reviewBody(first), withKey('allowance-1'));
    expect(late.status).toBe(201);
    expect(await late.text()).toBe(originalBody);

    // The refused request wrote nothing under its key: a day later it goes through with the same key.
    t.clock.advance(DAY * 1000);
    const retried = await postReview(writer, reviewBody(fourth), withKey('allowance-over'));
    expect(retried.status).toBe(201);
    expect(retried.headers.get('Idempotent-Replayed')).toBeNull();
  });
});
