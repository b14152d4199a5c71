// Manager area: what is refused and how (issue 6, DESIGN.md section 6):
// validation names the field, 401 without a token, 404, 403 not eligible,
// 409 duplicates and the monthly limit, rollback of rate-manager, geocoding misses.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { BRANCHES } from '../../../src/domain/branches/branch.ts';
import { COMPANIES } from '../../../src/domain/companies/company.ts';
import { DEPARTMENTS } from '../../../src/domain/departments/department.ts';
import { MANAGERS } from '../../../src/domain/managers/manager.ts';
import { MANAGER_REVIEWS } from '../../../src/domain/managers/manager-review.ts';
import { GEOCODER_LIMITS, keptGeocoder } from '../../../src/geocode/kept-geocoder.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import {
  companyReviewBody,
  expectStatus,
  managerFixture,
  reviewBody,
  submitReview,
  uniqueName,
} from './support.ts';

let t: TestApp;
let alice: TestAccount;
let bob: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = await Promise.all([createAccount(), createAccount()]);
});
afterAll(() => t.close());

const counts = async () => {
  const out: Record<string, number> = {};
  for (const c of [
    COMPANIES,
    BRANCHES,
    DEPARTMENTS,
    MANAGERS,
    MANAGER_REVIEWS,
    'companyNames',
    'idempotency',
  ]) {
    out[c] = await t.deps.store.count({ collection: c });
  }
  return out;
};

describe('validation', () => {
  test('manager review fields: rating, text, length, aspects, ids', async () => {
    const { manager } = await managerFixture(t, alice);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ rating: 0 }, /^rating must be at least 1\.$/],
      [{ rating: 6 }, /^rating must be at most 5\.$/],
      [{ rating: 3.5 }, /^rating must be a whole number from 1 to 5\.$/],
      [{ rating: undefined }, /^rating is required\.$/],
      [{ reviewText: '   ' }, /^reviewText must not be empty\.$/],
      [{ reviewText: 'x'.repeat(5001) }, /^reviewText must be at most 5000 characters\.$/],
      [{ leadership: 6 }, /^leadership must be at most 5\.$/],
      [{ fairness: -1 }, /^fairness must be at least 0\.$/],
      [{ empathy: 2.5 }, /^empathy must be a whole number from 0 to 5\.$/],
      [{ reviewSupport: 'y'.repeat(2001) }, /^reviewSupport must be at most 2000 characters\.$/],
    ];
    for (const [override, message] of cases) {
      const res = await submitReview(t, alice, manager._id, override);
      const body = await expectStatus(res, 400);
      expect(body.code).toBe('invalid_request');
      expect(String(body.message)).toMatch(message);
    }
    const badId = await t.request('POST', '/api/manager-reviews/submit', {
      token: alice.idToken,
      body: { managerId: 'a/b', ...reviewBody() },
    });
    expect((await expectStatus(badId, 400)).message).toBe('managerId must be a valid id.');
    // Exactly 5,000 characters after trimming is fine.
    await expectStatus(
      await submitReview(t, alice, manager._id, { reviewText: ` ${'z'.repeat(5000)} ` }),
      201,
    );
  });

  test('create payloads name the missing field', async () => {
    const token = alice.idToken;
    const cases: [string, unknown, string][] = [
      ['/api/departments', {}, 'name is required.'],
      ['/api/branches', { companyId: 'abc' }, 'city is required.'],
      ['/api/managers', { name: 'X', branchId: 'b', company: 'c' }, 'position is required.'],
      [
        '/api/rate-manager',
        { branch: { city: 'X' }, manager: { name: 'A', position: 'B' }, review: reviewBody() },
        'companyName is required (or companyId).',
      ],
      [
        '/api/company-reviews/submit',
        { companyId: 'abc' },
        'rating is required (or rate at least one of ratings).',
      ],
      ['/api/geocode', { city: '' }, 'city must not be empty.'],
    ];
    for (const [path, body, message] of cases) {
      const res = await t.request('POST', path, { token, body });
      expect(await expectStatus(res, 400)).toEqual({ code: 'invalid_request', message });
    }
  });
});

