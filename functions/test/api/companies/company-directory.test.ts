// GET /companies/directory (issue 14 item 10): every company A-Z, with branch cities and the counts its
// company page shows, a page at a time after a cursor, from a letter on, filtered by name.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findManagerAreaInconsistencies } from '../../../src/domain/managers/consistency-checks.ts';
import { filterDirectory } from '../../../src/domain/text/company-listings.ts';
import { readCacheKey } from '../../../src/http/public-read-cache.ts';
import { directoryAnswer } from '../../../src/http/routes/company-directory.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { expectStatus, managerFixture, submitReview } from '../managers/support.ts';

let t: TestApp;
let alice: TestAccount;
const ids: Record<string, string> = {};

const directory = async (query = '') => {
  const res = await t.request('GET', `/api/companies/directory${query ? `?${query}` : ''}`);
  const body = await json<unknown>(res);
  return { res, body, next: res.headers.get('X-Next-Cursor') };
};
const names = (body: unknown) => directoryAnswer.parse(body).map((c) => c.name);

beforeAll(async () => {
  t = await createTestApp();
  alice = await createAccount();
  // Alder Works has interviewers only: it was created by adding them, never by the manager area.
  for (const name of ['Ivy Stone', 'Jo Marsh']) {
    const iv = await expectStatus(
      await t.request('POST', '/api/interviewers', {
        token: alice.idToken,
        body: { name, company: 'Alder Works', position: 'Recruiter' },
      }),
      201,
    );
    ids['Alder Works'] = (iv.company as { _id: string })._id;
  }
  const birch = await managerFixture(t, alice, { companyName: 'Birch & Co', city: 'Porto' });
  ids['Birch & Co'] = birch.company._id;
  expect((await submitReview(t, alice, birch.manager._id, { rating: 4 })).status).toBe(201);
  await expectStatus(
    await t.request('POST', '/api/branches', {
      token: alice.idToken,
      body: { companyId: birch.company._id, city: 'Braga', location: ['Centro'] },
    }),
    201,
  );
  for (const name of ['Cedar Labs', 'Ängström Optics', 'Beech Analytics', '7 Seas Shipping']) {
    ids[name] = String(
      (
        await expectStatus(
          await t.request('POST', '/api/companies', { token: alice.idToken, body: { name } }),
          201,
        )
      )._id,
    );
  }
});
afterAll(() => t.close());

