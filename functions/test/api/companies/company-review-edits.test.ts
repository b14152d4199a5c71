// Company reviews can be edited and deleted by their author, as interviewer and manager reviews can
// (issue 14): PUT and DELETE /api/company-reviews/{id} with the same ownership rule, idempotency,
// figures kept in the same transaction and screening on edit; and check-eligibility tells the author
// of this month's review the day they may write the next (issue 14, item 9).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findManagerAreaInconsistencies } from '../../../src/domain/managers/consistency-checks.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { companyReviewBody, expectStatus } from '../managers/support.ts';
import { FAKE_PROFANITY } from '../moderation/support.ts';
import { type CompanyReview, context, eligibleCompany, listed, submitCompanyReview } from './support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ profanity: FAKE_PROFANITY, now: new Date('2026-03-14T09:30:00Z') });
});
afterAll(() => t.close());

type Figures = { reviewCount: number; averageRating: number };

async function figures(companyId: string): Promise<Figures> {
  const page = await json<{ company: { companyReviews: Figures } }>(
    await t.request('GET', `/api/companies/search/company/_/${companyId}`),
  );
  return {
    reviewCount: page.company.companyReviews.reviewCount,
    averageRating: page.company.companyReviews.averageRating,
  };
}

const edit = (
  account: TestAccount,
  id: string,
  body: Record<string, unknown>,
  headers?: Record<string, string>,
) =>
  t.request('PUT', `/api/company-reviews/${id}`, {
    token: account.idToken,
    body,
    ...(headers ? { headers } : {}),
  });

const remove = (account: TestAccount, id: string, headers?: Record<string, string>) =>
  t.request('DELETE', `/api/company-reviews/${id}`, {
    token: account.idToken,
    ...(headers ? { headers } : {}),
  });

/** An eligible author's review of a fresh company. */
async function authoredReview() {
  const author = await createAccount();
  const { company } = await eligibleCompany(t, [author]);
  const review = (await expectStatus(
    await submitCompanyReview(t, author, company._id, 'Good pay.'),
    201,
  )) as unknown as CompanyReview;
  return { author, company, review };
}

