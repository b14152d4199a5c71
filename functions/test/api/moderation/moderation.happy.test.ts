// Trust and safety, the paths that work (issue 9): three reports hide a
// review everywhere the public looks and take it out of the figures; a
// moderator approves, removes and restores it; screening holds profanity;
// the burst rule holds a pile-on from new accounts.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findManagerAreaInconsistencies } from '../../../src/domain/managers/consistency-checks.ts';
import { findInconsistencies } from '../../../src/domain/reviews/consistency-checks.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addInterviewer, addReview, interviewer, reviewsOf } from '../interviewers/support.ts';
import { companyReviewBody, managerFixture, profile, submitReview } from '../managers/support.ts';
import {
  auditLog,
  decide,
  expectStatus,
  json,
  moderatorAccount,
  type QueueItem,
  queue,
  report,
  useModerationWorld,
} from './support.ts';

const { t, author, readers, moderator } = useModerationWorld();

const itemOf = (items: QueueItem[], reviewId: string) => items.find((i) => i.reviewId === reviewId);

async function companyPage(companyId: string) {
  return json<{ company: { reviewCount: number; companyReviews: { reviewCount: number } } }>(
    await t.request('GET', `/api/companies/search/company/_/${companyId}`),
  );
}

describe('reports hide a review at the third, a moderator decides', () => {
  test('interviewer review: hidden from lists and figures at 3 reports; approve brings it back', async () => {
    const target = await addInterviewer(t, author.idToken);
    const kept = await addReview(t, readers[0]?.idToken as string, target._id, { rating: 2 });
    const review = await addReview(t, author.idToken, target._id, {
      rating: 5,
      reviewText: 'Lovely chat.',
      interviewStatus: 'not cleared',
    });
    expect((await interviewer(t, target._id)).reviewCount).toBe(2);

    const reasons = ['false or off-topic', 'spam', 'other'] as const;
    for (const [i, reader] of readers.entries()) {
      const res = await report(
        t,
        reader,
        'interviewer',
        review._id,
        reasons[i],
        i === 2 ? 'Not about the interview.' : undefined,
      );
      const body = await expectStatus(res, 201);
      expect(body).toMatchObject({ kind: 'interviewer', reviewId: review._id, reason: reasons[i] });
      expect(body.message).toBe('Thank you. A moderator will look at this review.');
      const visible = (await reviewsOf(t, target._id)).map((r) => r._id);
      // Two reports: still shown; the third hides it.
      expect(visible.includes(review._id)).toBe(i < 2);
    }
    const hidden = await interviewer(t, target._id);
    expect(hidden).toMatchObject({ reviewCount: 1, average: 2, distribution: { '5': 0, '2': 1 } });
    expect((await reviewsOf(t, target._id, readers[0]?.idToken)).map((r) => r._id)).toEqual([kept._id]);
    // Its author still sees it, marked as pending review; nobody else sees the status.
    const own = (await reviewsOf(t, target._id, author.idToken)).find((r) => r._id === review._id);
    expect(own).toMatchObject({ isOwnReview: true, status: 'pending review', reviewText: 'Lovely chat.' });
    const mine = await json<{ _id: string; status?: string }[]>(
      await t.request('GET', '/api/user/my-reviews', { token: author.idToken }),
    );
    expect(mine.find((r) => r._id === review._id)?.status).toBe('pending review');
    expect((await reviewsOf(t, target._id, readers[0]?.idToken))[0]).not.toHaveProperty('status');
    // Nobody can vote on what they cannot see.
    const vote = await t.request('POST', `/api/interviewers/${target._id}/reviews/${review._id}/like`, {
      token: readers[0]?.idToken,
    });
    expect(vote.status).toBe(404);

    const item = itemOf(await queue(t, moderator), review._id);
    expect(item).toMatchObject({
      kind: 'interviewer',
      state: 'hidden',
      openReports: 3,
      subject: { id: target._id, name: target.name, company: target.company.name },
      // The outcome as the site words it, not the stored 'not cleared'.
      review: {
        rating: 5,
        reviewText: 'Lovely chat.',
        texts: [{ label: 'Interview outcome', text: 'Not Cleared' }],
      },
      reports: {
        total: 3,
        open: 3,
        byReason: { 'false or off-topic': 1, spam: 1, other: 1, 'personal information': 0 },
      },
    });
    expect(item?.reports.items.map((r) => r.details)).toContain('Not about the interview.');

    const approved = await expectStatus<{ item: QueueItem; fromState: string; toState: string }>(
      await decide(t, moderator, 'approve', 'interviewer', review._id, 'Opinion, not a violation.'),
      200,
    );
    expect(approved).toMatchObject({
      fromState: 'hidden',
      toState: 'published',
      item: { state: 'published' },
    });
    expect(approved.item.reports).toMatchObject({ total: 3, open: 0 });
    expect((await reviewsOf(t, target._id)).map((r) => r._id)).toContain(review._id);
    expect(await interviewer(t, target._id)).toMatchObject({
      reviewCount: 2,
      distribution: { '5': 1, '2': 1 },
    });
    expect(itemOf(await queue(t, moderator), review._id)).toBeUndefined();
    const [entry] = await auditLog(t, moderator);
    expect(entry).toMatchObject({
      moderator: { uid: moderator.uid, email: moderator.email },
      action: 'approve',
      kind: 'interviewer',
      reviewId: review._id,
      reason: 'Opinion, not a violation.',
      fromState: 'hidden',
      toState: 'published',
      reportsResolved: 3,
    });
    // Reporters already had their say on this text: a second report by them is still a 409.
    expect((await report(t, readers[0] as TestAccount, 'interviewer', review._id)).status).toBe(409);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('manager review: remove keeps it out of the manager and company figures; restore puts it back', async () => {
    const { manager, company } = await managerFixture(t, author);
    await expectStatus(await submitReview(t, readers[0] as TestAccount, manager._id, { rating: 2 }), 201);
    const review = await expectStatus<{ _id: string }>(
      await submitReview(t, author, manager._id, { rating: 5, reviewLeadership: 'Named names.' }),
      201,
    );
    expect((await profile(t, manager._id)).manager.reviewCount).toBe(2);
    expect((await companyPage(company._id)).company.reviewCount).toBe(2);

    await expectStatus(
      await report(t, readers[0] as TestAccount, 'manager', review._id, 'personal information'),
      201,
    );
    const item = itemOf(await queue(t, moderator), review._id);
    expect(item).toMatchObject({ state: 'published', openReports: 1 });
    expect(item?.review.texts).toContainEqual({ label: 'Leadership', text: 'Named names.' });

    const removed = await expectStatus<{ toState: string }>(
      await decide(t, moderator, 'remove', 'manager', review._id, 'Identifies a colleague.'),
      200,
    );
    expect(removed.toState).toBe('removed');
    let shown = await profile(t, manager._id);
    expect(shown.reviews.map((r) => r._id)).not.toContain(review._id);
    expect(shown.manager).toMatchObject({ reviewCount: 1, averageRating: 2 });
    expect((await companyPage(company._id)).company.reviewCount).toBe(1);
    const own = (await profile(t, manager._id, author.idToken)).reviews.find((r) => r._id === review._id);
    expect(own).toMatchObject({ isOwnReview: true, status: 'removed' });
    expect(itemOf(await queue(t, moderator), review._id)).toBeUndefined();
    expect(itemOf(await queue(t, moderator, 'removed'), review._id)).toMatchObject({ state: 'removed' });
    // The author's edit of a removed review does not bring it back.
    await expectStatus(
      await t.request('PUT', `/api/manager-reviews/${review._id}`, {
        token: author.idToken,
        body: { rating: 4, reviewText: 'Toned down.', anonymous: true },
      }),
      200,
    );
    expect((await profile(t, manager._id)).manager.reviewCount).toBe(1);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);

    t.clock.advance(60_000);
    await expectStatus(await decide(t, moderator, 'restore', 'manager', review._id, 'Edited since.'), 200);
    shown = await profile(t, manager._id);
    expect(shown.reviews.map((r) => r._id)).toContain(review._id);
    expect(shown.manager).toMatchObject({ reviewCount: 2, averageRating: 3 });
    expect((await companyPage(company._id)).company.reviewCount).toBe(2);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
    const actions = (await auditLog(t, moderator))
      .filter((e) => e.reviewId === review._id)
      .map((e) => e.action);
    expect(actions).toEqual(['restore', 'remove']);
  });

  test('company review: three reports hide it from the company page and its figures', async () => {
    const { manager, company } = await managerFixture(t, author);
    await expectStatus(await submitReview(t, author, manager._id), 201);
    const review = await expectStatus<{ _id: string }>(
      await t.request('POST', '/api/company-reviews/submit', {
        token: author.idToken,
        body: companyReviewBody(company._id),
      }),
      201,
    );
    expect((await companyPage(company._id)).company.companyReviews.reviewCount).toBe(1);
    for (const reader of readers)
      await expectStatus(await report(t, reader, 'company', review._id, 'spam'), 201);
    const listed = await json<{ _id: string }[]>(
      await t.request('GET', `/api/company-reviews/company/${company._id}`),
    );
    expect(listed).toEqual([]);
    expect((await companyPage(company._id)).company.companyReviews.reviewCount).toBe(0);
    expect(itemOf(await queue(t, moderator), review._id)).toMatchObject({
      kind: 'company',
      state: 'hidden',
      subject: { id: company._id, company: null },
    });
    await expectStatus(await decide(t, moderator, 'approve', 'company', review._id), 200);
    expect((await companyPage(company._id)).company.companyReviews.reviewCount).toBe(1);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });
});

describe('screening holds profanity for a moderator', () => {
  test('a flagged new review is pending for its author, absent for everyone else, and uncounted', async () => {
    const target = await addInterviewer(t, author.idToken);
    const created = await addReview(t, author.idToken, target._id, { reviewText: 'What a smegging mess.' });
    expect(created).toMatchObject({ isOwnReview: true, status: 'pending review' });
    expect(await reviewsOf(t, target._id)).toEqual([]);
    expect((await interviewer(t, target._id)).reviewCount).toBe(0);
    expect((await reviewsOf(t, target._id, author.idToken))[0]).toMatchObject({ status: 'pending review' });
    expect(itemOf(await queue(t, moderator), created._id)).toMatchObject({
      state: 'held',
      heldFor: ['profanity'],
    });
    await expectStatus(await decide(t, moderator, 'approve', 'interviewer', created._id), 200);
    expect((await reviewsOf(t, target._id)).map((r) => r._id)).toEqual([created._id]);
    expect((await interviewer(t, target._id)).reviewCount).toBe(1);
    expect((await reviewsOf(t, target._id, author.idToken))[0]).not.toHaveProperty('status');
  });

  test('an edit that adds profanity holds a published review; an edit never lifts a hold', async () => {
    const { manager } = await managerFixture(t, author);
    const review = await expectStatus<{ _id: string }>(await submitReview(t, author, manager._id), 201);
    const edit = (body: Record<string, unknown>) =>
      t.request('PUT', `/api/manager-reviews/${review._id}`, {
        token: author.idToken,
        body: { rating: 3, reviewText: 'Fine.', anonymous: true, ...body },
      });
    const held = await expectStatus(await edit({ reviewSupport: 'Frackin useless support.' }), 200);
    expect(held.status).toBe('pending review');
    expect((await profile(t, manager._id)).manager.reviewCount).toBe(0);
    const still = await expectStatus(await edit({ reviewSupport: 'Could be better.' }), 200);
    expect(still.status).toBe('pending review');
    expect((await profile(t, manager._id)).reviews).toEqual([]);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('rate-manager in one call holds a flagged review and leaves every figure as it was', async () => {
    const res = await t.request('POST', '/api/rate-manager', {
      token: author.idToken,
      body: {
        companyName: `Smeg Free Co ${Date.now()}`,
        branch: { city: 'Pune' },
        manager: { name: 'Pat Lee', position: 'Lead' },
        review: { rating: 4, reviewText: 'Smeg, but fair.', anonymous: true },
      },
    });
    const body = await expectStatus<{
      manager: { _id: string; reviewCount: number };
      review: { status: string };
    }>(res, 201);
    expect(body.review.status).toBe('pending review');
    expect(body.manager.reviewCount).toBe(0);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });
});

describe('the burst rule', () => {
  let burst: TestApp;
  let burstModerator: TestAccount;
  beforeAll(async () => {
    // Real time, five minutes ahead: the accounts the Auth emulator makes from now on are younger
    // than a day, and never "created after now" (the emulator keeps creation times to the second, so
    // an account made in the next second read as created in the future, of unknown age: not young).
    burst = await createTestApp({ now: new Date(Date.now() + 5 * 60 * 1000) });
    burstModerator = await moderatorAccount(burst);
  });
  afterAll(() => burst.close());

  test('a third negative review from new accounts within the hour holds all three', async () => {
    const [a, b, c, d] = await Promise.all([
      createAccount(),
      createAccount(),
      createAccount(),
      createAccount(),
    ]);
    const target = await addInterviewer(burst, (a as TestAccount).idToken);
    const praise = await addReview(burst, (d as TestAccount).idToken, target._id, { rating: 5 });
    const first = await addReview(burst, (a as TestAccount).idToken, target._id, { rating: 1 });
    burst.clock.advance(20 * 60 * 1000);
    const second = await addReview(burst, (b as TestAccount).idToken, target._id, { rating: 2 });
    expect(first).not.toHaveProperty('status');
    expect(second).not.toHaveProperty('status');
    expect((await interviewer(burst, target._id)).reviewCount).toBe(3);
    burst.clock.advance(20 * 60 * 1000);
    const third = await addReview(burst, (c as TestAccount).idToken, target._id, { rating: 1 });
    expect(third).toHaveProperty('status', 'pending review');
    expect((await reviewsOf(burst, target._id)).map((r) => r._id)).toEqual([praise._id]);
    expect(await interviewer(burst, target._id)).toMatchObject({
      reviewCount: 1,
      distribution: { '1': 0, '5': 1 },
    });
    const held = (await queue(burst, burstModerator)).filter((i) => i.subject?.id === target._id);
    expect(held.map((i) => i.reviewId).sort()).toEqual([first._id, second._id, third._id].sort());
    expect(held.every((i) => i.state === 'held' && i.heldFor.includes('burst'))).toBe(true);
    expect(await findInconsistencies(burst.deps.store)).toEqual([]);
  });

  test('spread over more than an hour, or from accounts older than a day, nothing is held', async () => {
    const accounts = await Promise.all([createAccount(), createAccount(), createAccount()]);
    const spread = await addInterviewer(burst, (accounts[0] as TestAccount).idToken);
    for (const account of accounts) {
      const review = await addReview(burst, account.idToken, spread._id, { rating: 1 });
      expect(review).not.toHaveProperty('status');
      burst.clock.advance(31 * 60 * 1000);
    }
    burst.clock.advance(2 * 24 * 60 * 60 * 1000);
    const old = await addInterviewer(burst, (accounts[0] as TestAccount).idToken);
    for (const account of accounts) {
      expect(await addReview(burst, account.idToken, old._id, { rating: 1 })).not.toHaveProperty('status');
    }
    expect((await interviewer(burst, old._id)).reviewCount).toBe(3);
  });
});