describe('GET /api/companies/directory: happy', () => {
  test('every company A-Z, including one with only interviewers, with cities and counts', async () => {
    const { res, body, next } = await directory();
    expect(res.status).toBe(200);
    expect(names(body)).toEqual([
      '7 Seas Shipping',
      'Alder Works',
      'Ängström Optics',
      'Beech Analytics',
      'Birch & Co',
      'Cedar Labs',
    ]);
    expect(next).toBeNull();
    const rows = directoryAnswer.parse(body);
    expect(rows.find((r) => r.name === 'Alder Works')).toMatchObject({
      managers: 0,
      interviewers: 2,
      reviews: 0,
      cities: [],
    });
    expect(rows.find((r) => r.name === 'Birch & Co')).toMatchObject({
      managers: 1,
      interviewers: 0,
      reviews: 1,
      averageRating: 4,
      cities: ['Braga', 'Porto'],
      branchCount: 2,
    });
    expect(await findManagerAreaInconsistencies(t.deps.store)).toEqual([]);
  });

  test('the counts and cities are what each company page shows', async () => {
    const rows = directoryAnswer.parse((await directory()).body);
    for (const row of rows) {
      const page = await json<{ company: Record<string, unknown>; managers: unknown[] }>(
        await t.request('GET', `/api/companies/search/company/_/${row._id}`),
      );
      expect(page.company).toMatchObject({
        managersCount: row.managers,
        interviewersCount: row.interviewers,
        reviewCount: row.reviews,
        averageRating: row.averageRating,
        cities: row.cities,
      });
      expect(page.managers).toHaveLength(row.managers);
    }
  });

  test('pages after a cursor walk the whole list once, in order', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const { body, next } = await directory(`limit=2${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...names(body));
      cursor = next;
      pages += 1;
    } while (cursor && pages < 10);
    expect(seen).toEqual(names((await directory()).body));
    expect(pages).toBe(3);
  });

  test('from a letter on, and filtered by name words (which uses the declared composite index)', async () => {
    expect(names((await directory('from=B')).body)).toEqual(['Beech Analytics', 'Birch & Co', 'Cedar Labs']);
    expect(names((await directory('from=z')).body)).toEqual([]);
    expect(names((await directory('q=bi')).body)).toEqual(['Birch & Co']);
    expect(names((await directory('q=ANGSTR')).body)).toEqual(['Ängström Optics']);
    expect(names((await directory('q=b&from=c')).body)).toEqual([]);
    expect(names((await directory('q=labs%20ced')).body)).toEqual(['Cedar Labs']);
    const first = await directory('q=b&limit=1');
    expect(names(first.body)).toEqual(['Beech Analytics']);
    expect(names((await directory(`q=b&limit=1&cursor=${first.next}`)).body)).toEqual(['Birch & Co']);
    expect(readCacheKey('http://x/api/companies/directory?from=b')).toBe('/api/companies/directory?from=b');
  });

  test("offline, the browser's filter of saved pages picks and orders them as the API does", async () => {
    // The PWA filters the directory pages a device saved when a filter typed offline was never saved.
    const saved = directoryAnswer.parse((await directory()).body).reverse();
    for (const [q, from] of [
      ['', ''],
      ['', 'b'],
      ['', 'z'],
      ['bi', ''],
      ['ANGSTR', ''],
      ['b', 'c'],
      ['labs ced', ''],
      ['seas', ''],
    ] as const) {
      const query = new URLSearchParams({ ...(q ? { q } : {}), ...(from ? { from } : {}) }).toString();
      expect(
        filterDirectory([...saved, ...saved], { q, from }).map((c) => c.name),
        `${q}|${from}`,
      ).toEqual(names((await directory(query)).body));
    }
  });
});

describe('GET /api/companies/directory: abuse', () => {
  test.each([
    ['from=ab', 'from must be one letter from A to Z.'],
    ['from=1', 'from must be one letter from A to Z.'],
    ['from=%C3%84', 'from must be one letter from A to Z.'],
    ['from=a&from=b', 'from must be given once.'],
    ['limit=0', 'limit must be at least 1.'],
    ['limit=101', 'limit must be at most 100.'],
    ['limit=abc', null],
    ['limit=1&limit=2', 'limit must be given once.'],
    [`q=${'x'.repeat(101)}`, 'q must be at most 100 characters.'],
    ['q=a&q=b', 'q must be given once.'],
    ['cursor=not!base64', null],
    ['cursor=bm90LWpzb24', 'cursor must be an X-Next-Cursor value of this list.'],
    [`cursor=${'A'.repeat(701)}`, null],
    ['cursor=a&cursor=b', 'cursor must be given once.'],
  ])('?%s is a 400 naming the field', async (query, message) => {
    const { res, body } = await directory(query);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect((body as { code: string }).code).toBe('invalid_request');
    if (message) expect((body as { message: string }).message).toBe(message);
  });

  test('odd unicode in q answers an empty or matching page, never a 5xx', async () => {
    for (const q of ['🔥', '\u202E\u200B', '%ED%A0%80', encodeURIComponent("' OR 1=1 --")]) {
      const { res, body } = await directory(`q=${q}`);
      expect(res.status).toBe(200);
      directoryAnswer.parse(body);
    }
  });
});

describe('GET /api/companies/directory/letters', () => {
  test('the letters some company files under (Ängström under A), not those of none, nor a digit', async () => {
    const res = await t.request('GET', '/api/companies/directory/letters');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ letters: ['A', 'B', 'C'] });
  });
});
