// Manager area, the documented flows (issue 6): departments, branches,
// managers, search, company pages and listings, manager reviews and votes,
// rate-manager, eligibility and company reviews, geocoding.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findManagerAreaInconsistencies } from '../../../src/domain/managers/consistency-checks.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import {
  type Branch,
  type Company,
  companyReviewBody,
  type Department,
  expectStatus,
  type Manager,
  type ManagerReview,
  managerFixture,
  profile,
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

describe('departments', () => {
  test('create-or-find by normalised name, list, search, and the department page', async () => {
    const created = await expectStatus(
      await t.request('POST', '/api/departments', {
        token: alice.idToken,
        body: { name: '  Front of   House ' },
      }),
      201,
    );
    expect(created).toMatchObject({ name: 'Front of House', slug: 'front-of-house', totalManagers: 0 });
    const again = await expectStatus(
      await t.request('POST', '/departments', { token: bob.idToken, body: { name: 'FRONT OF HOUSE' } }),
      200,
    );
    expect(again._id).toBe(created._id);
    await t.request('POST', '/api/departments', { token: alice.idToken, body: { name: 'Kitchen' } });

    const list = await json<Department[]>(await t.request('GET', '/api/departments'));
    expect(list.map((d) => d.name)).toEqual(['Front of House', 'Kitchen']);
    const search = await json<Department[]>(await t.request('GET', '/api/departments?search=fro'));
    expect(search.map((d) => d.name)).toEqual(['Front of House']);

    const page = await json<{ department: Department; managers: Manager[] }>(
      await t.request('GET', '/api/departments/front-of-house'),
    );
    expect(page.department._id).toBe(created._id);
    expect(page.managers).toEqual([]);
  });
});

describe('branches and managers', () => {
  test('branch resolve-or-create by company + city + location; list by search and ids', async () => {
    const company = await expectStatus(
      await t.request('POST', '/api/companies', {
        token: alice.idToken,
        body: { name: uniqueName('Branchy') },
      }),
      201,
    );
    const body = { companyId: company._id, city: 'Bengaluru', location: ['Koramangala', '5th Block'] };
    const first = await expectStatus(
      await t.request('POST', '/api/branches', { token: alice.idToken, body }),
      201,
    );
    expect(first).toMatchObject({
      city: 'Bengaluru',
      location: ['Koramangala', '5th Block'],
      companyId: company._id,
      name: 'Koramangala, 5th Block, Bengaluru',
    });
    // Geocoded from the offline gazetteer when created.
    expect(first.lat).toBeCloseTo(12.97, 1);
    const same = await expectStatus(
      await t.request('POST', '/api/branches', {
        token: bob.idToken,
        body: { ...body, city: ' bengaluru ', location: ['KORAMANGALA', '5th  block'] },
      }),
      200,
    );
    expect(same._id).toBe(first._id);
    const other = await expectStatus(
      await t.request('POST', '/api/branches', {
        token: bob.idToken,
        body: { companyId: company._id, city: 'Mysuru', location: 'Palace Road', name: 'Palace' },
      }),
      201,
    );

    const byIds = await json<Branch[]>(
      await t.request('GET', `/api/branches?ids=${other._id},nope-id,${first._id}`),
    );
    expect(byIds.map((b) => b._id)).toEqual([other._id, first._id]);
    const search = await json<Branch[]>(
      await t.request('GET', `/api/branches?search=korama&companyId=${company._id}`),
    );
    expect(search.map((b) => b._id)).toEqual([first._id]);
    const companyDoc = await json<Company & { branchIds: string[] }>(
      await t.request('GET', `/api/companies?search=${encodeURIComponent(String(company.name))}`),
    );
    expect((companyDoc as unknown as { branchIds: string[] }[])[0]?.branchIds.sort()).toEqual(
      [first._id, other._id].sort(),
    );
  });

  test('a manager counts on the company and department; the profile shows everything', async () => {
    const department = await expectStatus(
      await t.request('POST', '/api/departments', { token: alice.idToken, body: { name: 'Bar' } }),
      201,
    );
    const { company, branch, manager } = await managerFixture(t, alice);
    expect(manager).toMatchObject({
      position: 'Head Chef',
      company: { _id: company._id, name: company.name },
      branch: { _id: branch._id, city: 'Bengaluru' },
      department: null,
      averageRating: 0,
      reviewCount: 0,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
    });
    const second = await expectStatus(
      await t.request('POST', '/api/managers', {
        token: bob.idToken,
        body: {
          name: 'Dee Partment',
          position: 'Bar Manager',
          branchId: branch._id,
          company: company._id,
          departmentId: department._id,
        },
      }),
      201,
    );
    expect(second.department).toEqual({ _id: department._id, name: 'Bar' });
    // Same name at the same branch: the first one.
    const dup = await expectStatus(
      await t.request('POST', '/api/managers', {
        token: alice.idToken,
        body: { name: 'dee  partment', position: 'X', branchId: branch._id, company: company._id },
      }),
      200,
    );
    expect(dup._id).toBe(second._id);

    const page = await json<{ company: Record<string, unknown>; managers: Manager[] }>(
      await t.request('GET', `/api/companies/search/company/_/${company._id}`),
    );
    expect(page.company).toMatchObject({
      _id: company._id,
      totalManagers: 2,
      managersCount: 2,
      reviewCount: 0,
    });
    expect(page.managers.map((m) => m._id).sort()).toEqual([manager._id, second._id].sort());
    const dep = await json<{ department: Department; managers: Manager[] }>(
      await t.request('GET', `/api/departments/${department._id}`),
    );
    expect(dep.department.totalManagers).toBe(1);
    expect(dep.managers.map((m) => m._id)).toEqual([second._id]);

    const shown = await profile(t, manager._id);
    expect(shown.manager._id).toBe(manager._id);
    expect(shown.reviews).toEqual([]);
  });
});