describe('PUT /company-reviews/{id}', () => {
  test('the author changes ratings and answers; the company figures and the list follow', async () => {
    const { author, company, review } = await authoredReview();
    expect(await figures(company._id)).toEqual({ reviewCount: 1, averageRating: 4 });

    const answer = await expectStatus(
      await edit(
        author,
        review._id,
        companyReviewBody(company._id, { rating: 2, reviews: { pros: 'Changed my mind.' } }),
      ),
      200,
    );
    expect(answer).toMatchObject({
      _id: review._id,
      companyId: company._id,
      rating: 2,
      reviews: { pros: 'Changed my mind.', cons: '', treatment: '' },
      isOwnReview: true,
      myVote: null,
    });
    // Its author sees the exact time of the edit; everyone else a day.
    expect(answer.updatedAt).toBe('2026-03-14T09:30:00.000Z');
    expect(await figures(company._id)).toEqual({ reviewCount: 1, averageRating: 2 });
    const [shown] = (await listed(t, company._id)).items;
    expect(shown).toMatchObject({ _id: review._id, rating: 2, updatedAt: '2026-03-14T00:00:00.000Z' });
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('an edit that adds profanity holds the review (out of the figures); a later edit does not lift it', async () => {
    const { author, company, review } = await authoredReview();
    const held = await expectStatus(
      await edit(author, review._id, companyReviewBody(company._id, { reviews: { cons: 'Frackin chaos.' } })),
      200,
    );
    expect(held.status).toBe('pending review');
    expect(await figures(company._id)).toEqual({ reviewCount: 0, averageRating: 0 });
    expect((await listed(t, company._id)).items).toEqual([]);
    const still = await expectStatus(await edit(author, review._id, companyReviewBody(company._id)), 200);
    expect(still.status).toBe('pending review');
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('a replay under the same Idempotency-Key answers the first answer and writes nothing new', async () => {
    const { author, company, review } = await authoredReview();
    const headers = { 'Idempotency-Key': `edit-${review._id}` };
    const body = companyReviewBody(company._id, { rating: 5 });
    const first = await edit(author, review._id, body, headers);
    expect(first.status).toBe(200);
    t.clock.advance(60_000);
    const again = await edit(author, review._id, body, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    // The same key for a different edit is refused, and changes nothing.
    const reused = await edit(author, review._id, companyReviewBody(company._id, { rating: 1 }), headers);
    expect(reused.status).toBeGreaterThanOrEqual(400);
    expect(reused.status).toBeLessThan(500);
    expect(await figures(company._id)).toEqual({ reviewCount: 1, averageRating: 5 });
  });
});

describe('DELETE /company-reviews/{id}', () => {
  test('the author deletes it: gone from the list, the figures, the context and My reviews; the month is free again', async () => {
    const { author, company, review } = await authoredReview();
    expect(await expectStatus(await remove(author, review._id), 200)).toEqual({
      _id: review._id,
      message: 'Review deleted.',
    });
    expect((await listed(t, company._id)).items).toEqual([]);
    expect(await figures(company._id)).toEqual({ reviewCount: 0, averageRating: 0 });
    expect((await context(t, author, company._id)).ownReview).toBeNull();
    const mine = await json<unknown[]>(
      await t.request('GET', '/api/user/my-reviews/companies', { token: author.idToken }),
    );
    expect(mine).toEqual([]);
    await expectStatus(await submitCompanyReview(t, author, company._id, 'Second thoughts.'), 201);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('a replay under the same key answers as the first time; a new key finds nothing (404)', async () => {
    const { author, company, review } = await authoredReview();
    const headers = { 'Idempotency-Key': `delete-${review._id}` };
    const first = await remove(author, review._id, headers);
    expect(first.status).toBe(200);
    const again = await remove(author, review._id, headers);
    expect(again.status).toBe(200);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await expectStatus(await remove(author, review._id), 404)).toEqual({
      code: 'not_found',
      message: 'Review not found.',
    });
    expect(await figures(company._id)).toEqual({ reviewCount: 0, averageRating: 0 });
  });
});

describe('abuse', () => {
  test("another user's review id: edit and delete are 403 and change nothing", async () => {
    const { company, review } = await authoredReview();
    const stranger = await createAccount();
    // Even a stranger who may review the company themselves.
    await eligibleCompany(t, [stranger]);
    expect(
      await expectStatus(
        await edit(stranger, review._id, companyReviewBody(company._id, { rating: 1 })),
        403,
      ),
    ).toEqual({
      code: 'forbidden',
      message: 'You can only edit your own review.',
    });
    expect(await expectStatus(await remove(stranger, review._id), 403)).toEqual({
      code: 'forbidden',
      message: 'You can only delete your own review.',
    });
    expect((await listed(t, company._id)).items).toMatchObject([{ _id: review._id, rating: 4 }]);
    expect(await figures(company._id)).toEqual({ reviewCount: 1, averageRating: 4 });
  });

  test('a deleted review can be neither edited nor deleted again (404); visitors get 401', async () => {
    const { author, company, review } = await authoredReview();
    await expectStatus(await remove(author, review._id), 200);
    await expectStatus(await edit(author, review._id, companyReviewBody(company._id)), 404);
    await expectStatus(await remove(author, review._id), 404);
    await expectStatus(
      await t.request('PUT', `/api/company-reviews/${review._id}`, { body: companyReviewBody(company._id) }),
      401,
    );
    await expectStatus(await t.request('DELETE', `/api/company-reviews/${review._id}`), 401);
  });

  test('an edit is validated like a submit: a rating of 9 or a 5,001-character answer is a 400', async () => {
    const { author, company, review } = await authoredReview();
    await expectStatus(await edit(author, review._id, companyReviewBody(company._id, { rating: 9 })), 400);
    await expectStatus(
      await edit(author, review._id, companyReviewBody(company._id, { reviews: { pros: 'x'.repeat(5001) } })),
      400,
    );
    expect(await figures(company._id)).toEqual({ reviewCount: 1, averageRating: 4 });
  });

  test('concurrent edits and a delete: every answer is 200 or 404, and the figures stay exact', async () => {
    const { author, company, review } = await authoredReview();
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        edit(author, review._id, companyReviewBody(company._id, { rating: (i % 5) + 1 })),
      ),
      remove(author, review._id),
      ...Array.from({ length: 8 }, (_, i) =>
        edit(author, review._id, companyReviewBody(company._id, { rating: ((i + 2) % 5) + 1 })),
      ),
    ]);
    for (const res of answers) expect([200, 404]).toContain(res.status);
    expect(answers[8]?.status).toBe(200);
    expect((await listed(t, company._id)).items).toEqual([]);
    expect(await figures(company._id)).toEqual({ reviewCount: 0, averageRating: 0 });
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('an edit whose commit is re-run after an ambiguous failure applies once', async () => {
    const { author, company, review } = await authoredReview();
    t.faults.failCommitsAmbiguously(1);
    await expectStatus(await edit(author, review._id, companyReviewBody(company._id, { rating: 1 })), 200);
    expect(await figures(company._id)).toEqual({ reviewCount: 1, averageRating: 1 });
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });
});

describe('GET /company-reviews/check-eligibility/{id}', () => {
  test("tells the author of this month's review which review it is and the day they may write the next", async () => {
    const author = await createAccount();
    const { company } = await eligibleCompany(t, [author]);
    const check = () =>
      t.request('GET', `/api/company-reviews/check-eligibility/${company._id}`, { token: author.idToken });
    expect(await expectStatus(await check(), 200)).toEqual({ eligible: true, reviewedThisMonth: null });
    const review = (await expectStatus(
      await submitCompanyReview(t, author, company._id, 'Fine.'),
      201,
    )) as unknown as CompanyReview;
    expect(await expectStatus(await check(), 200)).toEqual({
      eligible: true,
      reviewedThisMonth: { reviewId: review._id, reviewAgainOn: '2026-04-01' },
    });
    // Someone else is told nothing about it; nor is anyone who is not eligible.
    const other = await createAccount();
    expect(
      await expectStatus(
        await t.request('GET', `/api/company-reviews/check-eligibility/${company._id}`, {
          token: other.idToken,
        }),
        200,
      ),
    ).toEqual({ eligible: false, reviewedThisMonth: null });
    await expectStatus(await remove(author, review._id), 200);
    expect(await expectStatus(await check(), 200)).toEqual({ eligible: true, reviewedThisMonth: null });
  });

  test('December rolls over into the next year; a new month frees the form', async () => {
    const t2 = await createTestApp({ now: new Date('2026-12-31T23:59:00Z') });
    try {
      const author = await createAccount();
      const { company } = await eligibleCompany(t2, [author]);
      await expectStatus(await submitCompanyReview(t2, author, company._id, 'Year end.'), 201);
      const check = () =>
        t2.request('GET', `/api/company-reviews/check-eligibility/${company._id}`, { token: author.idToken });
      expect((await expectStatus(await check(), 200)).reviewedThisMonth).toMatchObject({
        reviewAgainOn: '2027-01-01',
      });
      t2.clock.advance(60_000);
      expect((await expectStatus(await check(), 200)).reviewedThisMonth).toBeNull();
    } finally {
      await t2.close();
    }
  });
});

describe('the review context', () => {
  test('holds every own review in full (the edit form opens any month), and nobody else’s', async () => {
    const { author, company, review } = await authoredReview();
    const ctx = await context(t, author, company._id);
    expect(ctx.ownReviews).toMatchObject([
      { _id: review._id, isOwnReview: true, reviews: { pros: 'Good pay.' } },
    ]);
    const other = await createAccount();
    const theirs = (await context(t, other, company._id)) as typeof ctx;
    expect(theirs.ownReviews).toEqual([]);
  });
});
