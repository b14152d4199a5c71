// Public responses to company reviews by the company's verified account (issue 17 item 3): the
// same responses as a claimed manager's (one per review, editable, moderated, the reviewer told
// once by mail), shown under the company review; nothing the account sees names a reviewer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorKey } from '../../../src/domain/accounts/author-key.ts';
import { REVIEW_RESPONSES } from '../../../src/domain/responses/review-responses.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { submitReview } from '../managers/support.ts';
import { auditLog, decide, FAKE_PROFANITY, queue } from '../moderation/support.ts';
import { type CompanyWorld, companyAccountByCode, companyReviewBy, companyWorld } from './company-support.ts';
import { claimByCode, expectStatus } from './support.ts';

type Shown = { text: string; createdAt: string; updatedAt: string } | null;
type ListedReview = { _id: string; createdAt: string; response: Shown; [field: string]: unknown };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ profanity: FAKE_PROFANITY });
});
afterAll(async () => {
  await t.close();
});

type World = CompanyWorld & { account: TestAccount; reviewer: TestAccount; reviewId: string };

async function world(): Promise<World> {
  const w = await companyWorld(t);
  const account = await companyAccountByCode(t, w);
  const { reviewer, reviewId } = await companyReviewBy(t, w);
  return { ...w, account, reviewer, reviewId };
}

const respond = (account: TestAccount, reviewId: string, text: string, key?: string) =>
  t.request('PUT', `/api/company-reviews/${reviewId}/response`, {
    token: account.idToken,
    body: { text },
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });
const unrespond = (account: TestAccount, reviewId: string) =>
  t.request('DELETE', `/api/company-reviews/${reviewId}/response`, { token: account.idToken });

async function listed(w: CompanyWorld, token?: string): Promise<ListedReview[]> {
  return (await expectStatus(
    await t.request('GET', `/api/company-reviews/company/${w.company._id}`, token ? { token } : {}),
    200,
  )) as unknown as ListedReview[];
}

async function shownUnder(w: World, token?: string): Promise<Shown> {
  const review = (await listed(w, token)).find((r) => r._id === w.reviewId);
  if (!review) throw new Error('review not listed');
  return review.response;
}

const contextOf = async (w: CompanyWorld, account: TestAccount) =>
  expectStatus(
    await t.request('GET', `/api/user/review-context/companies/${w.company._id}`, { token: account.idToken }),
    200,
  );