describe('search', () => {
  test('by name and by company, 9 a page with X-Total-Count; /search answers {managers}', async () => {
    const companyName = uniqueName('Zebra Grill');
    const { company, branch } = await managerFixture(t, alice, { companyName, managerName: 'Zed Zulu 0' });
    for (let i = 1; i <= 10; i++) {
      await expectStatus(
        await t.request('POST', '/api/managers', {
          token: alice.idToken,
          body: { name: `Zed Zulu ${i}`, position: 'Lead', branchId: branch._id, company: company._id },
        }),
        201,
      );
    }
    const page1 = await t.request('GET', '/api/managers/search/zed%20zul?searchMode=name');
    expect(page1.headers.get('X-Total-Count')).toBe('11');
    expect((await json<Manager[]>(page1)).length).toBe(9);
    const page2 = await json<Manager[]>(await t.request('GET', '/api/managers/search/zed zul?page=2'));
    expect(page2.length).toBe(2);
    const byCompany = await t.request(
      'GET',
      `/api/managers/search/${encodeURIComponent(companyName.toUpperCase())}?searchMode=company`,
    );
    expect(byCompany.headers.get('X-Total-Count')).toBe('11');
    const anywhere = await json<{ managers: Manager[] }>(await t.request('GET', '/api/search?q=zulu'));
    expect(anywhere.managers.length).toBe(11);
    expect(anywhere.managers[0]?.name).toBe('Zed Zulu 0');
    const none = await json<{ managers: Manager[] }>(await t.request('GET', '/api/search?q=%20'));
    expect(none.managers).toEqual([]);
  });
});

