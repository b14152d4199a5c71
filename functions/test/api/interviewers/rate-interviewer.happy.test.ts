// POST /api/rate-interviewer with no publication delay (the embedded default): what the app's three calls
// (POST /companies, POST /interviewers, POST /reviews/rmi) did, in one all-or-nothing call.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findInconsistencies } from '../../../src/domain/reviews/consistency-checks.ts';
import { additionsAt } from '../../support/addition-allowance.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { expectStatus } from '../managers/support.ts';
import { uniqueName } from './support.ts';

let t: TestApp;
let small: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  small = await createTestApp(additionsAt(1).options);
});
afterAll(async () => {
  await t.close();
  await small.close();
});

type Body = Record<string, unknown>;
const review = {
  rating: 4,
  reviewText: 'Fair questions and a friendly conversation.',
  interviewStatus: 'cleared',
};

const rate = (account: TestAccount, body: Body, app = t, key?: string) =>
  app.request('POST', '/api/rate-interviewer', {
    token: account.idToken,
    body: { review, ...body },
    ...(key ? { headers: { 'Idempotency-Key': key } } : {}),
  });

/** The old form's three calls. */
async function threeCalls(account: TestAccount, companyName: string, name: string) {
  const token = account.idToken;
  const company = await expectStatus(
    await t.request('POST', '/api/companies', { token, body: { name: companyName } }),
    201,
  );
  const interviewer = await expectStatus(
    await t.request('POST', '/api/interviewers', {
      token,
      body: { name, company: { _id: company._id }, position: 'Engineering Manager' },
    }),
    201,
  );
  await expectStatus(
    await t.request('POST', '/api/reviews/rmi', {
      token,
      body: { interviewerId: interviewer._id, ...review },
    }),
    201,
  );
  return { company: company._id as string, interviewer: interviewer._id as string };
}

/** What a reader sees of an interviewer and its company, ids and names aside. */
async function publicView(ids: { company: string; interviewer: string }) {
  const profile = await json<Record<string, unknown>>(
    await t.request('GET', `/api/interviewers/${ids.interviewer}`),
  );
  const reviews = await json<Record<string, unknown>[]>(
    await t.request('GET', `/api/reviews/rmi?interviewerId=${ids.interviewer}`),
  );
  const page = await json<{ company: Record<string, unknown> }>(
    await t.request('GET', `/api/companies/search/company/_/${ids.company}`),
  );
  const { _id, name, company, ...figures } = profile;
  const { _id: _c, name: _n, slug: _s, ...companyFigures } = page.company;
  return {
    figures,
    reviews: reviews.map(({ _id: _r, interviewer: _i, ...r }) => r),
    company: companyFigures,
  };
}

describe('POST /api/rate-interviewer (no delay)', () => {
  test('publishes at once what the three calls did: the same profile, review and company figures', async () => {
    const [a, b] = [await createAccount(), await createAccount()];
    const old = await threeCalls(a, uniqueName('Old Way'), uniqueName('Olive Old'));
    const res = await expectStatus(
      await rate(b, {
        companyName: uniqueName('New Way'),
        interviewer: { name: uniqueName('Nina New'), position: 'Engineering Manager' },
      }),
      201,
    );
    expect(res.created).toEqual({ company: true, interviewer: true });
    expect(res.review).toMatchObject({ isOwnReview: true, rating: 4 });
    expect(res.review).not.toHaveProperty('status');
    const ids = {
      company: (res.company as { _id: string })._id,
      interviewer: (res.interviewer as { _id: string })._id,
    };
    expect(await publicView(ids)).toEqual(await publicView(old));
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('finds the company and interviewer the other calls made (same name lookup), and refuses a second review', async () => {
    const [a, b] = [await createAccount(), await createAccount()];
    const companyName = uniqueName('Found Co');
    const name = uniqueName('Fiona Found');
    const old = await threeCalls(a, companyName, name);
    const res = await expectStatus(
      await rate(b, {
        companyName: companyName.toUpperCase(),
        interviewer: { name: ` ${name} `, position: '' },
      }),
      201,
    );
    expect(res.created).toEqual({ company: false, interviewer: false });
    expect((res.interviewer as { _id: string; reviewCount: number })._id).toBe(old.interviewer);
    expect((res.interviewer as { reviewCount: number }).reviewCount).toBe(2);
    const again = await rate(b, { companyId: old.company, interviewer: { name, position: '' } });
    expect(again.status).toBe(409);
    expect(await json(again)).toEqual({
      code: 'conflict',
      message: 'You have already reviewed this interviewer. Edit or delete your review instead.',
    });
    expect(await findInconsistencies(t.deps.store)).toEqual([]);
  });

  test('all or nothing: a refused review leaves no company or interviewer behind', async () => {
    const a = await createAccount();
    const companyName = uniqueName('Never Made');
    const res = await rate(a, {
      companyName,
      interviewer: { name: uniqueName('Nobody'), position: '' },
      review: { ...review, rating: 9 },
    });
    expect(res.status).toBe(400);
    expect((await json<{ message: string }>(res)).message).toMatch(/rating/);
    const suggestions = await (
      await t.request('GET', `/api/companies?search=${encodeURIComponent(companyName)}`)
    ).text();
    expect(suggestions).toBe('[]');
  });

  test('errors: no company (400), an unknown company id (404), no token (401)', async () => {
    const a = await createAccount();
    const interviewer = { name: uniqueName('Err'), position: '' };
    const none = await rate(a, { interviewer });
    expect(none.status).toBe(400);
    expect(await json(none)).toMatchObject({
      code: 'invalid_request',
      message: expect.stringMatching(/companyName/),
    });
    const unknown = await rate(a, { companyId: t.deps.store.newId(), interviewer });
    expect(unknown.status).toBe(404);
    expect(await json(unknown)).toEqual({ code: 'not_found', message: 'Company not found.' });
    const anonymous = await t.request('POST', '/api/rate-interviewer', {
      body: { companyName: 'X', interviewer, review },
    });
    expect(anonymous.status).toBe(401);
  });

  test('a replay under the same Idempotency-Key answers the first answer and writes nothing new', async () => {
    const a = await createAccount();
    const body = {
      companyName: uniqueName('Once Co'),
      interviewer: { name: uniqueName('Ona Once'), position: '' },
    };
    const first = await expectStatus(await rate(a, body, t, 'rate-once-1'), 201);
    const second = await expectStatus(await rate(a, body, t, 'rate-once-1'), 201);
    expect(second).toEqual(first);
    const profile = await json<{ reviewCount: number }>(
      await t.request('GET', `/api/interviewers/${(first.interviewer as { _id: string })._id}`),
    );
    expect(profile.reviewCount).toBe(1);
  });

  test('new profiles count against the daily allowance of additions, all or nothing', async () => {
    const a = await createAccount();
    // A new company and a new interviewer are two additions: over an allowance of one, nothing is written.
    const res = await rate(
      a,
      { companyName: uniqueName('Too Many'), interviewer: { name: uniqueName('Tom'), position: '' } },
      small,
    );
    expect(res.status).toBe(429);
    expect(await json(res)).toEqual(additionsAt(1).usedUp);
    expect(await findInconsistencies(small.deps.store)).toEqual([]);
  });
});