describe('the company account responds', () => {
  it('creates, edits and deletes one response per review, shown under the company review in days', async () => {
    const w = await world();
    const created = await expectStatus(
      await respond(w.account, w.reviewId, '  Thank you, we hear you.  '),
      201,
    );
    expect(created).toMatchObject({
      reviewId: w.reviewId,
      response: { text: 'Thank you, we hear you.', status: 'published' },
    });
    const shown = await shownUnder(w);
    expect(shown?.text).toBe('Thank you, we hear you.');
    expect(shown?.createdAt).toMatch(/T00:00:00\.000Z$/);
    expect(shown?.updatedAt).toMatch(/T00:00:00\.000Z$/);

    await expectStatus(await respond(w.account, w.reviewId, 'Thank you: weekend rotas are fairer now.'), 200);
    expect((await shownUnder(w))?.text).toBe('Thank you: weekend rotas are fairer now.');
    const stored = await t.deps.store.query({
      collection: REVIEW_RESPONSES,
      where: [{ field: 'reviewId', op: '==', value: w.reviewId }],
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.data).toMatchObject({ kind: 'company', companyId: w.company._id });

    const ctx = await contextOf(w, w.account);
    expect(ctx.responder).toMatchObject({
      canRespond: true,
      responses: { [w.reviewId]: { text: 'Thank you: weekend rotas are fairer now.', status: 'published' } },
    });
    expect((await contextOf(w, w.reviewer)).responder).toBeUndefined();

    expect(await expectStatus(await unrespond(w.account, w.reviewId), 200)).toMatchObject({
      _id: w.reviewId,
    });
    expect(await shownUnder(w)).toBeNull();
    expect((await unrespond(w.account, w.reviewId)).status).toBe(404);
  });

  it('a replay with the same Idempotency-Key writes once and mails the reviewer once', async () => {
    const w = await world();
    const first = await respond(w.account, w.reviewId, 'Thanks for the honest words.', 'company-resp-1');
    expect(first.status).toBe(201);
    const replay = await respond(w.account, w.reviewId, 'Thanks for the honest words.', 'company-resp-1');
    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(await first.json());
    // An edit later is no new first publication either.
    await expectStatus(await respond(w.account, w.reviewId, 'Thanks again.'), 200);
    const mails = await t.mails(w.reviewer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(w.company.name);
    expect(mails[0]?.text).toContain(`/companies/`);
    expect(mails[0]?.text).toContain(w.company._id);
    expect(mails[0]?.text).not.toContain(w.account.email);
    expect(mails[0]?.text).not.toContain(w.reviewer.uid);
  });
});

describe('who may not respond', () => {
  it('403 for the manager’s claimant, the reviewer, a stranger, another company’s account and a pending claim', async () => {
    const w = await world();
    const managerClaimant = await claimByCode(t, { ...w, companyId: w.company._id });
    const other = await world();
    const pending = await createAccount();
    const unclaimed = await companyWorld(t);
    await expectStatus(
      await t.request('POST', `/api/companies/${unclaimed.company._id}/claim`, {
        token: pending.idToken,
        body: { method: 'evidence', evidence: 'I speak for this company, see our site.' },
      }),
      202,
    );
    const unclaimedReview = await companyReviewBy(t, unclaimed);
    expect((await respond(pending, unclaimedReview.reviewId, 'I am pending.')).status).toBe(403);
    for (const account of [managerClaimant, w.reviewer, await createAccount(), other.account, pending]) {
      const res = await respond(account, w.reviewId, 'Not mine to answer.');
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 'forbidden', message: expect.any(String) });
      expect((await unrespond(account, w.reviewId)).status).toBe(403);
    }
    expect(
      (await t.request('PUT', `/api/company-reviews/${w.reviewId}/response`, { body: { text: 'x' } })).status,
    ).toBe(401);
    expect(await shownUnder(w)).toBeNull();
    expect(await t.mails(w.reviewer.email)).toHaveLength(0);
  });

  it('the company account cannot answer manager reviews, nor the manager’s claimant company reviews', async () => {
    const w = await world();
    const managerClaimant = await claimByCode(t, { ...w, companyId: w.company._id });
    const managerReviewer = await createAccount();
    const managerReview = await expectStatus(await submitReview(t, managerReviewer, w.manager._id), 201);
    const managerReviewId = managerReview._id as string;
    // The company account at the manager-review path: not the manager's claimant.
    const asManager = await t.request('PUT', `/api/manager-reviews/${managerReviewId}/response`, {
      token: w.account.idToken,
      body: { text: 'We, the company, answer.' },
    });
    expect(asManager.status).toBe(403);
    // A manager review's id at the company-review path is no company review (and the other way round).
    expect((await respond(w.account, managerReviewId, 'Crossed paths.')).status).toBe(404);
    const crossed = await t.request('PUT', `/api/manager-reviews/${w.reviewId}/response`, {
      token: managerClaimant.idToken,
      body: { text: 'Crossed paths.' },
    });
    expect(crossed.status).toBe(404);
    // The manager's claimant still answers their own reviews: the two rights are separate.
    await expectStatus(
      await t.request('PUT', `/api/manager-reviews/${managerReviewId}/response`, {
        token: managerClaimant.idToken,
        body: { text: 'Thanks from the manager.' },
      }),
      201,
    );
  });

  it('a forged or unknown review id is a 404, another company’s review a 403, bad text a 400', async () => {
    const w = await world();
    const other = await world();
    for (const id of ['NoSuchReview12345678', 'x', '..%2F..%2Fetc']) {
      const res = await respond(w.account, id, 'Hello.');
      expect([400, 404], id).toContain(res.status);
      expect(await res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect((await respond(w.account, 'NoSuchReview12345678', 'Hello.')).status).toBe(404);
    expect((await respond(w.account, other.reviewId, 'Not our review.')).status).toBe(403);
    expect((await unrespond(w.account, other.reviewId)).status).toBe(403);
    for (const text of ['', '   ', 'x'.repeat(5001), 'Write to us at hr@example.com']) {
      const res = await respond(w.account, w.reviewId, text);
      expect(res.status, text.slice(0, 20)).toBe(400);
      expect(await res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const oversized = await t.request('PUT', `/api/company-reviews/${w.reviewId}/response`, {
      token: w.account.idToken,
      body: { text: 'y'.repeat(200_000) },
    });
    expect(oversized.status).toBe(413);
    expect(await shownUnder(w)).toBeNull();
  });
});

describe('moderation, the reviewer’s mail and anonymity', () => {
  it('a held response is the account’s and moderators’ alone until approved; then the reviewer gets one mail', async () => {
    const w = await world();
    const held = await expectStatus(await respond(w.account, w.reviewId, 'What a smegging review.'), 201);
    expect(held.response).toMatchObject({ status: 'pending review' });
    for (const token of [undefined, w.reviewer.idToken, (await createAccount()).idToken]) {
      expect(await shownUnder(w, token)).toBeNull();
    }
    expect(await t.mails(w.reviewer.email)).toHaveLength(0);
    expect((await contextOf(w, w.account)).responder).toMatchObject({
      responses: { [w.reviewId]: { status: 'pending review' } },
    });

    // The same moderation kind and queue as a manager's response, with the company as its subject.
    const item = (await queue(t, w.moderator)).find(
      (i) => i.kind === ('response' as never) && i.reviewId === w.reviewId,
    );
    expect(item?.subject).toMatchObject({ id: w.company._id, name: w.company.name, company: null });
    expect(item?.review.texts[0]?.label).toBe('Public response from the company to review');

    await expectStatus(await respond(w.account, w.reviewId, 'What a review.'), 200);
    expect(await shownUnder(w)).toBeNull();
    await expectStatus(await decide(t, w.moderator, 'approve', 'response' as never, w.reviewId), 200);
    expect((await shownUnder(w))?.text).toBe('What a review.');
    expect(await t.mails(w.reviewer.email)).toHaveLength(1);

    // Removed, restored and edited: still the one mail.
    await expectStatus(await decide(t, w.moderator, 'remove', 'response' as never, w.reviewId), 200);
    expect(await shownUnder(w)).toBeNull();
    await expectStatus(await decide(t, w.moderator, 'restore', 'response' as never, w.reviewId), 200);
    await expectStatus(await respond(w.account, w.reviewId, 'What a review, thanks.'), 200);
    expect(await t.mails(w.reviewer.email)).toHaveLength(1);
  });

  it('the company account sees no author data, no held review and days only; a held review cannot be answered', async () => {
    const w = await world();
    const heldReview = await companyReviewBy(t, w, 'Smegging great canteen.');
    expect(heldReview.status).toBe('pending review');
    await expectStatus(await respond(w.account, w.reviewId, 'Thanks.'), 201);
    expect((await respond(w.account, heldReview.reviewId, 'Answering a held review.')).status).toBe(404);

    const seenList = await listed(w, w.account.idToken);
    const ctx = await contextOf(w, w.account);
    const status = await expectStatus(
      await t.request('GET', `/api/companies/${w.company._id}/claim`, { token: w.account.idToken }),
      200,
    );
    expect(seenList.map((r) => r._id)).not.toContain(heldReview.reviewId);
    expect(JSON.stringify(ctx)).not.toContain(heldReview.reviewId);
    for (const review of seenList) {
      expect(review.createdAt).toMatch(/T00:00:00\.000Z$/);
      expect(review.isOwnReview).toBe(false);
      expect(Object.keys(review)).not.toContain('authorKey');
    }
    const seen = JSON.stringify([seenList, ctx, status, t.logs]);
    for (const reviewer of [w.reviewer, heldReview.reviewer]) {
      expect(seen).not.toContain(reviewer.uid);
      expect(seen).not.toContain(reviewer.email);
      expect(seen).not.toContain(authorKey(reviewer.uid, t.deps.secrets.authorKey));
    }
    // The moderation log names no reviewer either.
    const log = JSON.stringify(await auditLog(t, w.moderator));
    expect(log).not.toContain(w.reviewer.uid);
    expect(log).not.toContain(w.reviewer.email);
  });

  it('a withdrawn account may no longer respond, and its published response stays under the review', async () => {
    const w = await world();
    await expectStatus(await respond(w.account, w.reviewId, 'Thanks.'), 201);
    await expectStatus(
      await t.request('POST', `/api/companies/${w.company._id}/claim/withdraw`, { token: w.account.idToken }),
      200,
    );
    expect((await respond(w.account, w.reviewId, 'Still here?')).status).toBe(403);
    expect((await contextOf(w, w.account)).responder).toBeUndefined();
    expect((await shownUnder(w))?.text).toBe('Thanks.');
  });
});