describe('authentication', () => {
  test('every write and the eligibility check need a bearer token', async () => {
    const writes: [string, string][] = [
      ['POST', '/api/departments'],
      ['POST', '/api/branches'],
      ['POST', '/api/managers'],
      ['POST', '/api/manager-reviews/submit'],
      ['PUT', '/api/manager-reviews/abc'],
      ['DELETE', '/api/manager-reviews/abc'],
      ['POST', '/api/manager-reviews/like/abc'],
      ['POST', '/api/manager-reviews/dislike/abc'],
      ['POST', '/api/rate-manager'],
      ['POST', '/api/company-reviews/submit'],
      ['GET', '/api/company-reviews/check-eligibility/abc'],
    ];
    for (const [method, path] of writes) {
      const res = await t.request(method, path, { body: {} });
      expect((await expectStatus(res, 401)).code, `${method} ${path}`).toBe('unauthenticated');
      const bad = await t.request(method, path, { body: {}, token: 'not-a-token' });
      expect(bad.status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('not found', () => {
  test('unknown manager, review, company, branch, department', async () => {
    const token = alice.idToken;
    const missing = 'AAAAAAAAAAAAAAAAAAAA';
    expect((await t.request('GET', `/api/managers/${missing}`)).status).toBe(404);
    expect((await submitReview(t, alice, missing)).status).toBe(404);
    expect(
      (await t.request('PUT', `/api/manager-reviews/${missing}`, { token, body: reviewBody() })).status,
    ).toBe(404);
    expect((await t.request('DELETE', `/api/manager-reviews/${missing}`, { token })).status).toBe(404);
    expect((await t.request('POST', `/api/manager-reviews/like/${missing}`, { token })).status).toBe(404);
    expect((await t.request('GET', `/api/companies/search/company/_/${missing}`)).status).toBe(404);
    expect((await t.request('GET', '/api/departments/no-such-department')).status).toBe(404);
    const branch = await t.request('POST', '/api/branches', {
      token,
      body: { companyId: missing, city: 'Pune', location: [] },
    });
    expect(await expectStatus(branch, 404)).toEqual({ code: 'not_found', message: 'Company not found.' });
    const { company } = await managerFixture(t, alice);
    const manager = await t.request('POST', '/api/managers', {
      token,
      body: { name: 'N', position: 'P', branchId: missing, company: company._id },
    });
    expect(await expectStatus(manager, 404)).toEqual({ code: 'not_found', message: 'Branch not found.' });
    expect(
      (
        await t
          .request('GET', `/api/company-reviews/check-eligibility/${missing}`, {
            token,
          })
          .then(json)
      ).eligible,
    ).toBe(false);
  });

  test('a branch of another company is refused for a manager', async () => {
    const one = await managerFixture(t, alice);
    const two = await managerFixture(t, alice);
    const res = await t.request('POST', '/api/managers', {
      token: alice.idToken,
      body: { name: 'Cross', position: 'P', branchId: one.branch._id, company: two.company._id },
    });
    expect(await expectStatus(res, 400)).toEqual({
      code: 'invalid_request',
      message: 'branchId must be a branch of this company.',
    });
  });
});

describe('conflicts and eligibility', () => {
  test('a second review of the same manager is 409', async () => {
    const { manager } = await managerFixture(t, alice);
    await expectStatus(await submitReview(t, alice, manager._id), 201);
    expect(await expectStatus(await submitReview(t, alice, manager._id), 409)).toEqual({
      code: 'conflict',
      message: 'You have already reviewed this manager. Edit or delete your review instead.',
    });
  });

  test('company review: 403 until eligible, then 409 a second time this month', async () => {
    const { company, manager } = await managerFixture(t, alice);
    const submit = () =>
      t.request('POST', '/api/company-reviews/submit', {
        token: alice.idToken,
        body: companyReviewBody(company._id),
      });
    expect(await expectStatus(await submit(), 403)).toEqual({
      code: 'forbidden',
      message: 'You must review a manager in this company before submitting a company review.',
    });
    await expectStatus(await submitReview(t, alice, manager._id), 201);
    await expectStatus(await submit(), 201);
    expect(await expectStatus(await submit(), 409)).toEqual({
      code: 'conflict',
      message: "You've already submitted a review for this company this month.",
    });
    // Reviewing a manager elsewhere does not make bob eligible here.
    const other = await managerFixture(t, bob);
    await expectStatus(await submitReview(t, bob, other.manager._id), 201);
    const bobs = await t.request('POST', '/api/company-reviews/submit', {
      token: bob.idToken,
      body: companyReviewBody(company._id),
    });
    expect(bobs.status).toBe(403);
  });
});

describe('rate-manager is all or nothing', () => {
  test('an unknown department after a new company: 404 and nothing written', async () => {
    const before = await counts();
    const res = await t.request('POST', '/api/rate-manager', {
      token: alice.idToken,
      headers: { 'Idempotency-Key': 'rollback-1' },
      body: {
        companyName: uniqueName('Never Created'),
        branch: { city: 'Bengaluru', location: ['Nowhere'] },
        departmentId: 'AAAAAAAAAAAAAAAAAAAA',
        manager: { name: 'Ghost', position: 'None' },
        review: reviewBody(),
      },
    });
    expect(await expectStatus(res, 404)).toEqual({ code: 'not_found', message: 'Department not found.' });
    expect(await counts()).toEqual(before);
  });

  test('an existing manager already reviewed by the caller: 409 and nothing written', async () => {
    const { company, manager } = await managerFixture(t, alice, { managerName: 'Already Rated' });
    await expectStatus(await submitReview(t, alice, manager._id), 201);
    const before = await counts();
    const res = await t.request('POST', '/api/rate-manager', {
      token: alice.idToken,
      body: {
        companyId: company._id,
        branch: { city: 'Bengaluru', location: ['Indiranagar'] },
        departmentName: uniqueName('Would Be New'),
        manager: { name: 'already rated', position: 'Head Chef' },
        review: reviewBody(),
      },
    });
    expect((await expectStatus(res, 409)).code).toBe('conflict');
    expect(await counts()).toEqual(before);
  });
});

describe('idempotency', () => {
  test('the same key with a different body is refused', async () => {
    const { manager } = await managerFixture(t, alice);
    const key = { 'Idempotency-Key': 'mgr-key-reuse' };
    await expectStatus(await submitReview(t, alice, manager._id, {}, { headers: key }), 201);
    const res = await submitReview(t, alice, manager._id, { rating: 1 }, { headers: key });
    expect((await expectStatus(res, 409)).message).toMatch(/already used for a different request/);
  });
});

describe('geocoding', () => {
  test('an unknown city is 404 with a clear message', async () => {
    const res = await t.request('POST', '/api/geocode', { body: { city: 'Qwxzyville' } });
    expect(await expectStatus(res, 404)).toEqual({
      code: 'not_found',
      message: 'No location found for the city "Qwxzyville".',
    });
  });

  test('no Maps key: no script URL', async () => {
    expect(await expectStatus(await t.request('GET', '/api/geocode/script'), 200)).toEqual({
      scriptUrl: null,
    });
  });

  test('a failing geocoder is a 503 with Retry-After, without internals', async () => {
    const t2 = await createTestApp();
    try {
      t2.deps.geocoder = {
        geocode: async () => {
          throw new Error('upstream exploded with key=secret');
        },
      };
      const res = await t2.request('POST', '/api/geocode', { body: { city: 'Paris' } });
      expect(res.headers.get('retry-after')).toBe('60');
      expect(await expectStatus(res, 503)).toEqual({
        code: 'unavailable',
        message: 'Geocoding is unavailable right now. Please try again later.',
      });
    } finally {
      await t2.close();
    }
  });

  test('past the day’s lookups a made-up city is a 503 until the next UTC day, and a city asked before still answers', async () => {
    const t2 = await createTestApp();
    try {
      const asked: string[] = [];
      t2.deps.geocoder = keptGeocoder(
        {
          geocode: async (city) => {
            asked.push(city);
            return city === 'Paris' ? { lat: 48.85, lng: 2.35, name: 'Paris', country: 'FR' } : null;
          },
        },
        { ...GEOCODER_LIMITS, lookupsPerDay: 2 },
      );
      expect((await t2.request('POST', '/api/geocode', { body: { city: 'Paris' } })).status).toBe(200);
      expect((await t2.request('POST', '/api/geocode', { body: { city: 'Made-up 1' } })).status).toBe(404);
      const spent = await t2.request('POST', '/api/geocode', { body: { city: 'Made-up 2' } });
      const untilMidnight = Math.ceil((86_400_000 - (Date.now() % 86_400_000)) / 1000);
      expect(Number(spent.headers.get('retry-after'))).toBeGreaterThan(untilMidnight - 60);
      expect(Number(spent.headers.get('retry-after'))).toBeLessThanOrEqual(untilMidnight);
      expect(await expectStatus(spent, 503)).toEqual({
        code: 'unavailable',
        message: 'Geocoding is unavailable right now. Please try again later.',
      });
      expect((await t2.request('POST', '/api/geocode', { body: { city: 'paris' } })).status).toBe(200);
      expect(asked).toEqual(['Paris', 'Made-up 1']);
    } finally {
      await t2.close();
    }
  });

  // attack20: POST /geocode is public and the PWA never calls it, yet it spent the lookups new branches and
  // company maps need: one household at 60 a minute used up the day's 2,000 in 34 minutes, and every branch
  // added after that was left off the map.
  test('anyone’s POST /geocode spends only its share of the day’s lookups: a new branch is still placed', async () => {
    const t2 = await createTestApp();
    try {
      t2.deps.geocoder = keptGeocoder(
        {
          geocode: async (city) =>
            city === 'Paris' ? { lat: 48.85, lng: 2.35, name: 'Paris', country: 'FR' } : null,
        },
        { ...GEOCODER_LIMITS, lookupsPerDay: 3, publicLookupsPerDay: 2 },
      );
      for (const city of ['Made-up 1', 'Made-up 2']) {
        expect((await t2.request('POST', '/api/geocode', { body: { city } })).status).toBe(404);
      }
      expect((await t2.request('POST', '/api/geocode', { body: { city: 'Made-up 3' } })).status).toBe(503);
      const { branch } = await managerFixture(t2, alice, { city: 'Paris' });
      expect(branch).toMatchObject({ lat: 48.85, lng: 2.35 });
      // Asked once, the city is kept for anyone.
      expect(
        await expectStatus(await t2.request('POST', '/api/geocode', { body: { city: 'paris' } }), 200),
      ).toMatchObject({
        name: 'Paris',
      });
    } finally {
      await t2.close();
    }
  });
});
