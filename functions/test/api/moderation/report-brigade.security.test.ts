// Three open reports hide a review until a moderator decides. Accounts made a minute ago must not be
// those three: else anyone with three fresh addresses hides any fair review at once (twenty a day each,
// the report allowance). Their reports still put the review before a moderator; reports from accounts
// older than a day hide it as before.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview, interviewer, reviewBody, reviewsOf } from '../interviewers/support.ts';
import { decide, expectStatus, moderatorAccount, queue, report } from './support.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let moderator: TestAccount;

beforeAll(async () => {
  // Real time, a few minutes ahead: accounts the Auth emulator makes now are younger than a day and
  // never "created after now" (the emulator keeps creation times to the second).
  t = await createTestApp({ now: new Date(Date.now() + 5 * 60 * 1000) });
  moderator = await moderatorAccount(t);
});
afterAll(() => t.close());

test('three reports from accounts made today queue a fair review for a moderator but do not hide it', async () => {
  const [author, ...brigade] = await Promise.all([1, 2, 3, 4].map(() => createAccount()));
  const target = await addInterviewer(t, (author as TestAccount).idToken);
  const review = await addReview(t, (author as TestAccount).idToken, target._id, { rating: 5 });

  for (const account of brigade) {
    const body = await expectStatus(await report(t, account, 'interviewer', review._id), 201);
    // The reporter is thanked alike: nothing says whose report weighs what.
    expect(body.message).toBe('Thank you. A moderator will look at this review.');
  }

  expect((await reviewsOf(t, target._id)).map((r) => r._id)).toEqual([review._id]);
  expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 1, average: 5 });
  const item = (await queue(t, moderator)).find((i) => i.reviewId === review._id);
  expect(item).toMatchObject({ state: 'published', openReports: 3 });
});

test('three reports from accounts older than a day still hide it', async () => {
  const [author, ...readers] = await Promise.all([1, 2, 3, 4].map(() => createAccount()));
  const target = await addInterviewer(t, (author as TestAccount).idToken);
  const review = await addReview(t, (author as TestAccount).idToken, target._id, { rating: 5 });
  t.clock.advance(DAY + 60 * 60 * 1000);

  for (const [i, account] of readers.entries()) {
    await expectStatus(await report(t, account, 'interviewer', review._id), 201);
    expect((await reviewsOf(t, target._id)).map((r) => r._id)).toEqual(i < 2 ? [review._id] : []);
  }
  expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 0 });
});

test('a review a moderator approved is not hidden again by the next three reports of the same text; an edit can be', async () => {
  const [author, ...readers] = await Promise.all(Array.from({ length: 10 }, () => createAccount()));
  const target = await addInterviewer(t, (author as TestAccount).idToken);
  const review = await addReview(t, (author as TestAccount).idToken, target._id, { rating: 1 });
  t.clock.advance(DAY + 60 * 60 * 1000);
  const [first, second, third] = [readers.slice(0, 3), readers.slice(3, 6), readers.slice(6, 9)];
  const listed = async () => (await reviewsOf(t, target._id)).map((r) => r._id);

  for (const account of first) await expectStatus(await report(t, account, 'interviewer', review._id), 201);
  expect(await listed()).toEqual([]);
  await expectStatus(await decide(t, moderator, 'approve', 'interviewer', review._id), 200);
  expect(await listed()).toEqual([review._id]);

  // The next three of a brigade: before, hidden again each time, until a moderator looked again.
  for (const account of second) await expectStatus(await report(t, account, 'interviewer', review._id), 201);
  expect(await listed()).toEqual([review._id]);
  expect(await interviewer(t, target._id)).toMatchObject({ reviewCount: 1, average: 1 });
  // Still before a moderator, who sees the new reports.
  expect((await queue(t, moderator)).find((i) => i.reviewId === review._id)).toMatchObject({
    state: 'published',
    openReports: 3,
  });

  // Text the moderator has not seen: reports hide it as any other.
  await expectStatus(
    await t.request('PUT', `/api/interviewer-reviews/${review._id}`, {
      token: (author as TestAccount).idToken,
      body: { ...reviewBody(target._id, { rating: 1 }), reviewText: 'Rewritten after the approval.' },
    }),
    200,
  );
  await expectStatus(await decide(t, moderator, 'approve', 'interviewer', review._id), 200);
  t.clock.advance(60 * 1000);
  await expectStatus(
    await t.request('PUT', `/api/interviewer-reviews/${review._id}`, {
      token: (author as TestAccount).idToken,
      body: { ...reviewBody(target._id, { rating: 1 }), reviewText: 'Rewritten once more.' },
    }),
    200,
  );
  for (const account of third) await expectStatus(await report(t, account, 'interviewer', review._id), 201);
  expect(await listed()).toEqual([]);
});
