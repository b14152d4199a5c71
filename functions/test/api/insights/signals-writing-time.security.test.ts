// A brigade's reviews wait for their publication time like any other (scheduled-publication.ts), and a
// review's createdAt then moves to the moment it appeared (8f5c3e4). The moderation signals are about
// when reviews were written: the new-account count is kept by the day they were written, so the reviews
// it lists for that day must be those written on it, not those that happened to appear on it.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { COMPANIES, type CompanyData } from '../../../src/domain/companies/company.ts';
import { detectSignals } from '../../../src/domain/insights/signals.ts';
import { newAdmission } from '../../../src/domain/moderation/admission.ts';
import { publishDueReviews } from '../../../src/domain/moderation/scheduled-publication.ts';
import type { Doc } from '../../../src/store/document-store.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { expectStatus, moderatorAccount } from '../moderation/support.ts';
import { interviewAt, interviewerOf, rateManagerAt } from './support.ts';

const HOUR = 3_600_000;
/** 23:00 UTC: what is written now appears tomorrow. */
const WRITTEN = new Date('2026-04-10T23:00:00.000Z');

type Signal = { type: string; reason: string; reviews: { reviewId: string }[] };

let t: TestApp;
let token: string;
const brigade: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: WRITTEN });
  token = (await moderatorAccount(t)).idToken;
  const store = t.deps.store;
  const first = await rateManagerAt(store, new Date(WRITTEN.getTime() - 30 * 24 * HOUR), {
    company: 'Late Night Ltd',
    branch: 'Oslo',
    department: null,
    manager: 'Nora Night',
    rating: 4,
  });
  const company = (await store.get<CompanyData>(COMPANIES, first.company.id)) as Doc<CompanyData>;
  const target = await interviewerOf(
    store,
    company,
    'Tim Target',
    new Date(WRITTEN.getTime() - 60 * 24 * HOUR),
  );
  // Three reviews from accounts an hour old, written at 23:00, each to appear two hours later.
  for (let i = 0; i < 3; i++) {
    const at = new Date(WRITTEN.getTime() + i * 60_000);
    const admission = newAdmission({
      holdFor: [],
      rating: 5,
      accountCreatedAt: new Date(at.getTime() - HOUR),
      now: at,
      publishAt: new Date(at.getTime() + 2 * HOUR),
    });
    brigade.push((await interviewAt(store, target.id, at, 5, 'cleared', 'Lovely.', admission)).id);
  }
  t.clock.advance(3 * HOUR);
  expect(await publishDueReviews(store, t.clock.now())).toBe(3);
  await detectSignals(store, t.clock.now());
});
afterAll(async () => t?.close());

test('the new-account signal lists the reviews written that day, though they appeared the next', async () => {
  const { signals } = await expectStatus<{ signals: Signal[] }>(
    await t.request('GET', '/api/moderation/signals?status=open', { token }),
    200,
  );
  const signal = signals.find((s) => s.type === 'newAccounts');
  expect(signal?.reason).toMatch(/^3 of the 3 reviews .* on 2026-04-10/);
  expect(signal?.reviews.map((r) => r.reviewId).sort()).toEqual([...brigade].sort());
});
