// Where a company's per-manager figures live (issue 19): each manager's quarters in a document of
// its own, so that the company's insights document (rewritten by every review of the company)
// does not grow with its managers; documents written before the split still read the same, and
// `npm run insights:rebuild` moves their managers out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_INSIGHTS,
  type StoredCompanyInsights,
} from '../../../src/domain/insights/company-insights.ts';
import { MANAGER_QUARTERS, type ManagerQuartersData } from '../../../src/domain/insights/manager-quarters.ts';
import { rebuildInsights } from '../../../src/domain/insights/rebuild.ts';
import type { Rating } from '../../../src/domain/interviewers/rating-aggregates.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { insightsOf, rateManagerAt } from './support.ts';

const NOW = new Date('2026-03-15T12:00:00.000Z');
const at = (iso: string) => new Date(`${iso}T10:00:00.000Z`);
const COMPANY = 'Acme Quarters';

let t: TestApp;
let companyId = '';

async function review(when: string, manager: string, rating: Rating) {
  const result = await rateManagerAt(t.deps.store, at(when), {
    company: COMPANY,
    branch: 'Berlin',
    department: 'Sales',
    manager,
    rating,
  });
  companyId = result.company.id;
  return result;
}

const storedCompany = async () =>
  (await t.deps.store.get<StoredCompanyInsights>(COMPANY_INSIGHTS, companyId))?.data;
const managerDocs = () =>
  t.deps.store.query<ManagerQuartersData>({
    collection: MANAGER_QUARTERS,
    where: [{ field: 'companyId', op: '==', value: companyId }],
  });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  // Risa rises (2 -> 5), Fred falls (5 -> 1): five reviews on each side of the year boundary.
  for (const day of ['2024-07-10', '2024-08-10', '2024-08-11', '2024-09-01', '2024-09-02']) {
    await review(day, 'Risa Rise', 2);
    await review(day, 'Fred Fall', 5);
  }
  for (const day of ['2025-07-10', '2025-07-11', '2025-08-10', '2025-08-11', '2025-09-01']) {
    await review(day, 'Risa Rise', 5);
    await review(day, 'Fred Fall', 1);
  }
});

afterAll(async () => t?.close());

describe("a company's managers in documents of their own", () => {
  it('the company document stays the same size however many managers are reviewed', async () => {
    const before = JSON.stringify(await storedCompany());
    expect(await storedCompany()).not.toHaveProperty('managers');
    // Twenty more managers of the same branch and department, one review each, in a quarter that
    // already has reviews: the company's document holds nothing more.
    for (let i = 0; i < 20; i++) await review('2025-09-02', `Extra Manager ${i}`, 3);
    const after = await storedCompany();
    expect(after).not.toHaveProperty('managers');
    expect(JSON.stringify(after).length - before.length).toBeLessThan(20);
    const docs = await managerDocs();
    expect(docs).toHaveLength(22);
    const risa = docs.find((d) => d.data.name === 'Risa Rise');
    expect(risa?.data.q).toEqual({ '2024Q3': { n: 5, sum: 10 }, '2025Q3': { n: 5, sum: 25 } });
  });

  it('the movers read from them', async () => {
    const body = await insightsOf(t, companyId);
    expect(body.managers.rising.map((m) => [m.name, m.change])).toEqual([['Risa Rise', 3]]);
    expect(body.managers.falling.map((m) => [m.name, m.change])).toEqual([['Fred Fall', -4]]);
  });
});

describe('a company document written before the split', () => {
  it('reads the same, also with reviews written after it; the rebuild moves its managers out', async () => {
    const expected = await insightsOf(t, companyId);
    // The layout before: every manager's quarters inside the company's document, none apart.
    const docs = await managerDocs();
    const stored = (await storedCompany()) as StoredCompanyInsights;
    const managers = Object.fromEntries(docs.map((d) => [d.id, { name: d.data.name, q: d.data.q }]));
    const old = t.deps.store.batch().set(COMPANY_INSIGHTS, companyId, { ...stored, managers });
    for (const d of docs) old.delete(MANAGER_QUARTERS, d.id);
    await old.commit();
    expect(await insightsOf(t, companyId)).toEqual(expected);

    // A review after the upgrade lands apart; the reader adds both layouts.
    await review('2025-09-03', 'Risa Rise', 5);
    const mixed = await insightsOf(t, companyId);
    const risa = mixed.managers.rising.find((m) => m.name === 'Risa Rise');
    expect(risa?.after).toEqual({ average: 5, reviewCount: 6 });
    expect((await managerDocs()).map((d) => d.data.name)).toEqual(['Risa Rise']);

    await rebuildInsights(t.deps.store, NOW, { themes: false });
    expect(await storedCompany()).not.toHaveProperty('managers');
    expect(await managerDocs()).toHaveLength(22);
    expect(await insightsOf(t, companyId)).toEqual(mixed);
  });

  it('the rebuild deletes the quarters of a manager with no counted review left', async () => {
    await t.deps.store
      .batch()
      .set(MANAGER_QUARTERS, 'stale-manager', { companyId, name: 'Gone', q: { '2025Q1': { n: 9, sum: 9 } } })
      .commit();
    await rebuildInsights(t.deps.store, NOW, { themes: false });
    expect(await t.deps.store.get(MANAGER_QUARTERS, 'stale-manager')).toBeNull();
    expect(await managerDocs()).toHaveLength(22);
  });
});
