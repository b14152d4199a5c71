// My reviews is complete (issue 14, item 4): the caller's interviewer, manager and company reviews,
// held ones included, and "Reviews Submitted" counts exactly what the three lists hold. Each list is
// the caller's alone and names no author.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { authorKey } from '../../src/domain/accounts/author-key.ts';
import { createAccount, type TestAccount } from '../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../support/test-app.ts';
import { eligibleCompany, submitCompanyReview } from './companies/support.ts';
import { addInterviewer, addReview } from './interviewers/support.ts';
import { expectStatus, managerFixture, submitReview } from './managers/support.ts';
import { FAKE_PROFANITY } from './moderation/support.ts';

const AUTHOR_SECRET = 'test-author-key-secret';

let t: TestApp;
let writer: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  t = await createTestApp({ profanity: FAKE_PROFANITY });
  [writer, stranger] = await Promise.all([createAccount(), createAccount()]);
});
afterAll(() => t.close());

type Item = Record<string, unknown> & { _id: string; rating: number; review: string; date: string };

async function mine(account: TestAccount, kind: '' | '/managers' | '/companies'): Promise<Item[]> {
  return json<Item[]>(
    await expectStatusRes(t.request('GET', `/api/user/my-reviews${kind}`, { token: account.idToken }), 200),
  );
}

async function expectStatusRes(pending: Promise<Response>, status: number): Promise<Response> {
  const res = await pending;
  expect(res.status).toBe(status);
  return res;
}

describe('GET /user/my-reviews, /managers and /companies', () => {
  test('list every review the caller wrote, newest first, and the profile counts exactly those', async () => {
    const interviewer = await addInterviewer(t, writer.idToken);
    const ivReview = await addReview(t, writer.idToken, interviewer._id, { rating: 5 });
    t.clock.advance(60_000);
    const { company } = await eligibleCompany(t, [writer]); // a manager review, so the company is open
    const { manager: second } = await managerFixture(t, writer);
    t.clock.advance(60_000);
    const held = await expectStatus(
      await submitReview(t, writer, second._id, { reviewText: 'Smegging awful rota.' }),
      201,
    );
    t.clock.advance(60_000);
    const companyReview = await expectStatus(
      await submitCompanyReview(t, writer, company._id, 'Good pay.'),
      201,
    );

    const interviewers = await mine(writer, '');
    expect(interviewers.map((r) => r._id)).toEqual([ivReview._id]);

    const managers = await mine(writer, '/managers');
    expect(managers).toHaveLength(2);
    expect(managers[0]).toMatchObject({
      _id: held._id,
      managerId: second._id,
      managerName: second.name,
      rating: 4,
      review: 'Smegging awful rota.',
      status: 'pending review',
    });
    expect(managers[1]).not.toHaveProperty('status');

    const companies = await mine(writer, '/companies');
    expect(companies).toEqual([
      {
        _id: companyReview._id,
        companyId: company._id,
        companyName: company.name,
        companySlug: expect.any(String),
        rating: 4,
        review: 'Good pay.',
        date: expect.any(String),
      },
    ]);

    const profile = await json<{ totalReviews: number }>(
      await t.request('GET', '/api/user/profile', { token: writer.idToken }),
    );
    expect(profile.totalReviews).toBe(interviewers.length + managers.length + companies.length);
  });

  test("are the caller's alone, need a session, and name no author", async () => {
    for (const kind of ['', '/managers', '/companies'] as const) {
      expect(await mine(stranger, kind)).toEqual([]);
      expect((await t.request('GET', `/api/user/my-reviews${kind}`)).status).toBe(401);
      const res = await t.request('GET', `/api/user/my-reviews${kind}`, { token: writer.idToken });
      const text = await res.text();
      expect(text).not.toMatch(/authorKey|"uid"|"email"/);
      expect(text.includes(authorKey(writer.uid, AUTHOR_SECRET))).toBe(false);
      expect(text.includes(writer.uid)).toBe(false);
      expect(res.headers.get('Cache-Control')).toBe('no-store');
    }
  });
});
