// GET /search/all?q=&limit= (issue 14 item 8): one search box over companies, interviewers and
// managers, grouped by kind. Happy cases, then abuse (huge q, odd unicode, limits, repeated params).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readCacheKey } from '../../../src/http/public-read-cache.ts';
import { siteSearchAnswer } from '../../../src/http/routes/site-search.ts';
import { createAccount, type TestAccount } from '../../support/auth-emulator.ts';
import { createTestApp, json, type TestApp } from '../../support/test-app.ts';
import { expectStatus, managerFixture, submitReview } from '../managers/support.ts';

let t: TestApp;
let alice: TestAccount;
let companyId = '';

async function addInterviewer(name: string, company: string, position = 'Staff Engineer') {
  return expectStatus(
    await t.request('POST', '/api/interviewers', { token: alice.idToken, body: { name, company, position } }),
    201,
  );
}

const search = async (query: string) => {
  const res = await t.request('GET', `/api/search/all?${query}`);
  return { res, body: await json<Record<string, unknown>>(res) };
};

beforeAll(async () => {
  t = await createTestApp();
  alice = await createAccount();
  const { company, manager } = await managerFixture(t, alice, {
    companyName: 'Zephyrine Labs',
    managerName: 'Oona Park',
    city: 'Lisbon',
  });
  companyId = company._id;
  expect((await submitReview(t, alice, manager._id, { rating: 5 })).status).toBe(201);
  await addInterviewer('Ada Quill', 'Zephyrine Labs');
  await addInterviewer('Bo Lind', 'Zephyrine Labs');
  // A name match at another company: ranks before the people who only work at a matching company.
  await addInterviewer('Zephyrine Holt', 'Other Works');
  await addInterviewer('Unrelated Person', 'Other Works');
});
afterAll(() => t.close());

describe('GET /api/search/all: happy', () => {
  test('a company name finds the company and its people, grouped by kind, each with a line, score and link', async () => {
    const { res, body } = await search('q=Zephyr');
    expect(res.status).toBe(200);
    const answer = siteSearchAnswer.parse(body);
    expect(answer.query).toBe('Zephyr');
    expect(answer.companies.items).toEqual([
      {
        kind: 'company',
        id: companyId,
        name: 'Zephyrine Labs',
        line: 'Lisbon',
        average: 5,
        reviewCount: 1,
        href: `/companies/zephyrine-labs/${companyId}`,
      },
    ]);
    expect(answer.interviewers.items.map((i) => i.name)).toEqual(['Zephyrine Holt', 'Ada Quill', 'Bo Lind']);
    expect(answer.interviewers.items[1]).toMatchObject({
      kind: 'interviewer',
      line: 'Staff Engineer at Zephyrine Labs',
      average: 0,
      reviewCount: 0,
    });
    expect(answer.interviewers.items[1]?.href).toMatch(/^\/interviewers\/[\w-]+$/);
    expect(answer.managers.items).toHaveLength(1);
    expect(answer.managers.items[0]).toMatchObject({
      kind: 'manager',
      name: 'Oona Park',
      average: 5,
      reviewCount: 1,
    });
    expect(answer.managers.items[0]?.line).toContain('Zephyrine Labs · Lisbon');
    expect(answer.managers.items[0]?.href).toMatch(/^\/management\/managers\/oona-park\/[\w-]+$/);
    expect(answer.interviewers.total).toBe(3);
  });

  test('limit bounds each kind, the totals still say how many matched', async () => {
    const answer = siteSearchAnswer.parse((await search('q=zephyrine&limit=1')).body);
    expect(answer.interviewers.items).toHaveLength(1);
    expect(answer.interviewers.total).toBe(3);
    expect(answer.companies.items).toHaveLength(1);
  });

  test('case and accents are ignored, every word must match, and the answer is a cached public read', async () => {
    const accented = siteSearchAnswer.parse((await search(`q=${encodeURIComponent('ZÉPHYRINE lab')}`)).body);
    expect(accented.companies.items.map((c) => c.name)).toEqual(['Zephyrine Labs']);
    expect(accented.interviewers.items.map((i) => i.name)).toEqual(['Ada Quill', 'Bo Lind']);
    expect(readCacheKey('http://x/api/search/all?q=a&limit=2')).toBe('/api/search/all?limit=2&q=a');
  });

  test('no match answers empty groups', async () => {
    const answer = siteSearchAnswer.parse((await search('q=qqqqzzzz')).body);
    for (const kind of ['companies', 'interviewers', 'managers'] as const) {
      expect(answer[kind]).toEqual({ total: 0, items: [] });
    }
  });
});

describe('GET /api/search/all: abuse', () => {
  test.each([
    ['', 'q is required.'],
    ['q=', 'q must not be empty.'],
    ['q=%20%20%20', 'q must not be empty.'],
    [`q=${'a'.repeat(101)}`, 'q must be at most 100 characters.'],
    [`q=${'helix'.repeat(2000)}`, 'q must be at most 100 characters.'],
    ['q=a&limit=0', 'limit must be at least 1.'],
    ['q=a&limit=21', 'limit must be at most 20.'],
    ['q=a&limit=-5', 'limit must be a whole number from 1 to 20.'],
    ['q=a&limit=2.5', 'limit must be a whole number from 1 to 20.'],
    ['q=a&limit=ten', 'limit must be a whole number from 1 to 20.'],
    ['q=a&limit=1e9', 'limit must be a whole number from 1 to 20.'],
    ['q=a&limit=99999999999', 'limit must be at most 20.'],
    ['q=a&q=b', null],
    ['q=a&limit=1&limit=2', null],
  ])('?%s is a 400 naming the field', async (query, message) => {
    const { res, body } = await search(query);
    expect(res.status, JSON.stringify(body)).toBe(400);
    expect(body.code).toBe('invalid_request');
    if (message) expect(body.message).toBe(message);
    else expect(String(body.message)).toMatch(/^(q|limit)\b/);
  });

  test.each([
    ['emoji only', '🔥🔥'],
    ['bidi override and zero-width', '\u202Ezephyr\u200B'],
    ['combining marks', 'z\u0301e\u0301phyr'],
    ['control characters', '\u0000\u0007zephyr'],
    ['right-to-left script', 'مرحبا'],
    ['a lone surrogate, escaped', '%ED%A0%80'],
    ['a stray percent', '%'],
    ['regex and SQL look-alikes', `.*' OR 1=1 --`],
  ])('%s: 200 with well-formed groups, never a 5xx', async (_name, raw) => {
    const q = raw.startsWith('%') ? raw : encodeURIComponent(raw);
    const { res, body } = await search(`q=${q}`);
    expect(res.status, JSON.stringify(body)).toBe(200);
    siteSearchAnswer.parse(body);
  });

  test('a name with control characters still finds by its words', async () => {
    const { body } = await search(`q=${encodeURIComponent('\u0000zephyrine\u200B')}`);
    expect(siteSearchAnswer.parse(body).companies.items.map((c) => c.name)).toEqual(['Zephyrine Labs']);
  });
});
