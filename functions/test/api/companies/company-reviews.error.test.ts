// Company reviews, the refusals (issue 14, item 2): each a 4xx in the one error shape, never a 5xx.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { reviewedCompany, vote } from './support.ts';

let t: TestApp;
let reader: TestAccount;
let companyId: string;
let reviewId: string;

beforeAll(async () => {
  t = await createTestApp();
  reader = await createAccount();
  const { company, reviews } = await reviewedCompany(t, 1);
  companyId = company._id;
  reviewId = reviews[0]?._id ?? '';
});
afterAll(() => t.close());

async function expectError(res: Response, status: number, code: string) {
  const body = await json<{ message: string; code: string }>(res);
  expect(res.status, JSON.stringify(body)).toBe(status);
  expect(body.code).toBe(code);
  expect(typeof body.message).toBe('string');
}

describe('the list', () => {
  test('an unknown company is a 404; a malformed id, cursor or limit a 400 naming the field', async () => {
    await expectError(
      await t.request('GET', '/api/company-reviews/company/NoSuchCompany123'),
      404,
      'not_found',
    );
    await expectError(await t.request('GET', '/api/company-reviews/company/bad id!'), 400, 'invalid_request');
    for (const query of ['?cursor=nonsense', '?limit=0', '?limit=101', '?limit=two']) {
      const res = await t.request('GET', `/api/company-reviews/company/${companyId}${query}`);
      expect(res.status, query).toBe(400);
      const body = await json<{ message: string }>(res);
      expect(body.message).toMatch(query.startsWith('?cursor') ? /cursor/ : /limit/);
    }
  });
});

describe('votes', () => {
  test('need a session: 401 without a token or with a forged one', async () => {
    await expectError(
      await t.request('POST', `/api/company-reviews/like/${reviewId}`),
      401,
      'unauthenticated',
    );
    await expectError(
      await t.request('POST', `/api/company-reviews/like/${reviewId}`, { token: 'forged.token.value' }),
      401,
      'unauthenticated',
    );
  });

  test('an unknown review is a 404, a malformed id a 400, any other verb a 404', async () => {
    await expectError(await vote(t, reader, 'NoSuchReview12345', 'like'), 404, 'not_found');
    await expectError(await vote(t, reader, 'bad id!', 'dislike'), 400, 'invalid_request');
    await expectError(
      await t.request('POST', `/api/company-reviews/love/${reviewId}`, { token: reader.idToken }),
      404,
      'not_found',
    );
  });
});

describe('the review context', () => {
  test('needs a session and an existing company', async () => {
    await expectError(
      await t.request('GET', `/api/user/review-context/companies/${companyId}`),
      401,
      'unauthenticated',
    );
    await expectError(
      await t.request('GET', '/api/user/review-context/companies/NoSuchCompany123', {
        token: reader.idToken,
      }),
      404,
      'not_found',
    );
  });
});
