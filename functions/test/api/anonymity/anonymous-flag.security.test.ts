// Every review is anonymous, yet each answer carried back the `anonymous` (company: `isAnonymous`) bit its
// client sent: the PWA sends false from an interviewer's profile page and true from "Rate an interviewer",
// and a script may send false where the PWA never does. Anyone reading a list could then tell which screen
// or client each review came from, and a rare bit marks every review of the one author who sends it.
// The bit is accepted (SPEC.md's payloads carry it) and read as true; answers say true for every review.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { COMPANY_REVIEWS } from '../../../src/domain/company-reviews/company-review.ts';
import { MANAGER_REVIEWS } from '../../../src/domain/managers/manager-review.ts';
import { INTERVIEWER_REVIEWS } from '../../../src/domain/reviews/review.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { eligibleCompany } from '../companies/support.ts';
import { addInterviewer, reviewBody as interviewerReviewBody } from '../interviewers/support.ts';
import {
  companyReviewBody,
  expectStatus,
  managerFixture,
  reviewBody as managerReviewBody,
} from '../managers/support.ts';

const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: new Date('2026-03-02T14:03:00Z') });
});
afterAll(() => t.close());

type Kind = {
  kind: 'interviewer' | 'manager' | 'company';
  /** The bit as this kind names it. */
  field: 'anonymous' | 'isAnonymous';
  collection: string;
  /** A target both authors may review. */
  target(authors: TestAccount[]): Promise<string>;
  write(author: TestAccount, targetId: string, anonymous: boolean): Promise<Response>;
  editPath(reviewId: string): string;
  editBody(targetId: string, anonymous: boolean): Record<string, unknown>;
  /** The target's published reviews as anyone reads them. */
  list(targetId: string): Promise<Record<string, unknown>[]>;
};

const KINDS: Kind[] = [
  {
    kind: 'interviewer',
    field: 'anonymous',
    collection: INTERVIEWER_REVIEWS,
    target: async () => (await addInterviewer(t, (await createAccount()).idToken))._id,
    write: (author, id, anonymous) =>
      t.request('POST', '/api/reviews/rmi', {
        token: author.idToken,
        body: interviewerReviewBody(id, { anonymous }),
      }),
    editPath: (id) => `/api/interviewer-reviews/${id}`,
    editBody: (id, anonymous) => interviewerReviewBody(id, { anonymous }),
    list: async (id) => json(await t.request('GET', `/api/reviews/rmi?interviewerId=${id}`)),
  },
  {
    kind: 'manager',
    field: 'anonymous',
    collection: MANAGER_REVIEWS,
    target: async () => (await managerFixture(t, await createAccount())).manager._id,
    write: (author, id, anonymous) =>
      t.request('POST', '/api/manager-reviews/submit', {
        token: author.idToken,
        body: { managerId: id, ...managerReviewBody({ anonymous }) },
      }),
    editPath: (id) => `/api/manager-reviews/${id}`,
    editBody: (_id, anonymous) => managerReviewBody({ anonymous }),
    list: async (id) =>
      ((await json(await t.request('GET', `/api/managers/${id}`))) as { reviews: Record<string, unknown>[] })
        .reviews,
  },
  {
    kind: 'company',
    field: 'isAnonymous',
    collection: COMPANY_REVIEWS,
    target: async (authors) => (await eligibleCompany(t, authors)).company._id,
    write: (author, id, anonymous) =>
      t.request('POST', '/api/company-reviews/submit', {
        token: author.idToken,
        body: companyReviewBody(id, { isAnonymous: anonymous }),
      }),
    editPath: (id) => `/api/company-reviews/${id}`,
    editBody: (id, anonymous) => companyReviewBody(id, { isAnonymous: anonymous }),
    list: async (id) => json(await t.request('GET', `/api/company-reviews/company/${id}`)),
  },
];

describe.each(KINDS)('$kind reviews', (k) => {
  test('a review sent with the bit false reads as every other: anonymous', async () => {
    const authors = [await createAccount(), await createAccount()];
    const targetId = await k.target(authors);
    const [sentFalse, sentTrue] = authors as [TestAccount, TestAccount];
    const written = await expectStatus(await k.write(sentFalse, targetId, false), 201);
    await expectStatus(await k.write(sentTrue, targetId, true), 201);
    // Its author's own answer says so too: nothing they sent is kept.
    expect(written[k.field]).toBe(true);
    const reviews = await k.list(targetId);
    expect(reviews).toHaveLength(2);
    expect(reviews.map((r) => r[k.field])).toEqual([true, true]);
  });

  test('an edit that changes only the bit writes nothing anyone else can see', async () => {
    const author = await createAccount();
    const targetId = await k.target([author]);
    const written = await expectStatus(await k.write(author, targetId, true), 201);
    const before = await k.list(targetId);
    t.clock.advance(DAY);
    await expectStatus(
      await t.request('PUT', k.editPath(String(written._id)), {
        token: author.idToken,
        body: k.editBody(targetId, false),
      }),
      200,
    );
    expect(await k.list(targetId)).toEqual(before);
  });

  test('a review an older client stored with the bit false answers true, and saved again as it was writes nothing', async () => {
    const author = await createAccount();
    const targetId = await k.target([author]);
    const written = await expectStatus(await k.write(author, targetId, true), 201);
    await t.deps.store
      .batch()
      .update(k.collection, String(written._id), { [k.field]: false })
      .commit();
    const before = await k.list(targetId);
    expect(before.map((r) => r[k.field])).toEqual([true]);
    t.clock.advance(DAY);
    for (const sent of [false, true]) {
      await expectStatus(
        await t.request('PUT', k.editPath(String(written._id)), {
          token: author.idToken,
          body: k.editBody(targetId, sent),
        }),
        200,
      );
      expect(await k.list(targetId)).toEqual(before);
    }
  });
});
