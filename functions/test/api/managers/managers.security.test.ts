// Manager area: races, ownership, exact counts, the monthly limit and its
// UTC boundary, idempotent rate-manager, account erasure and anonymity
// (issue 6, DESIGN.md sections 1, 2, 5 and 6).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authorKey } from '../../../src/domain/accounts/author-key.ts';
import { COMPANY_REVIEWS } from '../../../src/domain/company-reviews/company-review.ts';
import { ELIGIBILITY } from '../../../src/domain/company-reviews/eligibility.ts';
import { findManagerAreaInconsistencies } from '../../../src/domain/managers/consistency-checks.ts';
import { MANAGER_REVIEW_VOTES, MANAGER_REVIEWS } from '../../../src/domain/managers/manager-review.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type RequestOptions, type TestApp } from '../../support/test-app.ts';
import {
  companyReviewBody,
  expectStatus,
  managerFixture,
  profile,
  reviewBody,
  submitReview,
  uniqueName,
} from './support.ts';

const AUTHOR_SECRET = 'test-author-key-secret';

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([createAccount(), createAccount()]);
});
afterAll(() => t.close());

/** How many answers had each status, e.g. { 201: 1, 409: 49 }. */
function statuses(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const { status } of responses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe('races', () => {
  test('50 concurrent reviews of one manager by one user: exactly one 201', async () => {
    const { manager, company } = await managerFixture(t, alice);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => submitReview(t, alice, manager._id, { rating: 1 + (i % 5) })),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 409: 49 });
    const shown = await profile(t, manager._id);
    expect(shown.manager.reviewCount).toBe(1);
    expect(shown.reviews).toHaveLength(1);
    const page = await json<{ company: { reviewCount: number } }>(
      await t.request('GET', `/api/companies/search/company/_/${company._id}`),
    );
    expect(page.company.reviewCount).toBe(1);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('vote counts stay exact with 30 voters at once, then 30 switches and removals at once', async () => {
    const { manager } = await managerFixture(t, alice);
    const review = await expectStatus(await submitReview(t, alice, manager._id), 201);
    const voters = await Promise.all(Array.from({ length: 30 }, () => createAccount()));
    const vote = (account: TestAccount, kind: 'like' | 'dislike') =>
      t.request('POST', `/api/manager-reviews/${kind}/${review._id}`, { token: account.idToken });
    const first = await Promise.all(voters.map((v, i) => vote(v, i < 20 ? 'like' : 'dislike')));
    expect(statuses(first)).toEqual({ 200: 30 });
    let shown = await profile(t, manager._id);
    expect(shown.reviews[0]).toMatchObject({ likes: 20, dislikes: 10 });
    // The first 10 likers switch to dislike, the next 10 likers remove theirs (like again).
    const second = await Promise.all(voters.slice(0, 20).map((v, i) => vote(v, i < 10 ? 'dislike' : 'like')));
    expect(statuses(second)).toEqual({ 200: 20 });
    shown = await profile(t, manager._id);
    expect(shown.reviews[0]).toMatchObject({ likes: 0, dislikes: 20 });
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('50 concurrent company reviews by one eligible user: exactly one 201', async () => {
    const { company, manager } = await managerFixture(t, alice);
    await expectStatus(await submitReview(t, alice, manager._id), 201);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.request('POST', '/api/company-reviews/submit', {
          token: alice.idToken,
          body: companyReviewBody(company._id),
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 409: 49 });
    const page = await json<{ company: { companyReviews: { reviewCount: number } } }>(
      await t.request('GET', `/api/companies/search/company/_/${company._id}`),
    );
    expect(page.company.companyReviews.reviewCount).toBe(1);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });
});

describe('the monthly limit follows the UTC calendar', () => {
  test('last millisecond of April, then the first of May', async () => {
    const t2 = await createTestApp({ now: new Date('2026-04-30T23:59:59.998Z') });
    try {
      const { company, manager } = await managerFixture(t2, alice);
      await expectStatus(await submitReview(t2, alice, manager._id), 201);
      const submit = () =>
        t2.request('POST', '/api/company-reviews/submit', {
          token: alice.idToken,
          body: companyReviewBody(company._id),
        });
      await expectStatus(await submit(), 201);
      t2.clock.advance(1); // 23:59:59.999Z: still April
      expect((await submit()).status).toBe(409);
      t2.clock.advance(1); // 2026-05-01T00:00:00.000Z: May in UTC (still April 30 in New York)
      await expectStatus(await submit(), 201);
      expect((await submit()).status).toBe(409);
      t2.clock.advance(31 * 24 * 60 * 60 * 1000); // June
      await expectStatus(await submit(), 201);
      const listed = await json<unknown[]>(
        await t2.request('GET', `/api/company-reviews/company/${company._id}`),
      );
      expect(listed).toHaveLength(3);
      expect(await findManagerAreaInconsistencies(t2.deps.store)).toEqual([]);
    } finally {
      await t2.close();
    }
  });
});

describe('only the author may change a review', () => {
  test('edit and delete by another user are 403 and change nothing', async () => {
    const { manager } = await managerFixture(t, alice);
    const review = await expectStatus(await submitReview(t, alice, manager._id, { rating: 5 }), 201);
    const edit = await t.request('PUT', `/api/manager-reviews/${review._id}`, {
      token: bob.idToken,
      body: reviewBody({ rating: 1, reviewText: 'Hijacked' }),
    });
    expect(await expectStatus(edit, 403)).toEqual({
      code: 'forbidden',
      message: 'You can only edit your own review.',
    });
    const del = await t.request('DELETE', `/api/manager-reviews/${review._id}`, { token: bob.idToken });
    expect(await expectStatus(del, 403)).toEqual({
      code: 'forbidden',
      message: 'You can only delete your own review.',
    });
    const shown = await profile(t, manager._id);
    expect(shown.reviews[0]).toMatchObject({ rating: 5, reviewText: 'Fair and supportive manager.' });
    expect(shown.manager.averageRating).toBe(5);
  });
});

describe('rate-manager is idempotent', () => {
  test('a replay (also concurrent) returns the first answer and writes nothing', async () => {
    const body = {
      companyName: uniqueName('Idem Bistro'),
      branch: { city: 'Bengaluru', location: ['Jayanagar'] },
      departmentName: uniqueName('Idem Dept'),
      manager: { name: 'Ida Empotent', position: 'Manager' },
      review: reviewBody(),
    };
    const options: RequestOptions = {
      token: alice.idToken,
      headers: { 'Idempotency-Key': 'rate-idem-1' },
      body,
    };
    const first = await t.request('POST', '/api/rate-manager', options);
    const firstBody = await first.text();
    expect(first.status).toBe(201);
    const snapshot = async () => {
      const out: Record<string, number> = {};
      for (const c of ['companies', 'branches', 'departments', 'managers', MANAGER_REVIEWS, ELIGIBILITY]) {
        out[c] = await t.deps.store.count({ collection: c });
      }
      return out;
    };
    const before = await snapshot();
    const replays = await Promise.all(
      Array.from({ length: 10 }, () => t.request('POST', '/rate-manager', options)),
    );
    for (const replay of replays) {
      expect(replay.status).toBe(201);
      expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await replay.text()).toBe(firstBody);
    }
    expect(await snapshot()).toEqual(before);

    // Without the key, the same body is a new request: the review already exists.
    const again = await t.request('POST', '/api/rate-manager', { token: alice.idToken, body });
    expect(again.status).toBe(409);
    expect(await snapshot()).toEqual(before);
  });
});

describe('account erasure', () => {
  test('removes manager reviews, votes, company reviews and markers; every figure repaired', async () => {
    const leaving = await createAccount();
    const { company, manager } = await managerFixture(t, bob);
    const theirs = await expectStatus(await submitReview(t, leaving, manager._id, { rating: 1 }), 201);
    const bobs = await expectStatus(await submitReview(t, bob, manager._id, { rating: 5 }), 201);
    await t.request('POST', `/api/manager-reviews/like/${theirs._id}`, { token: bob.idToken });
    await t.request('POST', `/api/manager-reviews/dislike/${bobs._id}`, { token: leaving.idToken });
    await expectStatus(
      await t.request('POST', '/api/company-reviews/submit', {
        token: leaving.idToken,
        body: companyReviewBody(company._id, { rating: 1 }),
      }),
      201,
    );
    const key = authorKey(leaving.uid, AUTHOR_SECRET);
    const mine = async (collection: string) =>
      t.deps.store.count({ collection, where: [{ field: 'authorKey', op: '==', value: key }] });
    expect(await mine(ELIGIBILITY)).toBe(1);

    await expectStatus(
      await t.request('DELETE', '/api/user/account', {
        token: leaving.idToken,
        body: { currentPassword: leaving.password },
      }),
      200,
    );
    for (const collection of [MANAGER_REVIEWS, MANAGER_REVIEW_VOTES, COMPANY_REVIEWS, ELIGIBILITY]) {
      expect(await mine(collection), collection).toBe(0);
    }
    const shown = await profile(t, manager._id);
    expect(shown.manager).toMatchObject({ reviewCount: 1, averageRating: 5 });
    expect(shown.reviews[0]).toMatchObject({ _id: bobs._id, likes: 0, dislikes: 0 });
    const page = await json<{ company: { reviewCount: number; companyReviews: { reviewCount: number } } }>(
      await t.request('GET', `/api/companies/search/company/_/${company._id}`),
    );
    expect(page.company.reviewCount).toBe(1);
    expect(page.company.companyReviews.reviewCount).toBe(0);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });
});

describe('no answer ties a review to its author', () => {
  test('scan of every manager-area answer as visitor, author and another user', async () => {
    const t3 = await createTestApp();
    const [author, other] = await Promise.all([createAccount(), createAccount()]);
    const seen: { label: string; text: string }[] = [];
    const call = async (label: string, method: string, path: string, options: RequestOptions = {}) => {
      const res = await t3.request(method, path, options);
      const headers = [...res.headers.entries()].map(([k, v]) => `${k}: ${v}`).join('\n');
      seen.push({
        label: `${label} ${method} ${path} -> ${res.status}`,
        text: `${headers}\n\n${await res.clone().text()}`,
      });
      return res;
    };
    try {
      const as = { author: author.idToken, other: other.idToken };
      // The author writes everything the manager area lets one write, naming reviews non-anonymous where allowed.
      const rated = await json<{
        company: { _id: string };
        branch: { _id: string };
        department: { _id: string; slug: string };
        manager: { _id: string };
        review: { _id: string };
      }>(
        await call('author', 'POST', '/api/rate-manager', {
          token: as.author,
          headers: { 'Idempotency-Key': 'scan-1' },
          body: {
            companyName: 'Scan Kitchen',
            branch: { city: 'Bengaluru', location: ['Scan Street'] },
            departmentName: 'Scan Dept',
            manager: { name: 'Scan Target', position: 'Chef' },
            review: reviewBody({ anonymous: false }),
          },
        }),
      );
      await call('author', 'POST', '/api/rate-manager', {
        token: as.author,
        headers: { 'Idempotency-Key': 'scan-1' },
        body: {
          companyName: 'Scan Kitchen',
          branch: { city: 'Bengaluru', location: ['Scan Street'] },
          departmentName: 'Scan Dept',
          manager: { name: 'Scan Target', position: 'Chef' },
          review: reviewBody({ anonymous: false }),
        },
      });
      const { company, branch, department, manager, review } = rated;
      await call('author', 'POST', '/api/departments', { token: as.author, body: { name: 'Scan Two' } });
      await call('author', 'POST', '/api/branches', {
        token: as.author,
        body: { companyId: company._id, city: 'Pune', location: [] },
      });
      const second = await json<{ _id: string }>(
        await call('author', 'POST', '/api/managers', {
          token: as.author,
          body: { name: 'Other Target', position: 'Host', branchId: branch._id, company: company._id },
        }),
      );
      const secondReview = await json<{ _id: string }>(
        await call('author', 'POST', '/api/manager-reviews/submit', {
          token: as.author,
          body: { managerId: second._id, ...reviewBody() },
        }),
      );
      await call('author', 'PUT', `/api/manager-reviews/${secondReview._id}`, {
        token: as.author,
        body: reviewBody({ rating: 2 }),
      });
      await call('other', 'POST', `/api/manager-reviews/like/${review._id}`, { token: as.other });
      await call('author', 'POST', `/api/manager-reviews/dislike/${review._id}`, { token: as.author });
      await call('author', 'GET', `/api/company-reviews/check-eligibility/${company._id}`, {
        token: as.author,
      });
      await call('author', 'POST', '/api/company-reviews/submit', {
        token: as.author,
        body: companyReviewBody(company._id, { isAnonymous: false }),
      });
      await call('author', 'POST', '/api/company-reviews/submit', {
        token: as.author,
        body: companyReviewBody(company._id),
      });
      await call('other', 'POST', '/api/company-reviews/submit', {
        token: as.other,
        body: companyReviewBody(company._id),
      });
      await call('other', 'PUT', `/api/manager-reviews/${review._id}`, {
        token: as.other,
        body: reviewBody(),
      });
      await call('other', 'DELETE', `/api/manager-reviews/${review._id}`, { token: as.other });
      await call('author', 'POST', '/api/manager-reviews/submit', {
        token: as.author,
        body: { managerId: manager._id, ...reviewBody() },
      });

      const reads = [
        `/api/managers/${manager._id}`,
        `/api/managers/${second._id}`,
        '/api/search?q=scan',
        '/api/managers/search/scan?searchMode=name',
        '/api/managers/search/scan?searchMode=company',
        `/api/companies/search/company/_/${company._id}`,
        '/api/companies',
        '/api/companies?sort=top',
        '/api/companies?sort=recent',
        '/api/companies?search=scan',
        '/api/companies/locations',
        '/api/departments',
        `/api/departments/${department.slug}`,
        `/api/branches?ids=${branch._id}`,
        '/api/branches?search=scan',
        `/api/company-reviews/company/${company._id}`,
      ];
      for (const path of reads) {
        await call('visitor', 'GET', path);
        await call('author', 'GET', path, { token: as.author });
        await call('other', 'GET', path, { token: as.other });
      }
      await call('author', 'DELETE', `/api/manager-reviews/${secondReview._id}`, { token: as.author });

      expect(seen.length).toBeGreaterThan(60);
      const secrets = [
        author.uid,
        author.email.toLowerCase(),
        authorKey(author.uid, AUTHOR_SECRET),
        author.idToken,
        other.uid,
        other.email.toLowerCase(),
        authorKey(other.uid, AUTHOR_SECRET),
      ];
      for (const { label, text } of seen) {
        const lower = text.toLowerCase();
        for (const secret of secrets)
          expect(lower.includes(secret.toLowerCase()), `${label} leaks`).toBe(false);
        expect(text, label).not.toMatch(/authorKey|voteSalt|"uid"|"email"/);
      }
      // Nor do the logs; nor does any stored manager-area document hold a uid or an email.
      const logText = JSON.stringify(t3.logs).toLowerCase();
      for (const secret of secrets) expect(logText.includes(secret.toLowerCase())).toBe(false);
      for (const collection of [
        MANAGER_REVIEWS,
        MANAGER_REVIEW_VOTES,
        COMPANY_REVIEWS,
        ELIGIBILITY,
        'managers',
      ]) {
        const dump = JSON.stringify(await t3.deps.store.query({ collection })).toLowerCase();
        for (const account of [author, other]) {
          expect(dump.includes(account.uid.toLowerCase()), `${collection} holds a uid`).toBe(false);
          expect(dump.includes(account.email.toLowerCase()), `${collection} holds an email`).toBe(false);
        }
      }
      // Review ids are deterministic but unlinkable: nothing of the uid or authorKey in them.
      for (const id of [review._id, secondReview._id]) {
        expect(authorKey(author.uid, AUTHOR_SECRET)).not.toContain(id.toLowerCase().slice(0, 8));
        expect(id).not.toContain(author.uid.slice(0, 8));
      }
    } finally {
      await t3.close();
    }
  });
});
