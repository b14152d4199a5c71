// Issue 20 item 7: sequential store round trips per write route, counted as Firestore would make
// them (test/support/round-trip-counter.ts), printed, and held to the targets: at most 4 for a
// vote and 6 for a review. Each figure includes the request's exactly-once record (issue 20 item 3)
// and its daily allowance (issue 13), which share the write's own transaction.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { RoundTripCounter, RoundTripCountingStore } from '../support/round-trip-counter.ts';
import { createTestApp, type RequestOptions, type TestApp } from '../support/test-app.ts';
import { addInterviewer, addReview, reviewBody } from './interviewers/support.ts';
import {
  companyReviewBody,
  expectStatus,
  type ManagerReview,
  managerFixture,
  reviewBody as managerReviewBody,
  submitReview,
  uniqueName,
} from './managers/support.ts';

const TARGETS = { vote: 4, report: 4, review: 6 } as const;

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;
/** Reports once, so its account's age is not yet known on this instance (a store read of its own). */
let carol: TestAccount;
const counter = new RoundTripCounter();
const figures: { route: string; rounds: number; target: number | null }[] = [];

beforeAll(async () => {
  t = await createTestApp({
    storeLayer: (store) => new RoundTripCountingStore(store, counter),
    publicReadCache: false,
  });
  [alice, bob, carol] = await Promise.all([createAccount(), createAccount(), createAccount()]);
});
afterAll(async () => {
  console.log(
    `[round trips] sequential store round trips per write (as on Firestore)\n${figures
      .map(
        (f) =>
          `  ${f.route.padEnd(58)} ${String(f.rounds).padStart(2)}${f.target ? ` (target <= ${f.target})` : ''}`,
      )
      .join('\n')}`,
  );
  await t.close();
});

/** Sends one request and notes the round trips it made. */
async function measure(
  route: string,
  target: number | null,
  method: string,
  path: string,
  options: RequestOptions,
  status: number,
): Promise<Record<string, unknown>> {
  counter.reset();
  const res = await t.request(method, path, options);
  const rounds = counter.rounds;
  const body = await expectStatus(res, status);
  figures.push({ route, rounds, target });
  if (target !== null) expect.soft(rounds, `${route}: ${rounds} round trips`).toBeLessThanOrEqual(target);
  return body;
}

describe('sequential store round trips per write route', () => {
  test('interviewer area: votes and reviews', async () => {
    const target = await addInterviewer(t, alice.idToken);
    const review = await addReview(t, alice.idToken, target._id);
    const vote = `/interviewers/${target._id}/reviews/${review._id}/like`;
    await measure('POST vote (like)', TARGETS.vote, 'POST', vote, { token: bob.idToken }, 200);
    await measure(
      'POST vote (like) with Idempotency-Key',
      TARGETS.vote,
      'POST',
      vote,
      { token: bob.idToken, headers: { 'Idempotency-Key': 'rt-vote' } },
      200,
    );
    await measure(
      'POST vote, replayed under its Idempotency-Key',
      TARGETS.vote,
      'POST',
      vote,
      { token: bob.idToken, headers: { 'Idempotency-Key': 'rt-vote' } },
      200,
    );
    await measure(
      'POST /reports',
      TARGETS.report,
      'POST',
      '/reports',
      {
        token: carol.idToken,
        body: { kind: 'interviewer', reviewId: review._id, reason: 'spam', details: '' },
      },
      201,
    );
    const created = await measure(
      'POST /reviews/rmi',
      TARGETS.review,
      'POST',
      '/reviews/rmi',
      { token: bob.idToken, headers: { 'Idempotency-Key': 'rt-review' }, body: reviewBody(target._id) },
      201,
    );
    await measure(
      'PUT /interviewer-reviews/{id}',
      TARGETS.review,
      'PUT',
      `/interviewer-reviews/${created._id}`,
      { token: bob.idToken, body: reviewBody(target._id, { rating: 3 }) },
      200,
    );
    await measure(
      'DELETE /interviewer-reviews/{id}',
      TARGETS.review,
      'DELETE',
      `/interviewer-reviews/${created._id}`,
      { token: bob.idToken },
      200,
    );
  });

  test('manager area: votes, reviews, company reviews, rate-manager', async () => {
    const { company, manager } = await managerFixture(t, alice);
    const own = (await expectStatus(await submitReview(t, alice, manager._id), 201)) as ManagerReview;
    await measure(
      'POST /manager-reviews/like/{id}',
      TARGETS.vote,
      'POST',
      `/api/manager-reviews/like/${own._id}`,
      { token: bob.idToken },
      200,
    );
    await measure(
      'POST /manager-reviews/submit',
      TARGETS.review,
      'POST',
      '/api/manager-reviews/submit',
      { token: bob.idToken, body: { managerId: manager._id, ...managerReviewBody() } },
      201,
    );
    await measure(
      'POST /company-reviews/submit',
      TARGETS.review,
      'POST',
      '/api/company-reviews/submit',
      { token: bob.idToken, body: companyReviewBody(company._id) },
      201,
    );
    await measure(
      'POST /rate-manager (new company, branch, department, manager)',
      null,
      'POST',
      '/api/rate-manager',
      {
        token: bob.idToken,
        body: {
          companyName: uniqueName('Trip Diner'),
          branch: { city: 'Bengaluru', location: 'MG Road' },
          departmentName: 'Kitchen',
          manager: { name: 'Rob Trips', position: 'Sous Chef' },
          review: managerReviewBody({ rating: 4 }),
        },
      },
      201,
    );
  });
});