describe('manager reviews', () => {
  test('submit, read, edit and delete keep manager and company figures exact', async () => {
    const { company, manager } = await managerFixture(t, alice);
    const created = await expectStatus(await submitReview(t, alice, manager._id), 201);
    expect(created).toMatchObject({
      manager: manager._id,
      rating: 4,
      reviewText: 'Fair and supportive manager.',
      reviewLeadership: 'Leads by example.',
      reviewCommunicationText: '',
      leadership: 5,
      teamwork: 0,
      likes: 0,
      dislikes: 0,
      isOwnReview: true,
      myVote: null,
    });
    await expectStatus(
      await submitReview(t, bob, manager._id, { rating: 2, leadership: 3, teamwork: 4 }),
      201,
    );

    let shown = await profile(t, manager._id, alice.idToken);
    expect(shown.manager).toMatchObject({
      averageRating: 3,
      reviewCount: 2,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 1, '5': 0 },
      aspectAverages: { leadership: 4, communication: 4, teamwork: 4, empathy: 3, fairness: 4 },
      // Aspects are optional: each average says how many reviews it rests on (Alice left teamwork out).
      aspectCounts: { leadership: 2, communication: 2, teamwork: 1, empathy: 2, fairness: 2 },
    });
    expect(shown.reviews.map((r) => r.isOwnReview).sort()).toEqual([false, true]);
    const visitorView = await profile(t, manager._id);
    expect(visitorView.reviews.every((r) => !r.isOwnReview && r.myVote === null)).toBe(true);

    const edited = await expectStatus(
      await t.request('PUT', `/api/manager-reviews/${created._id}`, {
        token: alice.idToken,
        body: reviewBody({ rating: 5, reviewText: '  Even better now.  ', leadership: 1 }),
      }),
      200,
    );
    expect(edited).toMatchObject({
      rating: 5,
      reviewText: 'Even better now.',
      leadership: 1,
      isOwnReview: true,
    });
    shown = await profile(t, manager._id);
    expect(shown.manager).toMatchObject({ averageRating: 3.5, distribution: { '2': 1, '4': 0, '5': 1 } });
    const page = await json<{ company: Record<string, unknown> }>(
      await t.request('GET', `/api/companies/search/company/_/${company._id}`),
    );
    expect(page.company).toMatchObject({
      reviewCount: 2,
      totalReviews: 2,
      averageRating: 3.5,
      avgRating: 3.5,
      distribution: { '1': 0, '2': 1, '3': 0, '4': 0, '5': 1 },
      aspectAverages: { leadership: 2, communication: 4, teamwork: 4, empathy: 3, fairness: 4 },
      aspectCounts: { leadership: 2, communication: 2, teamwork: 1, empathy: 2, fairness: 2 },
    });

    const deleted = await expectStatus(
      await t.request('DELETE', `/api/manager-reviews/${created._id}`, { token: alice.idToken }),
      200,
    );
    expect(deleted).toEqual({ _id: created._id, message: 'Review deleted successfully!' });
    shown = await profile(t, manager._id);
    expect(shown.manager).toMatchObject({ averageRating: 2, reviewCount: 1 });
    // Deleted: the author may review again.
    await expectStatus(await submitReview(t, alice, manager._id, { rating: 1 }), 201);
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('like and dislike: toggle and switch, counts and myVote', async () => {
    const { manager } = await managerFixture(t, alice);
    const review = await expectStatus(await submitReview(t, alice, manager._id), 201);
    const carol = await createAccount();
    const like = (account: TestAccount) =>
      t.request('POST', `/api/manager-reviews/like/${review._id}`, { token: account.idToken });
    const dislike = (account: TestAccount) =>
      t.request('POST', `/api/manager-reviews/dislike/${review._id}`, { token: account.idToken });
    expect(await json(await like(bob))).toEqual({ _id: review._id, likes: 1, dislikes: 0, myVote: 'like' });
    expect(await json(await dislike(bob))).toEqual({
      _id: review._id,
      likes: 0,
      dislikes: 1,
      myVote: 'dislike',
    });
    expect(await json(await like(carol))).toEqual({ _id: review._id, likes: 1, dislikes: 1, myVote: 'like' });
    expect(await json(await dislike(bob))).toEqual({ _id: review._id, likes: 1, dislikes: 0, myVote: null });
    const seen = await profile(t, manager._id, carol.idToken);
    expect(seen.reviews[0]).toMatchObject({ likes: 1, dislikes: 0, myVote: 'like', isOwnReview: false });
    const asAlice = await profile(t, manager._id, alice.idToken);
    expect(asAlice.reviews[0]).toMatchObject({ myVote: null, isOwnReview: true });
  });
});

describe('rate-manager in one call', () => {
  test('creates company, branch, department and manager, and submits the review', async () => {
    const companyName = uniqueName('Rate Me Diner');
    const res = await t.request('POST', '/api/rate-manager', {
      token: alice.idToken,
      headers: { 'Idempotency-Key': 'rate-happy-1' },
      body: {
        companyName: `  ${companyName.toLowerCase()} `,
        branch: { city: 'Bengaluru', location: 'MG Road' },
        departmentName: 'Kitchen',
        manager: { name: 'Rita Rater', position: 'Sous Chef' },
        review: reviewBody({ rating: 5 }),
      },
    });
    const body = await expectStatus(res, 201);
    const result = body as unknown as {
      company: Company;
      branch: Branch;
      department: Department;
      manager: Manager;
      review: ManagerReview;
      created: Record<string, boolean>;
    };
    expect(result.created).toEqual({ company: true, branch: true, department: false, manager: true });
    expect(result.company).toMatchObject({ totalManagers: 1, totalReviews: 1, avgRating: 5 });
    expect(result.branch).toMatchObject({ city: 'Bengaluru', location: ['MG Road'] });
    expect(result.department).toMatchObject({ name: 'Kitchen', totalManagers: 1 });
    expect(result.manager).toMatchObject({ name: 'Rita Rater', averageRating: 5, reviewCount: 1 });
    expect(result.review).toMatchObject({ rating: 5, isOwnReview: true });

    // The same company by another spelling, a new manager: company and branch are found.
    const second = (await expectStatus(
      await t.request('POST', '/api/rate-manager', {
        token: bob.idToken,
        body: {
          companyId: result.company._id,
          branch: { city: 'BENGALURU', location: ['mg road'] },
          manager: { name: 'Second Person', position: 'Host' },
          review: reviewBody({ rating: 3 }),
        },
      }),
      201,
    )) as unknown as { created: Record<string, boolean>; company: Company; branch: Branch };
    expect(second.created).toEqual({ company: false, branch: false, department: false, manager: true });
    expect(second.branch._id).toBe(result.branch._id);
    expect(second.company).toMatchObject({ totalManagers: 2, totalReviews: 2, avgRating: 4 });
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });
});

describe('company reviews', () => {
  test('eligible after a manager review; submit with the overall rating; figures kept', async () => {
    const { company, manager } = await managerFixture(t, alice);
    const check = () =>
      t
        .request('GET', `/api/company-reviews/check-eligibility/${company._id}`, { token: alice.idToken })
        .then((r) => json(r));
    expect(await check()).toEqual({ eligible: false, reviewedThisMonth: null });
    const review = await expectStatus(await submitReview(t, alice, manager._id), 201);
    expect(await check()).toEqual({ eligible: true, reviewedThisMonth: null });

    const submitted = await expectStatus(
      await t.request('POST', '/api/company-reviews/submit', {
        token: alice.idToken,
        body: companyReviewBody(company._id),
      }),
      201,
    );
    expect(submitted).toMatchObject({
      companyId: company._id,
      rating: 4,
      ratings: { workLifeBalance: 4, compensation: 3, culture: 5, careerGrowth: 4, diversity: 0 },
      reviews: { treatment: 'Respectful.', diversity: '' },
      isAnonymous: true,
      isOwnReview: true,
    });
    const page = await json<{ company: Record<string, unknown> }>(
      await t.request('GET', `/api/companies/search/company/_/${company._id}`),
    );
    expect(page.company.companyReviews).toEqual({
      reviewCount: 1,
      averageRating: 4,
      distribution: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 },
      categoryAverages: { workLifeBalance: 4, compensation: 3, culture: 5, careerGrowth: 4, diversity: 0 },
      // Diversity was left out (0): no review rated it.
      categoryCounts: { workLifeBalance: 1, compensation: 1, culture: 1, careerGrowth: 1, diversity: 0 },
    });
    const listed = await json<Record<string, unknown>[]>(
      await t.request('GET', `/api/company-reviews/company/${company._id}`),
    );
    expect(listed).toHaveLength(1);
    expect(listed[0]?.isOwnReview).toBe(false);

    // Deleting the last manager review there ends eligibility.
    await t.request('DELETE', `/api/manager-reviews/${review._id}`, { token: alice.idToken });
    // (This month's company review stays, and the caller is told so: issue 14, item 9.)
    expect(await check()).toMatchObject({ eligible: false, reviewedThisMonth: { reviewId: submitted._id } });
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });
});

