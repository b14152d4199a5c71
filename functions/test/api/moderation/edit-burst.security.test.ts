// The burst rule holds three negative reviews of one subject within the hour from accounts younger than a
// day. It was decided only when a review was written: three fresh accounts that each wrote a kind review
// and then edited it down to one star published the pile-on at once, as if the rule did not exist.
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { publishDueReviews } from '../../../src/domain/moderation/scheduled-publication.ts';
import { findInconsistencies } from '../../../src/domain/reviews/consistency-checks.ts';
import { applyDueEdits } from '../../../src/domain/reviews/due-edits.ts';
import type { TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { eligibleCompany, submitCompanyReview } from '../companies/support.ts';
import { accounts, addInterviewer, addReview, reviewBody } from '../interviewers/support.ts';
import {
  companyReviewBody,
  expectStatus,
  managerFixture,
  reviewBody as managerReviewBody,
  submitReview,
} from '../managers/support.ts';
import { DELAY, MINUTE } from './publish-delay-support.ts';
import { moderatorAccount, queue } from './support.ts';

type Listed = { _id: string };
/** One kind: reviews by `authors` of one subject, how each is edited, and the public list. */
type Kind = (
  t: TestApp,
  authors: TestAccount[],
) => Promise<{
  ids: string[];
  edit(author: TestAccount, id: string, rating: number): Promise<Response>;
  listed(): Promise<string[]>;
}>;

const KINDS: Record<string, Kind> = {
  interviewer: async (t, authors) => {
    const target = await addInterviewer(t, (authors[0] as TestAccount).idToken);
    const ids: string[] = [];
    for (const author of authors)
      ids.push((await addReview(t, author.idToken, target._id, { rating: 5 }))._id);
    return {
      ids,
      edit: (author, id, rating) =>
        t.request('PUT', `/interviewer-reviews/${id}`, {
          token: author.idToken,
          body: reviewBody(target._id, { rating }),
        }),
      listed: async () =>
        (await json<Listed[]>(await t.request('GET', `/reviews/rmi?interviewerId=${target._id}`))).map(
          (r) => r._id,
        ),
    };
  },
  manager: async (t, authors) => {
    const { manager } = await managerFixture(t, authors[0] as TestAccount);
    const ids: string[] = [];
    for (const author of authors)
      ids.push(
        (await expectStatus(await submitReview(t, author, manager._id, { rating: 5 }), 201))._id as string,
      );
    return {
      ids,
      edit: (author, id, rating) =>
        t.request('PUT', `/api/manager-reviews/${id}`, {
          token: author.idToken,
          body: managerReviewBody({ rating }),
        }),
      listed: async () =>
        (
          await json<{ reviews: Listed[] }>(await t.request('GET', `/api/managers/${manager._id}`))
        ).reviews.map((r) => r._id),
    };
  },
  company: async (t, authors) => {
    const { company } = await eligibleCompany(t, authors);
    const ids: string[] = [];
    for (const [i, author] of authors.entries())
      ids.push(
        (await expectStatus(await submitCompanyReview(t, author, company._id, `Pro ${i}`), 201))
          ._id as string,
      );
    return {
      ids,
      edit: (author, id, rating) =>
        t.request('PUT', `/api/company-reviews/${id}`, {
          token: author.idToken,
          body: companyReviewBody(company._id, { rating }),
        }),
      listed: async () =>
        (await json<Listed[]>(await t.request('GET', `/api/company-reviews/company/${company._id}`))).map(
          (r) => r._id,
        ),
    };
  },
};

let t: TestApp;
let moderator: TestAccount;
beforeEach(async () => {
  // Real time, five minutes ahead: accounts the Auth emulator makes now are younger than a day.
  t = await createTestApp({ now: new Date(Date.now() + 5 * 60 * 1000) });
  moderator = await moderatorAccount(t);
});
afterEach(() => t.close());

describe.each(Object.entries(KINDS))('%s reviews', (_name, kind) => {
  test('three new accounts editing kind reviews down to one star within the hour are held, as if written so', async () => {
    const authors = await accounts(3);
    const { ids, edit, listed } = await kind(t, authors);
    expect((await listed()).sort()).toEqual([...ids].sort());
    for (const [i, author] of authors.entries()) {
      t.clock.advance(10 * 60 * 1000);
      await expectStatus(await edit(author, ids[i] as string, 1), 200);
    }
    expect(await listed()).toEqual([]);
    const held = (await queue(t, moderator)).filter((item) => ids.includes(item.reviewId));
    expect(held.map((item) => item.reviewId).sort()).toEqual([...ids].sort());
    expect(held.every((item) => item.state === 'held' && item.heldFor.includes('burst'))).toBe(true);
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('accounts older than a day edit their reviews down as before, and an edit that keeps a review kind counts for nothing', async () => {
    const authors = await accounts(3);
    const { ids, edit, listed } = await kind(t, authors);
    // Two new accounts turn theirs negative; the third only edits its kind review: no burst.
    for (const [i, author] of authors.entries())
      await expectStatus(await edit(author, ids[i] as string, i < 2 ? 1 : 4), 200);
    expect((await listed()).sort()).toEqual([...ids].sort());
    t.clock.advance(2 * 24 * 60 * 60 * 1000);
    for (const [i, author] of authors.entries()) {
      await expectStatus(await edit(author, ids[i] as string, 5), 200);
      await expectStatus(await edit(author, ids[i] as string, 2), 200);
    }
    expect((await listed()).sort()).toEqual([...ids].sort());
    expect((await queue(t, moderator)).filter((item) => ids.includes(item.reviewId))).toEqual([]);
  });
});

test('with a publication window, edits down that wait for their moment count when made, and none appears', async () => {
  const delayed = await createTestApp({ now: new Date(Date.now() + 5 * 60 * 1000), publishDelay: DELAY });
  try {
    const job = async () => {
      await publishDueReviews(delayed.deps.store, delayed.clock.now());
      await applyDueEdits(delayed.deps.store, delayed.clock.now());
    };
    const authors = await accounts(3);
    const { ids, edit, listed } = await (KINDS.interviewer as Kind)(delayed, authors);
    delayed.clock.advance(DELAY.maxMs + MINUTE);
    await job();
    expect((await listed()).sort()).toEqual([...ids].sort());
    for (const [i, author] of authors.entries()) {
      delayed.clock.advance(10 * MINUTE);
      await expectStatus(await edit(author, ids[i] as string, 1), 200);
    }
    delayed.clock.advance(DELAY.maxMs + MINUTE);
    await job();
    expect(await listed()).toEqual([]);
    const held = (await queue(delayed, await moderatorAccount(delayed))).filter((item) =>
      ids.includes(item.reviewId),
    );
    expect(held.map((item) => item.reviewId).sort()).toEqual([...ids].sort());
    expect(held.every((item) => item.state === 'held' && item.heldFor.includes('burst'))).toBe(true);
    expect(await findInconsistencies(delayed.deps.store)).toEqual([]);
  } finally {
    await delayed.close();
  }
});

test('with a publication window, kind reviews edited down before their moment are held at it, none appearing', async () => {
  const delayed = await createTestApp({ now: new Date(Date.now() + 5 * 60 * 1000), publishDelay: DELAY });
  try {
    const authors = await accounts(3);
    const { ids, edit, listed } = await (KINDS.interviewer as Kind)(delayed, authors);
    for (const [i, author] of authors.entries()) {
      delayed.clock.advance(5 * MINUTE);
      await expectStatus(await edit(author, ids[i] as string, 1), 200);
    }
    delayed.clock.advance(DELAY.maxMs + MINUTE);
    await publishDueReviews(delayed.deps.store, delayed.clock.now());
    expect(await listed()).toEqual([]);
    const held = (await queue(delayed, await moderatorAccount(delayed))).filter((item) =>
      ids.includes(item.reviewId),
    );
    expect(held.map((item) => item.reviewId).sort()).toEqual([...ids].sort());
    expect(held.every((item) => item.heldFor.includes('burst'))).toBe(true);
    expect(await findInconsistencies(delayed.deps.store)).toEqual([]);
  } finally {
    await delayed.close();
  }
});
