// A review the claimant answered can leave the public in two ways: its author deletes it, or a
// moderator removes it. The claimant must not learn which: "the author deleted it" says something about
// the author (they read the answer and thought better of it), and the two must read alike to the public
// too. So every answer the claimant or a reader can ask for, about the response or the review, is the
// same for both; for a manager's claimant and a company's verified account alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { submitReview } from '../managers/support.ts';
import { decide, report } from '../moderation/support.ts';
import { companyAccountByCode, companyReviewBy, companyWorld } from './company-support.ts';
import { claimByCode, claimWorld, expectStatus } from './support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Status and body, with the review's own id taken out: what a caller can compare. */
async function seen(res: Response, reviewId: string) {
  return { status: res.status, body: (await res.text()).replaceAll(reviewId, '<id>') };
}

type Setting = {
  kind: 'manager' | 'company';
  /** The answering account, a moderator, and the review lists' paths. */
  world(): Promise<{ claimant: TestAccount; moderator: TestAccount; context: string; listing: string }>;
  /** A published review by a new author, for the world made last. */
  review(): Promise<{ author: TestAccount; id: string }>;
};

let last: { managerId: string; world?: Awaited<ReturnType<typeof companyWorld>> } = { managerId: '' };
const settings: Setting[] = [
  {
    kind: 'manager',
    async world() {
      const w = await claimWorld(t);
      last = { managerId: w.manager._id };
      return {
        claimant: await claimByCode(t, w),
        moderator: w.moderator,
        context: `/api/user/review-context/managers/${w.manager._id}`,
        listing: `/api/managers/${w.manager._id}`,
      };
    },
    async review() {
      const author = await createAccount();
      const review = await expectStatus(await submitReview(t, author, last.managerId), 201);
      return { author, id: review._id as string };
    },
  },
  {
    kind: 'company',
    async world() {
      const w = await companyWorld(t);
      last = { managerId: w.manager._id, world: w };
      return {
        claimant: await companyAccountByCode(t, w),
        moderator: w.moderator,
        context: `/api/user/review-context/companies/${w.company._id}`,
        listing: `/api/company-reviews/company/${w.company._id}`,
      };
    },
    async review() {
      if (!last.world) throw new Error('no company world');
      const { reviewer, reviewId } = await companyReviewBy(t, last.world);
      return { author: reviewer, id: reviewId };
    },
  },
];

describe.each(settings)('a $kind review the claimant answered, then gone', (setting) => {
  it('deleted by its author or removed by a moderator: the claimant and the public are told the same', async () => {
    const { claimant, moderator, context, listing } = await setting.world();
    const reviews = `/api/${setting.kind}-reviews`;
    const reader = await createAccount();
    const deleted = await setting.review();
    const removed = await setting.review();
    for (const { id } of [deleted, removed]) {
      await expectStatus(
        await t.request('PUT', `${reviews}/${id}/response`, {
          token: claimant.idToken,
          body: { text: 'Thank you for the feedback.' },
        }),
        201,
      );
      // The claimant may vote on and report a review they answered, like any reader.
      await expectStatus(await t.request('POST', `${reviews}/like/${id}`, { token: claimant.idToken }), 200);
      await expectStatus(await report(t, claimant, setting.kind, id), 201);
    }
    await expectStatus(
      await t.request('DELETE', `${reviews}/${deleted.id}`, { token: deleted.author.idToken }),
      200,
    );
    await expectStatus(await decide(t, moderator, 'remove', setting.kind, removed.id), 200);

    const mine = await expectStatus<{
      responder: { responses: Record<string, unknown> };
      myVotes: Record<string, unknown>;
    }>(await t.request('GET', context, { token: claimant.idToken }), 200);
    // Before: the response to the removed review was still listed (status "published"), the other not.
    expect(Object.keys(mine.responder.responses)).toEqual([]);
    expect(mine.myVotes).toEqual({});

    const asks = (id: string, who: TestAccount): Promise<Response>[] => [
      t.request('PUT', `${reviews}/${id}/response`, { token: who.idToken, body: { text: 'Thanks again.' } }),
      t.request('DELETE', `${reviews}/${id}/response`, { token: who.idToken }),
      // Before: 409 "already reported" for the removed review, 404 for the deleted one.
      report(t, who, setting.kind, id),
      report(t, who, 'response', id),
      t.request('POST', `${reviews}/like/${id}`, { token: who.idToken }),
    ];
    for (const who of [claimant, reader]) {
      const afterDelete = await Promise.all(
        asks(deleted.id, who).map(async (r) => seen(await r, deleted.id)),
      );
      const afterRemoval = await Promise.all(
        asks(removed.id, who).map(async (r) => seen(await r, removed.id)),
      );
      expect(afterRemoval).toEqual(afterDelete);
    }

    const listed = JSON.stringify(await expectStatus(await t.request('GET', listing), 200));
    expect(listed).not.toContain(deleted.id);
    expect(listed).not.toContain(removed.id);
  });
});