describe('All-Companies listings', () => {
  test('top rated (>= 4.2, best first, 4), recently added (newest 4), plain list, locations', async () => {
    const t2 = await createTestApp({ now: new Date('2026-05-01T10:00:00Z') });
    try {
      const ratings = [5, 4, 3, 5, 4, 5];
      const ids: string[] = [];
      for (const [i, rating] of ratings.entries()) {
        const { company, manager } = await managerFixture(t2, alice, {
          companyName: `Listing Co ${i}`,
          city: i % 2 === 0 ? 'Bengaluru' : 'Chennai',
        });
        await expectStatus(await submitReview(t2, alice, manager._id, { rating }), 201);
        ids.push(company._id);
        t2.clock.advance(60_000);
      }
      const top = await json<Company[]>(await t2.request('GET', '/api/companies?sort=top'));
      expect(top.map((c) => c.avgRating)).toEqual([5, 5, 5]);
      const recent = await json<Company[]>(await t2.request('GET', '/api/companies?sort=recent'));
      expect(recent.map((c) => c.name)).toEqual([
        'Listing Co 5',
        'Listing Co 4',
        'Listing Co 3',
        'Listing Co 2',
      ]);
      const plain = await json<Company[]>(await t2.request('GET', '/api/companies'));
      expect(plain).toHaveLength(6);

      const locations = await json<{ city: string; lat: number; lng: number; companies: unknown[] }[]>(
        await t2.request('GET', '/api/companies/locations'),
      );
      expect(locations.map((l) => [l.city, l.companies.length])).toEqual([
        ['Bengaluru', 3],
        ['Chennai', 3],
      ]);
      expect(locations[1]?.lat).toBeCloseTo(13.09, 1);
    } finally {
      await t2.close();
    }
  });
});

describe('geocoding', () => {
  test('a known city, with accents, case and country ignored or used', async () => {
    const res = await t.request('POST', '/api/geocode', { body: { city: ' BENGALURU ' } });
    expect(res.status).toBe(200);
    const hit = await json<{ lat: number; lng: number; name: string }>(res);
    expect(hit.lat).toBeCloseTo(12.97, 1);
    expect(hit.lng).toBeCloseTo(77.59, 1);
    const sp = await json<{ lat: number }>(
      await t.request('POST', '/geocode', { body: { city: 'SAO PAULO, BR' } }),
    );
    expect(sp.lat).toBeCloseTo(-23.5, 1);
  });

  test('the Maps script URL only with a key', async () => {
    const t2 = await createTestApp();
    try {
      t2.deps.mapsApiKey = 'test-maps-key';
      const res = await t2.request('GET', '/api/geocode/script');
      expect(res.status).toBe(200);
      expect((await json<{ scriptUrl: string }>(res)).scriptUrl).toContain('key=test-maps-key');
    } finally {
      await t2.close();
    }
  });
});
